import type { ReactNode } from "react";
import { Field } from "./Field";

/** The chat widget posts the same form with this field set to "chat" and wants an answer, not a redirect. */
export const CHAT_FIELD = "via";

export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const;
export type ContactFieldName = (typeof CONTACT_FIELDS)[number];

export interface ContactFieldsProps {
  ids: Record<ContactFieldName, string>;
  errors: Partial<Record<ContactFieldName, string[] | undefined>>;
  defaults: Partial<Record<ContactFieldName, string | undefined>>;
}

function MessageField({ id, error, defaultValue }: { id: string; error?: string; defaultValue?: string }): ReactNode {
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? " field--error" : ""}`}>
      <label htmlFor={id}>Your message</label>
      <span className="field__hint" id={hintId}>
        Include anything that helps the agency answer, like the best time to call. Up to 2,000 characters.
      </span>
      {error ? (
        <span className="field__error" id={errorId}>
          <span className="visually-hidden">Error:</span> {error}
        </span>
      ) : null}
      <textarea
        id={id}
        name="message"
        rows={5}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
      />
    </div>
  );
}

/** The contact-us message fields, shared by the page's form and the chat widget's. */
export function ContactFields({ ids, errors, defaults }: ContactFieldsProps) {
  return (
    <>
      <Field
        id={ids.name}
        label="Your name"
        errors={errors.name}
        inputProps={{ name: "name", defaultValue: defaults.name, autoComplete: "name", spellCheck: false }}
      />
      <Field
        id={ids.email}
        label="Email address"
        hint="The agency replies to this address."
        errors={errors.email}
        inputProps={{ name: "email", type: "email", defaultValue: defaults.email, autoComplete: "email", spellCheck: false }}
      />
      <Field
        id={ids.phone}
        label="Phone number (optional)"
        errors={errors.phone}
        inputProps={{ name: "phone", type: "tel", defaultValue: defaults.phone, autoComplete: "tel", inputMode: "tel" }}
      />
      <MessageField id={ids.message} error={errors.message?.[0]} defaultValue={defaults.message} />
    </>
  );
}
