import type { StepField } from "./step-fields";
import { Field } from "./Field";

/** A dollar amount: a decimal keypad on phones, cents kept by the schema. */
export function MoneyField({ field, label, hint }: { field: StepField<string | undefined>; label: string; hint?: string }) {
  return (
    <Field
      id={field.id}
      label={label}
      hint={hint}
      errors={field.errors}
      inputProps={{
        name: field.name,
        type: "text",
        inputMode: "decimal",
        autoComplete: "off",
        className: "input--money",
        defaultValue: field.initialValue,
      }}
    />
  );
}
