import type { InputHTMLAttributes } from "react";

export interface FieldProps {
  /** The input's id; a step field's `id` fits here. */
  id: string;
  label: string;
  hint?: string;
  /** Messages for this field (a step field's `errors`); the first is shown. */
  errors?: string[];
  inputProps: InputHTMLAttributes<HTMLInputElement> & { name: string };
}

/** A labelled input with its hint and error tied on by aria-describedby (GOV.UK pattern). */
export function Field({ id, label, hint, errors, inputProps }: FieldProps) {
  const error = errors?.[0];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field__error" id={errorId}>
          <span className="visually-hidden">Error:</span> {error}
        </span>
      ) : null}
      <input {...inputProps} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
    </div>
  );
}
