import { getFormProps } from "@conform-to/react";
import { useFetcher, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { CHAT_FIELD, ContactFields, type ContactReply, useContactForm } from "./ContactFields";
import { ErrorSummary } from "./ErrorSummary";

/**
 * The contact-us form inside the panel, sent with a fetcher so the payer stays on
 * their screen: the page's form (conform with the contact schema, checked before it
 * is sent), in a panel that loads when first opened. A sent message empties it.
 */
export function ChatMessageForm({ uuid }: { uuid: string }) {
  const fetcher = useFetcher<ContactReply>();
  const reply = fetcher.data;
  const { form, fields, summary } = useContactForm("chat", reply);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [sent, setSent] = useState(0);
  // The widget sits in the root layout, outside the authenticity-token provider: read the root's token.
  const csrfToken = (useRouteLoaderData("root") as { csrfToken?: string } | undefined)?.csrfToken ?? "";

  useEffect(() => {
    if (reply?.sent) setSent((n) => n + 1);
  }, [reply]);
  useEffect(() => {
    if (sent > 0) statusRef.current?.focus();
  }, [sent]);

  return (
    <fetcher.Form method="post" action={`/z/${uuid}/contact-us`} {...getFormProps(form, { ariaAttributes: false })}>
      <input type="hidden" name="csrf" value={csrfToken} />
      <input type="hidden" name={CHAT_FIELD} value="chat" />
      {reply?.sent && sent > 0 ? (
        <p className="chat__sent" role="status" tabIndex={-1} ref={statusRef}>
          Message sent. The agency will reply by email.
        </p>
      ) : null}
      {form.errors?.length ? (
        <p className="field__error" role="alert" id={form.errorId}>
          {form.errors[0]}
        </p>
      ) : null}
      <ErrorSummary errors={summary.errors} attempt={summary.attempt} />
      <ContactFields fields={fields} />
      <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
        {fetcher.state === "idle" ? "Send message" : "Sending…"}
      </button>
    </fetcher.Form>
  );
}
