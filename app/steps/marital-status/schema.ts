// Marital status (SPEC 3.7, 5): one of the four statuses, and how many people
// depend on the applicant; full lending applications only.
import { z } from "zod";

import { MARITAL_STATUSES } from "~/domain/types";
import { fieldMessage } from "~/i18n/field-message";

const MAX_DEPENDANTS = 20;
export const MARITAL_STATUS_REQUIRED = fieldMessage("stepMarital.required");
const DEPENDANTS_REQUIRED = fieldMessage("stepMarital.dependantsRequired");
export const DEPENDANTS_INVALID = fieldMessage("stepMarital.dependantsInvalid", { max: MAX_DEPENDANTS });

export const maritalStatusSchema = z.object({
  martialStatus: z.enum(MARITAL_STATUSES, { errorMap: () => ({ message: MARITAL_STATUS_REQUIRED }) }),
  numberOfDependents: z
    .string({ required_error: DEPENDANTS_REQUIRED })
    .trim()
    .regex(/^\d{1,2}$/, DEPENDANTS_INVALID)
    .transform(Number)
    .pipe(z.number().max(MAX_DEPENDANTS, DEPENDANTS_INVALID)),
});
