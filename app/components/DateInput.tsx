import { type FieldMetadata, getInputProps } from "@conform-to/react";

import { useT } from "~/i18n/react";
import { FieldError, useFieldError } from "./FieldError";

type DateParts = { day?: string; month?: string; year?: string };

export interface DateInputProps {
  field: FieldMetadata<DateParts | undefined>;
  legend: string;
  hint?: string;
  /** autocomplete prefix: "bday" gives bday-day, bday-month, bday-year. */
  autoCompletePrefix?: string;
}

const PARTS = [
  { key: "day", label: "forms.day", width: "date-input__day" },
  { key: "month", label: "forms.month", width: "date-input__month" },
  { key: "year", label: "forms.year", width: "date-input__year" },
] as const;

/**
 * GOV.UK date input: day, month and year in one fieldset with one error for the
 * date. The day input carries the field's id so the error summary lands on it.
 */
export function DateInput({ field, legend, hint, autoCompletePrefix }: DateInputProps) {
  const t = useT();
  const hintId = hint ? `${field.id}-hint` : undefined;
  const { error, describedBy } = useFieldError(field.errors, { hintId, errorId: field.errorId });
  const parts = field.getFieldset();
  return (
    <div className={`field${error ? " field--error" : ""}`}>
      <fieldset className="date-input" aria-describedby={describedBy} role="group">
        <legend>{legend}</legend>
        {hint ? (
          <span className="field__hint" id={hintId}>
            {hint}
          </span>
        ) : null}
        <FieldError id={field.errorId} message={error} />
        <div className="date-input__parts">
          {PARTS.map(({ key, label, width }) => {
            const part = parts[key];
            const id = key === "day" ? field.id : part.id;
            return (
              <div className={`date-input__item ${width}`} key={key}>
                <label htmlFor={id}>{t(label)}</label>
                <input
                  {...getInputProps(part, { type: "text", ariaAttributes: false })}
                  id={id}
                  inputMode="numeric"
                  autoComplete={autoCompletePrefix ? `${autoCompletePrefix}-${key}` : undefined}
                  aria-invalid={error ? true : undefined}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
