import { type FieldMetadata, getSelectProps } from "@conform-to/react";

import { useT } from "~/i18n/react";
import { FieldFrame } from "./Field";

interface SelectFieldProps {
  field: FieldMetadata<string | undefined | null>;
  label: string;
  hint?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled select with a "Select…" first option, hint and error tied on (GOV.UK pattern). */
export function SelectField({ field, label, hint, options }: SelectFieldProps) {
  const t = useT();
  return (
    <FieldFrame id={field.id} label={label} hint={hint} errors={field.errors}>
      {(described) => (
        <select {...getSelectProps(field)} {...described}>
          <option value="">{t("forms.select")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
