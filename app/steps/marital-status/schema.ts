// Marital status (docs/SPEC.md 3.7, 5): one of the four statuses, and how many people
// depend on the applicant; full lending applications only.
import * as v from "valibot";

import { formObject } from "~/domain/form-schema";
import { MARITAL_STATUSES } from "~/domain/types";
import { fieldMessage } from "~/i18n/field-message";

const MAX_DEPENDANTS = 20;
export const MARITAL_STATUS_REQUIRED = fieldMessage("stepMarital.required");
const DEPENDANTS_REQUIRED = fieldMessage("stepMarital.dependantsRequired");
export const DEPENDANTS_INVALID = fieldMessage("stepMarital.dependantsInvalid", { max: MAX_DEPENDANTS });

export const maritalStatusSchema = formObject({
  martialStatus: v.picklist(MARITAL_STATUSES, MARITAL_STATUS_REQUIRED),
  numberOfDependents: v.pipe(
    v.string(DEPENDANTS_REQUIRED),
    v.trim(),
    v.regex(/^\d{1,2}$/, DEPENDANTS_INVALID),
    v.transform(Number),
    v.maxValue(MAX_DEPENDANTS, DEPENDANTS_INVALID),
  ),
});
