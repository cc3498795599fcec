import { type DefaultValue, type FieldMetadata, type FormMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useEffect, useRef } from "react";

import { type ContactMessage, contactMessageSchema, type ContactReply, NOT_SENT_OFFLINE } from "~/domain/contact-message";
import { Field } from "./Field";
import { useSchemaForm } from "./forms";

/** The reply for a send that got no answer: the form as typed, and the form's own error saying so. */
export function unansweredReply(formData: FormData): ContactReply {
  const result = parseWithZod(formData, { schema: contactMessageSchema }).reply({ formErrors: [NOT_SENT_OFFLINE] });
  return { result, unanswered: true };
}

/**
 * A contact-us message form, on its page or in the chat panel: conform's useForm
 * with the schema the action checks with (app/domain/contact-message.ts). After a
 * send that got no answer, the browser coming back online sends it again, once.
 */
export function useContactForm(id: string, reply: ContactReply | undefined, defaultValue?: DefaultValue<ContactMessage>) {
  const contactForm = useSchemaForm({ id, schema: contactMessageSchema, lastResult: reply?.result, defaultValue });
  const unanswered = reply?.unanswered ? reply : null;
  useEffect(() => {
    if (!unanswered) return;
    const sendAgain = () => document.forms.namedItem(id)?.requestSubmit();
    window.addEventListener("online", sendAgain, { once: true });
    return () => window.removeEventListener("online", sendAgain);
  }, [id, unanswered]);
  // The form's own error (not sent yet) is said in place, by the button: the summary lists the fields to correct.
  const summary = { ...contactForm.summary, errors: contactForm.summary.errors.filter((error) => error.fieldId !== id) };
  return { ...contactForm, summary };
}

/**
 * Why the message has not gone yet, where the payer pressed Send, with the button
 * to send it again. It takes focus as it appears (autofocus, so also after a post
 * without JavaScript), so it is read out.
 */
export function NotSentNotice({ form, reply }: { form: FormMetadata<ContactMessage, string[]>; reply?: ContactReply }) {
  const ref = useRef<HTMLDivElement>(null);
  const message = form.errors?.[0];
  const shown = message !== undefined;
  // React's autofocus moves only form controls once the page runs: each new answer moves focus here again.
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [reply, shown]);
  if (!shown) return null;
  return (
    <div
      className="notice notice--danger"
      role="alert"
      tabIndex={-1}
      ref={ref}
      id={form.errorId}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript the only way to have it read out on arrival
      autoFocus
    >
      <p>{message}</p>
      <button type="submit" className="button">
        Send again
      </button>
    </div>
  );
}

type ContactFieldName = keyof ContactMessage;

type ContactFieldset = { [Name in ContactFieldName]: FieldMetadata<string | undefined> };

const MESSAGE_HINT = "Include anything that helps the agency answer, like the best time to call. Up to 2,000 characters.";

function MessageField({ field }: { field: FieldMetadata<string | undefined> }) {
  const error = field.errors?.[0];
  const hintId = `${field.id}-hint`;
  return (
    <div className={`field${error ? " field--error" : ""}`}>
      <label htmlFor={field.id}>Your message</label>
      <span className="field__hint" id={hintId}>
        {MESSAGE_HINT}
      </span>
      {error ? (
        <span className="field__error" id={field.errorId}>
          <span className="visually-hidden">Error:</span> {error}
        </span>
      ) : null}
      <textarea
        {...getTextareaProps(field)}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? field.errorId : undefined].filter(Boolean).join(" ")}
      />
    </div>
  );
}

/** The contact-us message fields, shared by the page's form and the chat widget's. */
export function ContactFields({ fields }: { fields: ContactFieldset }) {
  return (
    <>
      <Field
        label="Your name"
        errors={fields.name.errors}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name", spellCheck: false }}
      />
      <Field
        label="Email address"
        hint="The agency replies to this address."
        errors={fields.email.errors}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", spellCheck: false }}
      />
      <Field
        label="Phone number (optional)"
        errors={fields.phone.errors}
        inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", inputMode: "tel" }}
      />
      <MessageField field={fields.message} />
    </>
  );
}
