import type { MessageKey } from "~/i18n/translate";

export interface ErrorInfo {
  status: number;
  /** Catalog keys of the page's heading and its explanation (decision 0220). */
  title: MessageKey;
  message: MessageKey;
  /**
   * A message the portal itself threw with a 403 or 429, shown instead of `message`:
   * the form pipeline writes it in the visitor's language (press-answer.server.ts,
   * form-page.server.ts).
   */
  detail: string | null;
}

/** Per-status wording of the general error boundary. Never a stack or raw JSON. */
export function errorInfo(status: number, detail: string | null = null): ErrorInfo {
  switch (status) {
    case 404:
      return { status, title: "errors.notFoundTitle", message: "errors.notFoundMessage", detail: null };
    case 403:
      return { status, title: "errors.forbiddenTitle", message: "errors.forbiddenMessage", detail };
    case 429:
      return { status, title: "errors.tooManyTitle", message: "errors.tooManyMessage", detail };
    case 503:
      return { status, title: "errors.unavailableTitle", message: "errors.unavailableMessage", detail: null };
    default:
      return { status, title: "errors.generalTitle", message: "errors.generalMessage", detail: null };
  }
}
