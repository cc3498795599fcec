import { isRouteErrorResponse } from "@remix-run/react";

export interface ErrorInfo {
  status: number;
  title: string;
  message: string;
}

/** Per-status wording of the general error boundary. Never a stack or raw JSON. */
export function errorInfo(error: unknown): ErrorInfo {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  switch (status) {
    case 404:
      return {
        status,
        title: "Page not found",
        message: "We could not find that page. If you typed the address, check it is correct. If you followed a link from an email or SMS, open it again from there.",
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

export function ErrorPage({ info, support }: { info: ErrorInfo; support: { email: string; phone: string } }) {
  return (
    <>
      <h1 tabIndex={-1}>{info.title}</h1>
      <p className="lead">{info.message}</p>
      <p>
        Need help? Email <a href={`mailto:${support.email}`}>{support.email}</a> or call{" "}
        <a href={`tel:${support.phone.replace(/[^+\d]/g, "")}`}>{support.phone}</a>.
      </p>
      {info.status !== 404 && info.status !== 403 ? (
        <p>
          <a className="button" href="">
            Try again
          </a>
        </p>
      ) : null}
      <p className="muted">Error code: {info.status}</p>
    </>
  );
}
