// Income and payslips (SPEC 3.7, full lending): at least one income, each with
// its kind, amount before tax and frequency; payslips are uploaded documents
// referenced by the provider's media id (docs/decisions/0074-repeating-rows.md).
import { z } from "zod";

import { dollars, frequency, oneOf, STEP_AMOUNT_INVALID } from "~/domain/amounts";
import { INCOME_TYPES } from "~/domain/amounts-choices";
import { MAX_ROWS } from "~/domain/limits";
import { fieldMessage } from "~/i18n/field-message";

export const INCOME_REQUIRED = fieldMessage("stepIncome.required");
const INCOME_TYPE_REQUIRED = fieldMessage("stepIncome.typeRequired");
const INCOME_AMOUNT_REQUIRED = fieldMessage("stepIncome.amountRequired");
export const TOO_MANY_ROWS = fieldMessage("steps.tooManyRows", { max: MAX_ROWS });

const incomeRowSchema = z.object({
  type: oneOf(INCOME_TYPES, INCOME_TYPE_REQUIRED),
  amount: dollars(INCOME_AMOUNT_REQUIRED, STEP_AMOUNT_INVALID),
  frequency,
});

const payslipRowSchema = z.object({
  mediaId: z.string().trim().min(1).max(64),
  fileName: z.string().max(255).optional(),
});

export const incomePayslipsSchema = z.object({
  income: z.array(incomeRowSchema, { required_error: INCOME_REQUIRED }).min(1, INCOME_REQUIRED).max(MAX_ROWS, TOO_MANY_ROWS),
  payslips: z.array(payslipRowSchema).max(MAX_ROWS, TOO_MANY_ROWS).default([]),
});
