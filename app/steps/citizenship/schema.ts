// Are you an Australian citizen or permanent resident? (docs/SPEC.md 2.2, 3.7). Only
// citizens and permanent residents can defer; OTHER is a valid answer that ends
// the application (docs/decisions/0072-citizenship-not-eligible.md).
import * as v from "valibot";

import { formObject } from "~/domain/form-schema";
import { CITIZENSHIPS } from "~/domain/types";
import { fieldMessage } from "~/i18n/field-message";
export { isEligibleCitizenship } from "./choices";

export const CITIZENSHIP_REQUIRED = fieldMessage("stepCitizenship.required");

export const citizenshipSchema = formObject({
  citizenship: v.picklist(CITIZENSHIPS, CITIZENSHIP_REQUIRED),
});
