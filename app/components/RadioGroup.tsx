import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";

import { FieldError, useFieldError } from "./FieldError";

export interface RadioOption {
  value: string;
  label: string;
  hint?: string;
}

export interface RadioGroupProps {
  field: FieldMetadata<string | undefined | null>;
  legend: ReactNode;
  /** Read by screen readers only, when the page heading already asks the question. */
  legendHidden?: boolean;
  hint?: string;
  options: readonly RadioOption[];
}

/**
 * Radios in a fieldset with a legend (GOV.UK pattern). The first radio carries
 * the field's id, so the error summary's link lands on the group. The others are
 * numbered, never named by their value: a value such as "VPA Additional - Bridging"
 * holds spaces, and an id with spaces splits into several in aria-describedby.
 */
export function RadioGroup({ field, legend, legendHidden = false, hint, options }: RadioGroupProps) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const { error, describedBy } = useFieldError(field.errors, { hintId, errorId: field.errorId });
  return (
    <div className={`field${error ? " field--error" : ""}`}>
      <fieldset className="radios" aria-describedby={describedBy}>
        <legend className={legendHidden ? "visually-hidden" : undefined}>{legend}</legend>
        {hint ? (
          <span className="field__hint" id={hintId}>
            {hint}
          </span>
        ) : null}
        <FieldError id={field.errorId} message={error} />
        {options.map((option, index) => {
          const id = index === 0 ? field.id : `${field.id}-option-${index + 1}`;
          // Numbered too, the first included: `${field.id}-hint` is the group's own hint.
          const optionHintId = option.hint ? `${field.id}-option-${index + 1}-hint` : undefined;
          return (
            <div className="radios__item" key={option.value}>
              <input
                {...getInputProps(field, { type: "radio", value: option.value, ariaAttributes: false })}
                id={id}
                aria-describedby={optionHintId}
                aria-invalid={error ? true : undefined}
              />
              <label htmlFor={id}>{option.label}</label>
              {option.hint ? (
                <span className="radios__hint" id={optionHintId}>
                  {option.hint}
                </span>
              ) : null}
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
