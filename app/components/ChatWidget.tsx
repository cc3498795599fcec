import { useFetcher, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CHAT_FIELD, ContactFields, type ContactFieldName } from "./ContactFields";

export interface SupportContact {
  email: string;
  phone: string;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

interface ChatReply {
  errors?: Partial<Record<ContactFieldName, string[]>> | null;
  formError?: string | null;
  sent?: boolean;
}

/**
 * The contact-us form inside the panel, sent with a fetcher so the payer stays on
 * their screen. The browser bundle stays free of zod: the server validates and the
 * errors come back in the answer.
 */
function ChatMessageForm({ uuid }: { uuid: string }) {
  const fetcher = useFetcher<ChatReply>();
  const reply = fetcher.data;
  const errors = reply?.errors ?? {};
  const formError = reply?.formError;
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [round, setRound] = useState(0);
  // The widget sits in the root layout, outside the authenticity-token provider: read the root's token.
  const csrfToken = (useRouteLoaderData("root") as { csrfToken?: string } | undefined)?.csrfToken ?? "";

  useEffect(() => {
    if (reply?.sent) setRound((n) => n + 1);
  }, [reply]);
  useEffect(() => {
    if (round > 0) statusRef.current?.focus();
  }, [round]);

  return (
    <fetcher.Form method="post" action={`/z/${uuid}/contact-us`} noValidate key={round}>
      <input type="hidden" name="csrf" value={csrfToken} />
      <input type="hidden" name={CHAT_FIELD} value="chat" />
      {reply?.sent && round > 0 ? (
        <p className="chat__sent" role="status" tabIndex={-1} ref={statusRef}>
          Message sent. The agency will reply by email.
        </p>
      ) : null}
      {formError ? (
        <p className="field__error" role="alert">
          {formError}
        </p>
      ) : null}
      <ContactFields
        ids={{ name: "chat-name", email: "chat-email", phone: "chat-phone", message: "chat-message" }}
        errors={reply?.sent ? {} : errors}
        defaults={{}}
      />
      <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
        {fetcher.state === "idle" ? "Send message" : "Sending…"}
      </button>
    </fetcher.Form>
  );
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
          {uuid ? <ChatMessageForm uuid={uuid} /> : null}
          <ul>
            {contactPage ? (
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
