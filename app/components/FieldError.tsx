import { translateFieldMessage } from "~/i18n/field-message";
import { useT } from "~/i18n/react";

/**
 * What a field shows of its messages: the first, said in the page's language (a
 * schema's or the server's message is a catalog key, app/i18n/field-message.ts),
 * and the ids of its hint and of that error, for the control's aria-describedby.
 */
export function useFieldError(
  errors: string[] | undefined,
  { hintId, errorId }: { hintId?: string; errorId: string },
): { error: string | undefined; describedBy: string | undefined } {
  const t = useT();
  const first = errors?.[0];
  const error = first ? translateFieldMessage(t, first) : undefined;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return { error, describedBy };
}

/** A field's error, with "Error:" said first to a screen reader (GOV.UK pattern); nothing without one. */
export function FieldError({ id, message, as: Tag = "span" }: { id: string; message: string | undefined; as?: "span" | "p" }) {
  const t = useT();
  if (!message) return null;
  return (
    <Tag className="field__error" id={id}>
      <span className="visually-hidden">{t("forms.errorPrefix")}</span> {message}
    </Tag>
  );
}
