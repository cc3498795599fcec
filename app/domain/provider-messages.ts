// What a payer reads when the provider refuses a form: never the
// provider's own English, which is written for developers and in one language,
// but a catalog key (app/i18n/field-message.ts) chosen from what the refusal is
// about, its pointer's field; a general message where no field's words fit. The
// staff screens, which stay English, keep the provider's words.
import { fieldMessage } from "~/i18n/field-message";
import type { ApiError } from "./api-errors";
import type { FormNotice } from "./form-reply";

/** The provider's field names (the last name of a pointer) that have words of their own. */
const FIELD_MESSAGES: Readonly<
  Record<string, "formReplies.providerEmail" | "formReplies.providerPhone" | "formReplies.providerAmount">
> = {
  email: "formReplies.providerEmail",
  phone: "formReplies.providerPhone",
  mobile: "formReplies.providerPhone",
  amount: "formReplies.providerAmount",
};

/** The message beside a field the provider refused (its pointer named one), as a catalog key. */
export function payerFieldMessage(error: ApiError): string {
  const field = error.source?.field;
  return fieldMessage(field && Object.hasOwn(FIELD_MESSAGES, field) ? FIELD_MESSAGES[field] : "formReplies.providerField");
}

/** The message in the error summary for a refusal that names no field of the form. */
export function payerFormMessage(): string {
  return fieldMessage("formReplies.providerForm");
}

/** A provider's refusal for a field: by the field when the form has it, else in the summary. */
export function payerMessageOf(error: ApiError, onField: boolean): string {
  return onField ? payerFieldMessage(error) : payerFormMessage();
}

/** The notice for a refusal that names no field (a 400, 403 or 404 of the provider's). */
export function payerRefusalNotice(errors: readonly ApiError[]): Extract<FormNotice, { kind: "failed" }> {
  const said = errors.some((error) => error.description);
  return {
    kind: "failed",
    title: fieldMessage("formReplies.failedTitle"),
    message: fieldMessage(said ? "formReplies.refusedMessage" : "formReplies.failedMessage"),
  };
}
