import type { FieldMetadata } from "@conform-to/react";

import { FREQUENCY_OPTIONS } from "~/domain/amounts-choices";
import { MoneyField } from "./MoneyField";
import { SelectField } from "./SelectField";

type AmountRow = { type?: string; amount?: string; frequency?: string };

interface AmountRowFieldsProps {
  row: FieldMetadata<AmountRow>;
  kind: { label: string; options: ReadonlyArray<{ value: string; label: string }> };
  amountLabel: string;
  frequencyLabel: string;
}

/** One regular amount (an income or an expense): what kind, how much, how often. */
export function AmountRowFields({ row, kind, amountLabel, frequencyLabel }: AmountRowFieldsProps) {
  const { type, amount, frequency } = row.getFieldset();
  return (
    <>
      <SelectField field={type} label={kind.label} options={kind.options} />
      <MoneyField field={amount} label={amountLabel} />
      <SelectField field={frequency} label={frequencyLabel} options={FREQUENCY_OPTIONS} />
    </>
  );
}
