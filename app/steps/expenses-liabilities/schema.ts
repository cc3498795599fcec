// Expenses and liabilities (docs/SPEC.md 3.7, full lending): living expenses (at least
// one) and debts (none is a valid answer), each row with its type, the only
// field the provider insists on (decision 0002, docs/SPEC.md 5).
import * as v from "valibot";

import { dollars, frequency, oneOf, optionalDollars, STEP_AMOUNT_INVALID, TOO_MANY_ROWS } from "~/domain/amounts";
import { EXPENSE_TYPES, LIABILITY_TYPES } from "~/domain/amounts-choices";
import { formObject } from "~/domain/form-schema";
import { MAX_ROWS } from "~/domain/limits";
import { fieldMessage } from "~/i18n/field-message";

export const EXPENSES_REQUIRED = fieldMessage("stepExpenses.required");
const EXPENSE_TYPE_REQUIRED = fieldMessage("stepExpenses.typeRequired");
const EXPENSE_AMOUNT_REQUIRED = fieldMessage("stepExpenses.amountRequired");
const LIABILITY_TYPE_REQUIRED = fieldMessage("stepExpenses.debtTypeRequired");
const LIABILITY_AMOUNT_REQUIRED = fieldMessage("stepExpenses.debtAmountRequired");

const expenseRowSchema = formObject({
  type: oneOf(EXPENSE_TYPES, EXPENSE_TYPE_REQUIRED),
  amount: dollars(EXPENSE_AMOUNT_REQUIRED, STEP_AMOUNT_INVALID),
  frequency,
});

const liabilityRowSchema = formObject({
  type: oneOf(LIABILITY_TYPES, LIABILITY_TYPE_REQUIRED),
  /** The monthly repayment. */
  amount: dollars(LIABILITY_AMOUNT_REQUIRED, STEP_AMOUNT_INVALID),
  /** What is still owed; optional, some people do not know it. */
  balance: optionalDollars(STEP_AMOUNT_INVALID),
});

export const expensesLiabilitiesSchema = formObject({
  expenses: v.pipe(
    v.array(expenseRowSchema, EXPENSES_REQUIRED),
    v.minLength(1, EXPENSES_REQUIRED),
    v.maxLength(MAX_ROWS, TOO_MANY_ROWS),
  ),
  liabilities: v.optional(v.pipe(v.array(liabilityRowSchema), v.maxLength(MAX_ROWS, TOO_MANY_ROWS)), []),
});
