// Income and payslips (docs/SPEC.md 3.7, full lending): at least one income, each with
// its kind, amount before tax and frequency; payslips are uploaded documents
// referenced by the provider's media id (docs/decisions/0074-repeating-rows.md).
import * as v from "valibot";

import { dollars, frequency, oneOf, STEP_AMOUNT_INVALID, TOO_MANY_ROWS } from "~/domain/amounts";
import { INCOME_TYPES } from "~/domain/amounts-choices";
import { formObject } from "~/domain/form-schema";
import { MAX_ROWS } from "~/domain/limits";
import { fieldMessage } from "~/i18n/field-message";

export const INCOME_REQUIRED = fieldMessage("stepIncome.required");
const INCOME_TYPE_REQUIRED = fieldMessage("stepIncome.typeRequired");
const INCOME_AMOUNT_REQUIRED = fieldMessage("stepIncome.amountRequired");

const incomeRowSchema = formObject({
  type: oneOf(INCOME_TYPES, INCOME_TYPE_REQUIRED),
  amount: dollars(INCOME_AMOUNT_REQUIRED, STEP_AMOUNT_INVALID),
  frequency,
});

const payslipRowSchema = formObject({
  mediaId: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
  fileName: v.optional(v.pipe(v.string(), v.maxLength(255))),
});

export const incomePayslipsSchema = formObject({
  income: v.pipe(
    v.array(incomeRowSchema, INCOME_REQUIRED),
    v.minLength(1, INCOME_REQUIRED),
    v.maxLength(MAX_ROWS, TOO_MANY_ROWS),
  ),
  payslips: v.optional(v.pipe(v.array(payslipRowSchema), v.maxLength(MAX_ROWS, TOO_MANY_ROWS)), []),
});
