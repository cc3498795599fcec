import { type FieldMetadata, getSelectProps } from "@conform-to/react";

import { translateFieldMessage } from "~/i18n/field-message";
import { useT } from "~/i18n/react";

interface SelectFieldProps {
  field: FieldMetadata<string | undefined | null>;
  label: string;
  hint?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled select with a "Select…" first option, hint and error tied on (GOV.UK pattern). */
export function SelectField({ field, label, hint, options }: SelectFieldProps) {
  const t = useT();
  const first = field.errors?.[0];
  const error = first ? translateFieldMessage(t, first) : undefined;
  const hintId = hint ? `${field.id}-hint` : undefined;
  const describedBy = [hintId, error ? field.errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--error" : ""}`}>
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field__error" id={field.errorId}>
          <span className="visually-hidden">{t("forms.errorPrefix")}</span> {error}
        </span>
      ) : null}
      <select {...getSelectProps(field)} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        <option value="">{t("forms.select")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
