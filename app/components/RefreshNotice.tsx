import { useLocation } from "@remix-run/react";

import type { StepNotice } from "~/domain/step-errors";

/**
 * Why a step's answers were not saved, above the kept input. A conflict (409) is
 * the refresh-needed notice of SPEC 4: the form keeps the visitor's typing and
 * the old version, so only "Reload the latest" (a plain GET) moves them on. A
 * provider that did not answer, or a form whose token had gone, only needs the
 * same button pressed again (`again` is its label).
 */
export function RefreshNotice({ notice, again, focus }: { notice: StepNotice; again: string; focus: boolean }) {
  const location = useLocation();
  // Without an error summary above it, the notice is what a page drawn again after a refused post focuses.
  const frame = { role: "alert", "aria-labelledby": "notice-title", tabIndex: -1, autoFocus: focus } as const;
  if (notice.kind === "conflict") {
    return (
      <div className="notice notice--warning" {...frame}>
        <h2 id="notice-title">This application has changed since you opened this page</h2>
        <p>
          It was saved somewhere else, perhaps in another tab or by another applicant. Your answers below have not been saved.
        </p>
        <p>
          <a href={`${location.pathname}${location.search}`}>Reload the latest</a> to see the application as it is now, then give
          your answers again.
        </p>
      </div>
    );
  }
  if (notice.kind === "unsaved") {
    return (
      <div className="notice notice--danger" {...frame}>
        <h2 id="notice-title">Your answers have not been saved yet</h2>
        <p>
          Our finance service is not answering at the moment. Everything you typed is still below. Press {again} again to save it.
        </p>
      </div>
    );
  }
  if (notice.kind === "expired") {
    return (
      <div className="notice notice--warning" {...frame}>
        <h2 id="notice-title">This form had expired</h2>
        <p>Press {again} again. Your answers have not been saved yet, but everything you typed is still below.</p>
      </div>
    );
  }
  return (
    <div className="notice notice--danger" {...frame}>
      <h2 id="notice-title">{notice.title}</h2>
      <p>{notice.message}</p>
    </div>
  );
}
