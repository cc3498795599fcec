// Settlement details: who handles the settlement of the sale. Optional, because
// a vendor may not have chosen a conveyancer yet; a blank agency saves as null (docs/SPEC.md 5).
import * as v from "valibot";

import { formObject } from "~/domain/form-schema";
import { fieldMessage } from "~/i18n/field-message";
import { AGENCY_MAX } from "./choices";

export const settlementDetailsSchema = formObject({
  agency: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(AGENCY_MAX, fieldMessage("stepSettlement.tooLong", { max: AGENCY_MAX }))),
  ),
});
