/** Cents as a person would type them back: 123450 → "1234.50". */
export function centsToDollarsInput(cents: number | null | undefined): string | undefined {
  if (typeof cents !== "number" || !Number.isFinite(cents)) return undefined;
  return (cents / 100).toFixed(2);
}

/** A saved income or expense row as its form shows it: the amount back in dollars. */
export function amountRowInput(row: { type?: string | null; amount?: number | null; frequency?: string | null }) {
  return { type: row.type ?? undefined, amount: centsToDollarsInput(row.amount), frequency: row.frequency ?? undefined };
}

export const FREQUENCIES = ["WEEKLY", "FORTNIGHTLY", "MONTHLY", "QUARTERLY", "ANNUALLY"] as const;

export type Frequency = (typeof FREQUENCIES)[number];

export const FREQUENCY_OPTIONS: ReadonlyArray<{ value: Frequency; label: string }> = [
  { value: "WEEKLY", label: "Weekly" },
  { value: "FORTNIGHTLY", label: "Fortnightly" },
  { value: "MONTHLY", label: "Monthly" },
  { value: "QUARTERLY", label: "Quarterly" },
  { value: "ANNUALLY", label: "Yearly" },
];

/** The kinds of income, expense and liability an amount row can be (SPEC 3.7, full lending). */
export const INCOME_TYPE_OPTIONS = [
  { value: "SALARY", label: "Salary or wages" },
  { value: "SELF_EMPLOYMENT", label: "Self-employment" },
  { value: "RENTAL", label: "Rent from a property" },
  { value: "GOVERNMENT", label: "Government payments" },
  { value: "OTHER", label: "Other income" },
] as const;

export const EXPENSE_TYPE_OPTIONS = [
  { value: "RENT_OR_BOARD", label: "Rent or board" },
  { value: "GROCERIES", label: "Groceries and household" },
  { value: "UTILITIES", label: "Utilities and phone" },
  { value: "TRANSPORT", label: "Transport" },
  { value: "INSURANCE", label: "Insurance" },
  { value: "CHILDCARE_AND_EDUCATION", label: "Childcare and education" },
  { value: "OTHER", label: "Other expenses" },
] as const;

export const LIABILITY_TYPE_OPTIONS = [
  { value: "HOME_LOAN", label: "Home loan" },
  { value: "PERSONAL_LOAN", label: "Personal loan" },
  { value: "CAR_LOAN", label: "Car loan" },
  { value: "CREDIT_CARD", label: "Credit card" },
  { value: "BUY_NOW_PAY_LATER", label: "Buy now, pay later" },
  { value: "OTHER", label: "Other debt" },
] as const;
