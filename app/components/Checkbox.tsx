import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";

import { translateFieldMessage } from "~/i18n/field-message";
import { useT } from "~/i18n/react";

export interface CheckboxProps {
  field: FieldMetadata<boolean | undefined>;
  label: ReactNode;
  hint?: string;
}

/**
 * One checkbox that must be ticked, with its hint and error tied on by
 * aria-describedby (GOV.UK single checkbox). A ticked box sends "on", as conform reads it.
 */
export function Checkbox({ field, label, hint }: CheckboxProps) {
  const t = useT();
  const first = field.errors?.[0];
  const error = first ? translateFieldMessage(t, first) : undefined;
  const hintId = hint ? `${field.id}-hint` : undefined;
  const describedBy = [hintId, error ? field.errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field checkbox${error ? " field--error" : ""}`}>
      {error ? (
        <span className="field__error" id={field.errorId}>
          <span className="visually-hidden">{t("forms.errorPrefix")}</span> {error}
        </span>
      ) : null}
      <div className="checkbox__item">
        <input
          {...getInputProps(field, { type: "checkbox" })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor={field.id}>{label}</label>
        {hint ? (
          <span className="checkbox__hint" id={hintId}>
            {hint}
          </span>
        ) : null}
      </div>
    </div>
  );
}
