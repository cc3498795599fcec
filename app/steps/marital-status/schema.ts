// Marital status (SPEC 3.7, 5): one of the four statuses, and how many people
// depend on the applicant; full lending applications only.
import { z } from "zod";

import { MARITAL_STATUSES } from "~/domain/types";

export const MARITAL_STATUS_REQUIRED = "Select your marital status";
const DEPENDANTS_REQUIRED = "Enter how many people depend on you financially, or 0";
export const DEPENDANTS_INVALID = "Enter a whole number from 0 to 20";
const MAX_DEPENDANTS = 20;

export const maritalStatusSchema = z.object({
  martialStatus: z.enum(MARITAL_STATUSES, { errorMap: () => ({ message: MARITAL_STATUS_REQUIRED }) }),
  numberOfDependents: z
    .string({ required_error: DEPENDANTS_REQUIRED })
    .trim()
    .regex(/^\d{1,2}$/, DEPENDANTS_INVALID)
    .transform(Number)
    .pipe(z.number().max(MAX_DEPENDANTS, DEPENDANTS_INVALID)),
});
