// Mortgage property: the applicant confirms how the loan is repaid at settlement:
// from the sale of the property for a vendor, with the purchase or as the agency
// arranges otherwise (app/domain/pay-later-words.ts,
// docs/decisions/0081-later-steps-questions.md). The message fits every type.
import * as v from "valibot";

import { formObject } from "~/domain/form-schema";
import { RESIDENCE_SALE_REQUIRED } from "~/domain/pay-later-words";
export { RESIDENCE_SALE_REQUIRED } from "~/domain/pay-later-words";

export const mortgagePropertySchema = formObject({
  hasAcknowledgedResidenceSale: v.pipe(
    v.boolean(RESIDENCE_SALE_REQUIRED),
    v.check((value) => value, RESIDENCE_SALE_REQUIRED),
  ),
});
