import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import { T, useT } from "~/i18n/react";
import { EmailLink, PhoneLink } from "./ContactLinks";
import { InterpreterHelp } from "./InterpreterHelp";
import { MessageFormUnavailable } from "./MessageFormUnavailable";

/**
 * The in-place message form loads when the panel first opens, never with the page
 * (docs/DESIGN.md 5). A chunk that fails to load is said in the panel; it must never reach
 * the root's error boundary, which would replace the payer's screen. Each opening
 * of the panel after such a failure tries again.
 */
function loadMessageForm() {
  let failed = false;
  const Form = lazy(() =>
    import("./ChatMessageForm").then(
      (module) => ({ default: module.ChatMessageForm }),
      () => {
        failed = true;
        return { default: MessageFormUnavailable };
      },
    ),
  );
  return { Form, failed: () => failed };
}

export interface SupportContact {
  email: string;
  phone: string;
}

/**
 * The support launcher on every screen, in the header: part of the page, so it
 * never covers content or a focused control, whatever the width or text size; only
 * where the page leaves room beside its column does it float at the bottom right
 * (decision 0131). Without JavaScript it is a plain link: to the link's contact page
 * when a uuid is in the URL, else an email to support. With JavaScript it opens a
 * panel, right after it in the tab order, with the contact-us message form (on a
 * link's screens) and the other ways to reach support; Escape closes it.
 */
export function ChatWidget({ uuid, support }: { uuid?: string; support: SupportContact }) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [messageForm, setMessageForm] = useState(loadMessageForm);
  const ChatMessageForm = messageForm.Form;
  const launcher = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const contactPage = uuid ? `/z/${uuid}/contact-us` : null;
  // On the contact page the page's own form is the one to use: a second one would only repeat it.
  const onContactPage = useLocation().pathname === contactPage;

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      launcher.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  if (!hydrated) {
    return (
      <div className="chat">
        <a className="button chat__launcher" href={contactPage ?? `mailto:${support.email}`}>
          {t("shell.contactSupport")}
        </a>
      </div>
    );
  }

  return (
    <div className="chat">
      <button
        type="button"
        className="button chat__launcher"
        ref={launcher}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (!open && messageForm.failed()) setMessageForm(loadMessageForm());
          setOpen(!open);
        }}
      >
        {open ? t("shell.closeSupport") : t("shell.contactSupport")}
      </button>
      {open ? (
        <div className="chat__panel" id={panelId} role="region" aria-label={t("shell.contactSupport")}>
          <h2>{t("shell.supportTitle")}</h2>
          {uuid && !onContactPage ? (
            <Suspense fallback={<p className="muted">{t("shell.supportLoading")}</p>}>
              <ChatMessageForm uuid={uuid} unavailable={<MessageFormUnavailable />} />
            </Suspense>
          ) : null}
          <ul>
            {contactPage && !onContactPage ? (
              <li>
                <a href={contactPage}>{t("shell.supportContactPage")}</a>
              </li>
            ) : null}
            <li>
              <T id="shell.supportEmail" values={{ email: <EmailLink email={support.email} /> }} />
            </li>
            <li>
              <T id="shell.supportCall" values={{ phone: <PhoneLink phone={support.phone} /> }} />
            </li>
          </ul>
          <InterpreterHelp />
        </div>
      ) : null}
    </div>
  );
}
