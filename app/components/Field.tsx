import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";

import { FieldError, useFieldError } from "./FieldError";

export interface FieldProps {
  label: string;
  hint?: string;
  /** Messages for this field (conform's `field.errors`); the first is shown. */
  errors?: string[];
  /** The input's attributes, usually conform's `getInputProps(field, …)` with autocomplete and the like. */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string };
}

/** What ties a control to its hint and error. */
interface Described {
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldFrameProps extends Omit<FieldProps, "inputProps"> {
  /** The control's id, which the label names. */
  id: string;
  /** Draws the control with what ties it to the hint and the error. */
  children: (described: Described) => ReactNode;
}

/**
 * A labelled control (an input, a select, a textarea) with its hint and error tied
 * on by aria-describedby (GOV.UK pattern).
 */
export function FieldFrame({ id, label, hint, errors, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const { error, describedBy } = useFieldError(errors, { hintId, errorId });
  return (
    <div className={`field${error ? " field--error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      <FieldError id={errorId} message={error} />
      {children({ "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
    </div>
  );
}

/** A labelled input with its hint and error tied on. */
export function Field({ inputProps, ...frame }: FieldProps) {
  return (
    <FieldFrame id={inputProps.id} {...frame}>
      {(described) => <input {...inputProps} {...described} />}
    </FieldFrame>
  );
}

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

/** A dollar amount: a decimal keypad on phones, cents kept by the schema. */
export function MoneyField({ field, label, hint }: { field: FieldMetadata<string | undefined>; label: string; hint?: string }) {
  return <TextField field={field} label={label} hint={hint} inputMode="decimal" autoComplete="off" className="input--money" />;
}
