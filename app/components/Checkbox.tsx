import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";

import { FieldError, useFieldError } from "./FieldError";

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
  const hintId = hint ? `${field.id}-hint` : undefined;
  const { error, describedBy } = useFieldError(field.errors, { hintId, errorId: field.errorId });
  return (
    <div className={`field checkbox${error ? " field--error" : ""}`}>
      <FieldError id={field.errorId} message={error} />
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
