// Income and payslips (SPEC 3.7, full lending): at least one income, each with
// its kind, amount before tax and frequency; payslips are uploaded documents
// referenced by the provider's media id (docs/decisions/0074-repeating-rows.md).
import { z } from "zod";

import { dollars, frequency, oneOf } from "~/domain/amounts";
import { INCOME_TYPE_OPTIONS } from "~/domain/amounts-choices";
import { MAX_ROWS } from "~/domain/limits";

export const INCOME_REQUIRED = "Add at least one income";
const INCOME_TYPE_REQUIRED = "Select the kind of income";
const INCOME_AMOUNT_REQUIRED = "Enter the amount before tax";
export const TOO_MANY_ROWS = `You can add up to ${MAX_ROWS}`;

const incomeRowSchema = z.object({
  type: oneOf(INCOME_TYPE_OPTIONS, INCOME_TYPE_REQUIRED),
  amount: dollars(INCOME_AMOUNT_REQUIRED),
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
