// Repayment options: how the deferred amount is repaid (SPEC 3.6 loanRepaymentMethod).
import { z } from "zod";

import { LOAN_REPAYMENT_METHODS } from "~/domain/types";

export const REPAYMENT_METHOD_REQUIRED = "Choose how you want to repay";

export const repaymentSchema = z.object({
  loanRepaymentMethod: z.enum(LOAN_REPAYMENT_METHODS, { errorMap: () => ({ message: REPAYMENT_METHOD_REQUIRED }) }),
});
