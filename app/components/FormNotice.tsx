import { useLocation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";

import type { FormNotice as Notice } from "~/domain/form-reply";

export interface FormNoticeProps {
  notice: Notice;
  /** The label of the button that sends this form, as it is on the page: the notice tells the payer to press it. */
  button: string;
  /** Without an error summary above it, the notice is what a page drawn again after a refused post focuses. */
  focus: boolean;
}

/**
 * Why a form's values are on the page and not stored, above the kept input: the
 * same words on every form of the portal (decision 0200). A conflict (409) is the
 * refresh-needed notice of SPEC 4: the form keeps the visitor's typing and the
 * old version, so only "Reload the latest" (a plain GET) moves them on. The
 * others only need the same button pressed again.
 */
export function FormNotice({ notice, button, focus }: FormNoticeProps) {
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  // autoFocus works on the server's page only; a notice drawn in the browser (a reply with JavaScript) takes focus here.
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, notice]);
  const frame = { role: "alert", "aria-labelledby": "notice-title", tabIndex: -1, autoFocus: focus, ref } as const;
  const { tone, title, body } = wordsFor(notice, button, `${location.pathname}${location.search}`);
  return (
    <div className={`notice notice--${tone}`} {...frame}>
      <h2 id="notice-title">{title}</h2>
      {body}
    </div>
  );
}

/** The tone, heading and sentences of each kind of notice. */
function wordsFor(notice: Notice, button: string, here: string): { tone: "warning" | "danger"; title: string; body: ReactNode } {
  switch (notice.kind) {
    case "conflict":
      return {
        tone: "warning",
        title: "This application has changed since you opened this page",
        body: (
          <>
            <p>
              It was saved somewhere else, perhaps in another tab or by another applicant. Your answers below have not been saved.
            </p>
            <p>
              <a href={here}>Reload the latest</a> to see the application as it is now, then give your answers again.
            </p>
          </>
        ),
      };
    case "unsaved":
      return {
        tone: "danger",
        title: "Your answers have not been saved yet",
        body: (
          <p>
            Our payment service is not answering at the moment. Everything you typed is still below. Press {button} again to send
            it.
          </p>
        ),
      };
    case "expired":
      return {
        tone: "warning",
        title: "This form had expired",
        body: <p>Press {button} again. Your answers have not been saved yet, but everything you typed is still below.</p>,
      };
    case "no-answer":
      return {
        tone: "warning",
        title: "Your answers have not been sent yet",
        body: (
          <p>
            The connection dropped before we could answer, so nothing was sent. Everything you typed is still below: press{" "}
            {button} again when you are back online.
          </p>
        ),
      };
    case "failed":
      return { tone: "danger", title: notice.title, body: <p>{notice.message}</p> };
  }
}
