import { useLocation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";

import type { FormNotice as Notice } from "~/domain/form-reply";
import { translateFieldMessage } from "~/i18n/field-message";
import { MessageLink, T, useT } from "~/i18n/react";
import type { Translate } from "~/i18n/translate";

export interface FormNoticeProps {
  notice: Notice;
  /** The label of the button that sends this form, as it is on the page (already translated): the notice tells the payer to press it. */
  button: string;
  /** Without an error summary above it, the notice is what a page drawn again after a refused post focuses. */
  focus: boolean;
}

/**
 * Why a form's values are on the page and not stored, above the kept input: the
 * same words on every form of the portal (decision 0200). A conflict (409) is the
 * refresh-needed notice of docs/SPEC.md 4: the form keeps the visitor's typing and the
 * old version, so only "Reload the latest" (a plain GET) moves them on. The
 * others only need the same button pressed again.
 */
export function FormNotice({ notice, button, focus }: FormNoticeProps) {
  const t = useT();
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  // autoFocus works on the server's page only; a notice drawn in the browser (a reply with JavaScript) takes focus here.
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, notice]);
  // Marked as what a page arriving in the browser focuses first (app/components/focus-on-arrival.ts), so the root's focus on arrival lands here too.
  const frame = {
    role: "alert",
    "aria-labelledby": "notice-title",
    tabIndex: -1,
    autoFocus: focus,
    "data-focus-on-arrival": focus ? "" : undefined,
    ref,
  } as const;
  const { tone, title, body } = wordsFor(notice, button, `${location.pathname}${location.search}`, t);
  return (
    <div className={`notice notice--${tone}`} {...frame}>
      <h2 id="notice-title">{title}</h2>
      {body}
    </div>
  );
}

/** The tone, heading and sentences of each kind of notice, from the catalog (namespace `forms`, sent on every page). */
function wordsFor(
  notice: Notice,
  button: string,
  here: string,
  t: Translate,
): { tone: "warning" | "danger"; title: string; body: ReactNode } {
  switch (notice.kind) {
    case "conflict":
      return {
        tone: "warning",
        title: t("forms.conflictTitle"),
        body: (
          <>
            <p>{t("forms.conflictBody")}</p>
            <p>
              <T id="forms.conflictReload" components={{ 0: <MessageLink href={here} /> }} />
            </p>
          </>
        ),
      };
    case "unsaved":
      return { tone: "danger", title: t("forms.unsavedTitle"), body: <p>{t("forms.unsavedBody", { button })}</p> };
    case "expired":
      return { tone: "warning", title: t("forms.expiredTitle"), body: <p>{t("forms.expiredBody", { button })}</p> };
    case "no-answer":
      return { tone: "warning", title: t("forms.noAnswerTitle"), body: <p>{t("forms.noAnswerBody", { button })}</p> };
    case "offline":
      return { tone: "warning", title: t("forms.noAnswerTitle"), body: <p>{t("forms.offlineBody", { button })}</p> };
    case "failed":
      // The server writes catalog keys (form-action.server.ts); a staff screen's plain words pass through.
      return {
        tone: "danger",
        title: translateFieldMessage(t, notice.title),
        body: <p>{translateFieldMessage(t, notice.message)}</p>,
      };
  }
}
