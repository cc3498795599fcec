import { useEffect, useRef } from "react";

export interface SummaryError {
  /** The id of the input the message is about; the link moves focus there. */
  fieldId: string;
  message: string;
}

/**
 * GOV.UK error summary: at the top of the form, linking to each field. It takes
 * focus when it appears so screen-reader users hear what went wrong.
 */
export function ErrorSummary({ errors, title = "There is a problem" }: { errors: SummaryError[]; title?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
  }, [errors]);
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{title}</h2>
      <ul>
        {errors.map((error) => (
          <li key={`${error.fieldId}:${error.message}`}>
            <a href={`#${error.fieldId}`}>{error.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
