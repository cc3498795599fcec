// A person's name as every form of the portal asks for it. Control characters and
// the invisible ones that reorder text (U+202E turns "gnp.exe" around on screen)
// have no place in a name: a name that shows one thing and stores another could
// mislead the agency or whoever reads a contract (decision 0100).
import * as v from "valibot";

import { fieldMessage } from "~/i18n/field-message";

// Control characters are what this refuses.
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** In the `names` namespace, which every form with a name sends to the browser. */
export const NAME_HIDDEN_CHARACTERS = fieldMessage("names.hiddenCharacters");

function hasHiddenCharacters(value: string): boolean {
  return HIDDEN_CHARACTERS.test(value);
}

/** A required name, trimmed, up to `max` characters, with no hidden characters (each message may be a `fieldMessage` key). */
export function personName(
  requiredMessage: string,
  max = 100,
  tooLong = fieldMessage("names.tooLong", { max }),
  hiddenCharacters = NAME_HIDDEN_CHARACTERS,
) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.minLength(1, requiredMessage),
    v.maxLength(max, tooLong),
    v.check((value) => !hasHiddenCharacters(value), hiddenCharacters),
  );
}
