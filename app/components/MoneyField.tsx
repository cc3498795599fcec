import { type FieldMetadata, getInputProps } from "@conform-to/react";

import { Field } from "./Field";

/** A dollar amount: a decimal keypad on phones, cents kept by the schema. */
export function MoneyField({ field, label, hint }: { field: FieldMetadata<string | undefined>; label: string; hint?: string }) {
  return (
    <Field
      label={label}
      hint={hint}
      errors={field.errors}
      inputProps={{
        ...getInputProps(field, { type: "text" }),
        inputMode: "decimal",
        autoComplete: "off",
        className: "input--money",
      }}
    />
  );
}
