// Repayment options: how the deferred amount is repaid (docs/SPEC.md 3.6 loanRepaymentMethod).
import * as v from "valibot";

import { formObject } from "~/domain/form-schema";
import { LOAN_REPAYMENT_METHODS } from "~/domain/types";
import { fieldMessage } from "~/i18n/field-message";

export const REPAYMENT_METHOD_REQUIRED = fieldMessage("stepRepayment.required");

export const repaymentSchema = formObject({
  loanRepaymentMethod: v.picklist(LOAN_REPAYMENT_METHODS, REPAYMENT_METHOD_REQUIRED),
});
