import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";

import { Field } from "./Field";

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type" | "form" | "defaultValue">;

interface TextFieldProps extends InputAttributes {
  /** conform's metadata for the field: its name, id, value and errors. */
  field: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel";
}

/**
 * One line of text bound to its conform field. Spell checking is off unless asked
 * for: these are names, numbers and codes, where a red underline only misleads.
 */
export function TextField({ field, label, hint, type = "text", ...attributes }: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      errors={field.errors}
      inputProps={{ ...getInputProps(field, { type }), spellCheck: false, ...attributes }}
    />
  );
}
