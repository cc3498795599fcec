import type { FormMetadata, SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";

import type { SummaryError } from "./ErrorSummary";
import type { FormSummary } from "./forms";

/**
 * A staff form's error summary: the form's own message (a wrong password, a lock,
 * a broken reset link) first, linked to the field it is about, then each field's.
 */
export function staffSummaryErrors(
  form: Pick<FormMetadata, "id" | "errors">,
  fieldId: string,
  summary: FormSummary,
): SummaryError[] {
  return [
    ...(form.errors ?? []).map((message) => ({ fieldId, message })),
    ...summary.errors.filter((error) => error.fieldId !== form.id),
  ];
}

/**
 * After the server refuses a staff form, focus goes to the error summary (GOV.UK).
 * conform takes the server's reply in a render of its own, after the one that
 * received it: the summary appears only then, so focus follows it there.
 */
export function useSummaryFocusAfterServerError(reply: SubmissionResult<string[]> | undefined, summaryShown: boolean): void {
  useEffect(() => {
    if (summaryShown && reply?.status === "error") document.querySelector<HTMLElement>("main .error-summary")?.focus();
  }, [reply, summaryShown]);
}
