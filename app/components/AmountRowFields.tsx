import type { FieldMetadata } from "@conform-to/react";

import { FREQUENCIES } from "~/domain/amounts-choices";
import { useT } from "~/i18n/react";
import { MoneyField } from "./Field";
import { SelectField } from "./SelectField";

type AmountRow = { type?: string; amount?: string; frequency?: string };

interface AmountRowFieldsProps {
  row: FieldMetadata<AmountRow>;
  /** The kind's label and its choices, worded in the page's language. */
  kind: { label: string; options: ReadonlyArray<{ value: string; label: string }> };
  amountLabel: string;
  frequencyLabel: string;
}

/** One regular amount (an income or an expense): what kind, how much, how often. */
export function AmountRowFields({ row, kind, amountLabel, frequencyLabel }: AmountRowFieldsProps) {
  const t = useT();
  const { type, amount, frequency } = row.getFieldset();
  const frequencies = FREQUENCIES.map((value) => ({ value, label: t("amounts.frequency", { frequency: value }) }));
  return (
    <>
      <SelectField field={type} label={kind.label} options={kind.options} />
      <MoneyField field={amount} label={amountLabel} />
      <SelectField field={frequency} label={frequencyLabel} options={frequencies} />
    </>
  );
}
