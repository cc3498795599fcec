/** Cents as a person would type them back: 123450 → "1234.50". */
export function centsToDollarsInput(cents: number | null | undefined): string | undefined {
  if (typeof cents !== "number" || !Number.isFinite(cents)) return undefined;
  return (cents / 100).toFixed(2);
}

/** A saved income or expense row as its form shows it: the amount back in dollars. */
export function amountRowInput(row: { type?: string | null; amount?: number | null; frequency?: string | null }) {
  return { type: row.type ?? undefined, amount: centsToDollarsInput(row.amount), frequency: row.frequency ?? undefined };
}

// The choices of the amount rows, in the order the lists offer them; each is worded
// by a select message of the catalog (`amounts.frequency`, `amounts.incomeType`, …).

export const FREQUENCIES = ["WEEKLY", "FORTNIGHTLY", "MONTHLY", "QUARTERLY", "ANNUALLY"] as const;

/** The kinds of income, expense and liability an amount row can be (docs/SPEC.md 3.7, full lending). */
export const INCOME_TYPES = ["SALARY", "SELF_EMPLOYMENT", "RENTAL", "GOVERNMENT", "OTHER"] as const;

export const EXPENSE_TYPES = [
  "RENT_OR_BOARD",
  "GROCERIES",
  "UTILITIES",
  "TRANSPORT",
  "INSURANCE",
  "CHILDCARE_AND_EDUCATION",
  "OTHER",
] as const;

export const LIABILITY_TYPES = ["HOME_LOAN", "PERSONAL_LOAN", "CAR_LOAN", "CREDIT_CARD", "BUY_NOW_PAY_LATER", "OTHER"] as const;
