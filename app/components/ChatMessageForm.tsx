import { useFetcher, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CHAT_FIELD, ContactFields, type ContactFieldName } from "./ContactFields";

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
export function ChatMessageForm({ uuid }: { uuid: string }) {
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
