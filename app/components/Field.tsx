import type { InputHTMLAttributes } from "react";

import { translateFieldMessage } from "~/i18n/field-message";
import { useT } from "~/i18n/react";

export interface FieldProps {
  label: string;
  hint?: string;
  /** Messages for this field (conform's `field.errors`); the first is shown. */
  errors?: string[];
  /** The input's attributes, usually conform's `getInputProps(field, …)` with autocomplete and the like. */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string };
}

/** A labelled input with its hint and error tied on by aria-describedby (GOV.UK pattern). */
export function Field({ label, hint, errors, inputProps }: FieldProps) {
  const t = useT();
  const { id } = inputProps;
  const first = errors?.[0];
  // A schema's or the server's message is a catalog key (app/i18n/field-message.ts): said in the page's language.
  const error = first ? translateFieldMessage(t, first) : undefined;
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
          <span className="visually-hidden">{t("forms.errorPrefix")}</span> {error}
        </span>
      ) : null}
      <input {...inputProps} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
    </div>
  );
}
