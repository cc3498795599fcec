import { useLocation } from "@remix-run/react";

import type { ErrorInfo } from "~/domain/error-info";

export function ErrorPage({ info, support }: { info: ErrorInfo; support: { email: string; phone: string } }) {
  // "Try again" loads this same address afresh, with or without JavaScript.
  const { pathname, search } = useLocation();
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
          <a className="button" href={`${pathname}${search}`}>
            Try again
          </a>
        </p>
      ) : null}
      <p className="muted">Error code: {info.status}</p>
    </>
  );
}
