// Repayment options: how the deferred amount is repaid (SPEC 3.6 loanRepaymentMethod).
import { z } from "zod";

import { LOAN_REPAYMENT_METHODS } from "~/domain/types";
import { fieldMessage } from "~/i18n/field-message";

export const REPAYMENT_METHOD_REQUIRED = fieldMessage("stepRepayment.required");

export const repaymentSchema = z.object({
  loanRepaymentMethod: z.enum(LOAN_REPAYMENT_METHODS, { errorMap: () => ({ message: REPAYMENT_METHOD_REQUIRED }) }),
});
