import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useId, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

// The in-place message form loads when the panel first opens, never with the page (DESIGN 5).
const ChatMessageForm = lazy(() => import("./ChatMessageForm").then((module) => ({ default: module.ChatMessageForm })));

export interface SupportContact {
  email: string;
  phone: string;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/**
 * The support launcher on every screen. Without JavaScript it is a plain link: to
 * the link's contact page when a uuid is in the URL, else an email to support.
 * With JavaScript it opens a panel with the contact-us message form (on a link's
 * screens) and the other ways to reach support.
 */
export function ChatWidget({ uuid, support }: { uuid?: string; support: SupportContact }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const contactPage = uuid ? `/z/${uuid}/contact-us` : null;
  // On the contact page the page's own form is the one to use: a second one would only repeat it.
  const onContactPage = useLocation().pathname === contactPage;

  if (!hydrated) {
    return (
      <div className="chat">
        <a className="button chat__launcher" href={contactPage ?? `mailto:${support.email}`}>
          Contact support
        </a>
      </div>
    );
  }

  return (
    <div className="chat">
      {open ? (
        <div className="chat__panel" id={panelId} role="region" aria-label="Contact support">
          <h2>How can we help?</h2>
          {uuid && !onContactPage ? (
            <Suspense fallback={<p className="muted">Loading the message form…</p>}>
              <ChatMessageForm uuid={uuid} />
            </Suspense>
          ) : null}
          <ul>
            {contactPage && !onContactPage ? (
              <li>
                <a href={contactPage}>Send us a message on the contact page</a>
              </li>
            ) : null}
            <li>
              Email <a href={`mailto:${support.email}`}>{support.email}</a>
            </li>
            <li>
              Call <a href={telHref(support.phone)}>{support.phone}</a>
            </li>
          </ul>
        </div>
      ) : null}
      <button
        type="button"
        className="button chat__launcher"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? "Close support" : "Contact support"}
      </button>
    </div>
  );
}
