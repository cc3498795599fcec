// Settlement details: who handles the settlement of the sale. Optional, because
// a vendor may not have chosen a conveyancer yet; a blank agency saves as null (SPEC 5).
import { z } from "zod";

import { fieldMessage } from "~/i18n/field-message";
import { AGENCY_MAX } from "./choices";

export const settlementDetailsSchema = z.object({
  agency: z
    .string()
    .trim()
    .max(AGENCY_MAX, fieldMessage("stepSettlement.tooLong", { max: AGENCY_MAX }))
    .optional(),
});
