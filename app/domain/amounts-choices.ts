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
