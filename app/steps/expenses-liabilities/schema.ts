// Expenses and liabilities (SPEC 3.7, full lending): living expenses (at least
// one) and debts (none is a valid answer), each row with its type, the only
// field the provider insists on (decision 0002, SPEC 5).
import { z } from "zod";

import { dollars, frequency, oneOf, optionalDollars } from "~/domain/amounts";
import { EXPENSE_TYPE_OPTIONS, LIABILITY_TYPE_OPTIONS } from "~/domain/amounts-choices";
import { MAX_ROWS } from "~/domain/limits";
import { TOO_MANY_ROWS } from "../income-payslips/schema";

export const EXPENSES_REQUIRED = "Add at least one living expense";
const EXPENSE_TYPE_REQUIRED = "Select the kind of expense";
const EXPENSE_AMOUNT_REQUIRED = "Enter how much you spend";
const LIABILITY_TYPE_REQUIRED = "Select the kind of debt";
const LIABILITY_AMOUNT_REQUIRED = "Enter the monthly repayment";

const expenseRowSchema = z.object({
  type: oneOf(EXPENSE_TYPE_OPTIONS, EXPENSE_TYPE_REQUIRED),
  amount: dollars(EXPENSE_AMOUNT_REQUIRED),
  frequency,
});

const liabilityRowSchema = z.object({
  type: oneOf(LIABILITY_TYPE_OPTIONS, LIABILITY_TYPE_REQUIRED),
  /** The monthly repayment. */
  amount: dollars(LIABILITY_AMOUNT_REQUIRED),
  /** What is still owed; optional, some people do not know it. */
  balance: optionalDollars(),
});

export const expensesLiabilitiesSchema = z.object({
  expenses: z
    .array(expenseRowSchema, { required_error: EXPENSES_REQUIRED })
    .min(1, EXPENSES_REQUIRED)
    .max(MAX_ROWS, TOO_MANY_ROWS),
  liabilities: z.array(liabilityRowSchema).max(MAX_ROWS, TOO_MANY_ROWS).default([]),
});
