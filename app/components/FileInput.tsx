import type { ReactNode } from "react";

import { ACCEPT } from "~/domain/upload-rules";
import { translateFieldMessage } from "~/i18n/field-message";
import { useT } from "~/i18n/react";

export interface FileInputProps {
  id: string;
  name: string;
  label: ReactNode;
  /** Said under the label; the allowed types and size by default. */
  hint?: string;
  /** One message per refused file, each naming it. */
  errors?: string[];
  /** What follows the input inside its field (the upload progress with JavaScript). */
  children?: ReactNode;
}

/**
 * A real, labelled `<input type=file multiple>` offering what the upload rules
 * allow (decision 0181), with its hint and every error tied on by
 * aria-describedby: the documents pages and the income step's payslips.
 */
export function FileInput({ id, name, label, hint, errors = [], children }: FileInputProps) {
  const t = useT();
  const hintId = `${id}-hint`;
  const errorId = errors.length > 0 ? `${id}-error` : null;
  return (
    <div className={`field${errorId ? " field--error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <span className="field__hint" id={hintId}>
        {hint ?? t("files.hint")}
      </span>
      {errorId ? (
        <span className="field__error" id={errorId}>
          {errors.map((message) => (
            <span className="field__error-line" key={message}>
              <span className="visually-hidden">{t("forms.errorPrefix")}</span> {translateFieldMessage(t, message)}
            </span>
          ))}
        </span>
      ) : null}
      <input
        type="file"
        id={id}
        name={name}
        multiple
        accept={ACCEPT}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
        aria-invalid={errorId ? true : undefined}
      />
      {children}
    </div>
  );
}
