export interface ErrorInfo {
  status: number;
  title: string;
  message: string;
}

/**
 * Per-status wording of the general error boundary. Never a stack or raw JSON:
 * `detail` is a message the portal itself threw with a 403 or 429.
 */
export function errorInfo(status: number, detail: string | null = null): ErrorInfo {
  switch (status) {
    case 404:
      return {
        status,
        title: "Page not found",
        message:
          "We could not find that page. If you typed the address, check it is correct. If you followed a link from an email or SMS, open it again from there.",
      };
    case 403:
      return {
        status,
        title: "This form could not be sent",
        message: detail ?? "You do not have access to this page.",
      };
    case 429:
      return { status, title: "Too many attempts", message: detail ?? "Please wait a few minutes and try again." };
    case 503:
      return {
        status,
        title: "Our payment service is unavailable",
        message:
          "We cannot reach the payment service right now, so we cannot show your fund request. Nothing has been charged. Please try again in a few minutes.",
      };
    default:
      return {
        status,
        title: "Sorry, something went wrong",
        message: "Please try again. If it keeps happening, contact our support team.",
      };
  }
}
