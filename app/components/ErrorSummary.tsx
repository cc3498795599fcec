import { useEffect, useRef } from "react";

import { translateFieldMessage } from "~/i18n/field-message";
import { useT } from "~/i18n/react";

export interface SummaryError {
  /** The id of the input the message is about; the link moves focus there. */
  fieldId: string;
  /** A catalog key with its values (app/i18n/field-message.ts), or plain words (the staff screens). */
  message: string;
}

export interface ErrorSummaryProps {
  errors: SummaryError[];
  /** The heading; "There is a problem" in the page's language by default. */
  title?: string;
  /** Which submit failed (a form's `summary.attempt`): each new one moves focus here again. */
  attempt?: unknown;
}

/**
 * GOV.UK error summary: the first thing in main, linking to each field. It takes
 * focus when it appears (`autofocus`, so a page drawn by the server after a refused
 * post does so before any script, or without it), and again after each failed
 * submit, so screen-reader users hear what went wrong; not while the list changes as
 * fields are corrected.
 */
export function ErrorSummary({ errors, title, attempt }: ErrorSummaryProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // A new submit (or, for a summary without one, a new list) moves focus: not the list changing as the payer types.
  const focusFor = attempt === undefined ? errors : attempt;
  useEffect(() => {
    // Set only while the summary is shown.
    ref.current?.focus();
  }, [focusFor]);
  if (errors.length === 0) return null;
  return (
    <div
      className="error-summary"
      role="alert"
      tabIndex={-1}
      ref={ref}
      aria-labelledby="error-summary-title"
      // eslint-disable-next-line jsx-a11y/no-autofocus -- moving focus to what went wrong is the point (GOV.UK).
      autoFocus
      // What a page arriving in the browser focuses first (app/components/focus-on-arrival.ts): the root's focus on arrival lands here too.
      data-focus-on-arrival=""
    >
      <h2 id="error-summary-title">{title ?? t("forms.summaryTitle")}</h2>
      <ul>
        {errors.map((error) => (
          <li key={`${error.fieldId}:${error.message}`}>
            <a href={`#${error.fieldId}`}>{translateFieldMessage(t, error.message)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
