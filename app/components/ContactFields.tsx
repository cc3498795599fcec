import { type DefaultValue, type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { useEffect } from "react";

import { type ContactMessage, contactMessageSchema, type ContactReply } from "~/domain/contact-message";
import { useT } from "~/i18n/react";
import { Field, FieldFrame } from "./Field";
import { useSchemaForm } from "./forms";

/**
 * A contact-us message form, on its page or in the chat panel: conform's useForm
 * with the schema the action checks with (app/domain/contact-message.ts). After a
 * send that got no answer, the browser coming back online sends it again, once.
 */
export function useContactForm(id: string, reply: ContactReply | undefined, defaultValue?: DefaultValue<ContactMessage>) {
  const contactForm = useSchemaForm({
    id,
    schema: contactMessageSchema,
    lastResult: reply?.result,
    notice: reply?.notice,
    defaultValue,
  });
  const noAnswer = reply?.notice?.kind === "no-answer" ? reply : null;
  useEffect(() => {
    if (!noAnswer) return;
    const sendAgain = () => document.forms.namedItem(id)?.requestSubmit();
    window.addEventListener("online", sendAgain, { once: true });
    return () => window.removeEventListener("online", sendAgain);
  }, [id, noAnswer]);
  return contactForm;
}

type ContactFieldName = keyof ContactMessage;

type ContactFieldset = { [Name in ContactFieldName]: FieldMetadata<string | undefined> };

function MessageField({ field }: { field: FieldMetadata<string | undefined> }) {
  const t = useT();
  return (
    <FieldFrame id={field.id} label={t("contactForm.messageLabel")} hint={t("contactForm.messageHint")} errors={field.errors}>
      {(described) => <textarea {...getTextareaProps(field)} rows={5} {...described} />}
    </FieldFrame>
  );
}

/** The contact-us message fields, shared by the page's form and the chat widget's (words: `contactForm`, sent by the root). */
export function ContactFields({ fields }: { fields: ContactFieldset }) {
  const t = useT();
  return (
    <>
      <Field
        label={t("contactForm.nameLabel")}
        errors={fields.name.errors}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name", spellCheck: false }}
      />
      <Field
        label={t("contactForm.emailLabel")}
        hint={t("contactForm.emailHint")}
        errors={fields.email.errors}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", spellCheck: false }}
      />
      <Field
        label={t("contactForm.phoneLabel")}
        errors={fields.phone.errors}
        inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", inputMode: "tel" }}
      />
      <MessageField field={fields.message} />
    </>
  );
}
