import { Form, useActionData, useNavigation } from "@remix-run/react";

import type { FormReply } from "~/domain/form-reply";
import { FormHiddenFields } from "./FormHiddenFields";
import { FormNotice } from "./FormNotice";
import { useMarkRefused } from "./refused-title";

export interface ButtonFormProps {
  label: string;
  className?: string;
  /** Hidden fields the button sends (which choice it is, the version the page was drawn with). */
  hidden?: Record<string, string | number>;
}

/**
 * A form that is one button (start, withdraw, reopen, pay by card): through the
 * same pipeline as every form (decision 0200), so a press that was not stored
 * says why above the button and names it; a second tap while it is on its way sends nothing more.
 */
export function ButtonForm({ label, className = "button", hidden = {} }: ButtonFormProps) {
  const reply = useActionData<FormReply>();
  const notice = reply?.notice ?? null;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  useMarkRefused(notice !== null);
  return (
    <>
      {notice ? <FormNotice notice={notice} button={label} focus /> : null}
      <Form method="post">
        <FormHiddenFields />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={className} disabled={busy}>
          {label}
        </button>
      </Form>
    </>
  );
}
