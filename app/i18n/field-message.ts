// A form's message (a valibot schema's, conform's, or one the server writes for a
// field) is a catalog key, so the same schema speaks every language in the browser
// and on the server: the schema holds `fieldMessage("contact.messageRequired")`,
// and the component that shows it translates it with the page's `t`.
// Encoded in the one string conform carries: the key, then its values as JSON.
import type { MessageValues } from "./messages.generated";
import type { MessageKey, Translate } from "./translate";

const SEPARATOR = "|";
const KEY = /^[a-z][A-Za-z0-9]*\.[A-Za-z0-9.]+$/;

type ValuesArgument<K extends MessageKey> = keyof MessageValues[K] extends never ? [] : [values: MessageValues[K]];

/** The message of a field as a schema or the server writes it: a key of the catalog, with its values. */
export function fieldMessage<K extends MessageKey>(key: K, ...values: ValuesArgument<K>): string {
  return values[0] === undefined ? key : `${key}${SEPARATOR}${JSON.stringify(values[0])}`;
}

/** The key and values a message carries, or null for plain words (staff screens, which stay English). */
export function parseFieldMessage(message: string): { key: MessageKey; values?: Record<string, unknown> } | null {
  const at = message.indexOf(SEPARATOR);
  const key = at === -1 ? message : message.slice(0, at);
  if (!KEY.test(key)) return null;
  if (at === -1) return { key: key as MessageKey };
  try {
    const values: unknown = JSON.parse(message.slice(at + 1));
    return typeof values === "object" && values !== null
      ? { key: key as MessageKey, values: values as Record<string, unknown> }
      : null;
  } catch {
    return null;
  }
}

/** A field's message in the page's language; plain words as they are. */
export function translateFieldMessage(t: Translate, message: string): string {
  const parsed = parseFieldMessage(message);
  if (!parsed) return message;
  return (t as (key: MessageKey, values?: Record<string, unknown>) => string)(parsed.key, parsed.values);
}
