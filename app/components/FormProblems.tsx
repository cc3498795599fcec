import type { FormNotice as Notice } from "~/domain/form-reply";
import { ErrorSummary } from "./ErrorSummary";
import { FormNotice } from "./FormNotice";
import type { FormSummary } from "./forms";

/**
 * What went wrong at a form's last press, first in main (decision 0200): the error
 * summary linking to each field, and the notice saying why nothing was stored,
 * naming the button on the page that sends the form again (`button`: its label as
 * the page shows it, in the page's language). Its words are the catalog's `forms`.
 */
export function FormProblems({ summary, notice, button }: { summary: FormSummary; notice?: Notice | null; button: string }) {
  return (
    <>
      <ErrorSummary errors={summary.errors} attempt={summary.attempt} />
      {notice ? <FormNotice notice={notice} button={button} focus={summary.errors.length === 0} /> : null}
    </>
  );
}
