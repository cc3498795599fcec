// Mortgage property: the applicant acknowledges that the finance is secured on
// the property being sold and repaid from the sale at settlement
// (docs/decisions/0081-later-steps-questions.md).
import { z } from "zod";

export const RESIDENCE_SALE_REQUIRED =
  "Confirm that the property is being sold and the finance is repaid from the sale at settlement";

export const mortgagePropertySchema = z.object({
  hasAcknowledgedResidenceSale: z
    .boolean({ required_error: RESIDENCE_SALE_REQUIRED })
    .refine((value) => value, RESIDENCE_SALE_REQUIRED),
});
