import { getFormProps } from "@conform-to/react";
import { useRouteLoaderData } from "@remix-run/react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";

import { type ContactMessage, type ContactReply, newMessageKey } from "~/domain/contact-message";
import { CSRF_FIELD } from "~/domain/form-fields";
import { PageI18nProvider, usePageI18nWith, useT } from "~/i18n/react";
import type { PanelForm } from "~/types/panel-form";
import { ContactFields, useContactForm } from "./ContactFields";
import { FormProblems } from "./FormProblems";
import { noAnswerReply } from "./no-answer-reply";

/** The portal's answer as the form reads it; anything but one of its replies (a refusal page) means not sent. */
async function replyOf(response: Response, formData: FormData): Promise<ContactReply> {
  const answer: unknown = await response.json().catch(() => null);
  if (typeof answer === "object" && answer !== null && "result" in answer) return answer as ContactReply;
  return { ...noAnswerReply(formData), notice: { kind: "unsaved" } };
}

/** The loader's answer, when it is one (a refusal page or a lost connection is not). */
function panelFormOf(answer: unknown): PanelForm | null {
  const form = answer as Partial<PanelForm> | null;
  return form && typeof form.defaults === "object" && typeof form.messages === "object" ? (form as PanelForm) : null;
}

/**
 * The panel's form starts as the contact page's does, with the link's customer's
 * name, email and mobile, and speaks with the words that come with them (no page
 * carries the form's words until the panel opens, decision 0271). When they cannot
 * be read, the panel says so (`unavailable`), as when its script could not load:
 * the panel gives the words, so that they come with the page, in the root's script
 * (decision 0284).
 */
export function ChatMessageForm({ uuid, unavailable }: { uuid: string; unavailable: ReactNode }) {
  const t = useT();
  const [loaded, setLoaded] = useState<PanelForm | "failed" | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/z/${uuid}/contact-us/message`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: unknown) => setLoaded(panelFormOf(answer) ?? "failed"))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded("failed");
      });
    return () => controller.abort();
  }, [uuid]);
  const withFormWords = usePageI18nWith(loaded && loaded !== "failed" ? loaded.messages : null);
  if (!loaded) return <p className="muted">{t("shell.supportLoading")}</p>;
  if (loaded === "failed") return unavailable;
  return (
    <PageI18nProvider value={withFormWords}>
      <MessageForm uuid={uuid} defaults={loaded.defaults} />
    </PageI18nProvider>
  );
}

/**
 * The contact-us form inside the panel, in a panel that loads when first opened:
 * the page's form (conform with the contact schema, checked before it is sent),
 * posted with fetch to its own address (app/routes/z.$uuid.contact-us.message.ts)
 * so the payer stays on their screen. A sent message empties it; one that got no
 * answer stays as typed, and goes when the browser is back online.
 */
function MessageForm({ uuid, defaults }: { uuid: string; defaults: Partial<ContactMessage> }) {
  const t = useT();
  const button = t("contactForm.send");
  const [reply, setReply] = useState<ContactReply>();
  const [sending, setSending] = useState(false);
  const { form, fields, summary } = useContactForm("chat", reply, defaults);
  const formProps = getFormProps(form, { ariaAttributes: false });
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The widget sits in the root layout, outside the authenticity-token provider: read the root's token.
  const csrfToken = (useRouteLoaderData("root") as { csrfToken?: string } | undefined)?.csrfToken ?? "";

  // One key per message: a send again after a lost answer keeps it; a message sent makes a new one.
  const [messageKey, setMessageKey] = useState(() => defaults.key ?? newMessageKey());
  useEffect(() => {
    if (!reply?.sent) return;
    setMessageKey(newMessageKey());
    statusRef.current?.focus();
  }, [reply]);

  async function send(formData: FormData) {
    setSending(true);
    try {
      const body = new URLSearchParams([...formData].map(([name, value]) => [name, String(value)]));
      setReply(await replyOf(await fetch(`/z/${uuid}/contact-us/message`, { method: "POST", body }), formData));
    } catch {
      setReply(noAnswerReply(formData));
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A slow answer: a second press sends nothing more.
    if (sending) return event.preventDefault();
    formProps.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    void send(new FormData(event.currentTarget));
  }

  return (
    <form method="post" {...formProps} onSubmit={onSubmit} aria-busy={sending || undefined}>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="key" value={messageKey} />
      {reply?.sent ? (
        <p className="chat__sent" role="status" tabIndex={-1} ref={statusRef}>
          {t("contactForm.sent")}
        </p>
      ) : null}
      <FormProblems summary={summary} notice={reply?.notice} button={button} />
      <ContactFields fields={fields} />
      <button type="submit" className="button" aria-disabled={sending || undefined}>
        {sending ? t("contactForm.sending") : button}
      </button>
    </form>
  );
}
