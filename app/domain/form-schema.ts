// What every form's valibot schema shares (decision 0273). A form posts only the
// fields it has: an unticked box, a field a forged form leaves out. zod read an
// absent field as undefined and gave the field's own message ("Enter your BSB");
// valibot's object reports an absent key itself, with the object's message
// ("Invalid key: Expected "bsb" but received undefined"). formObject gives that
// issue the message the field says of undefined, so an absent field reads as an
// empty one, as before. (conform's coercion makes an empty text box undefined too.)
import * as v from "valibot";

/** The message an absent field gets: what its own schema says of undefined, else the object's. */
function absentFieldMessage(entries: v.ObjectEntries, otherwise?: string) {
  return (issue: v.ObjectIssue): string => {
    // Only an absent key's issue has a path here: the object's own ("not an object") has none.
    const key = issue.path?.[0]?.key;
    const field = typeof key === "string" ? entries[key] : undefined;
    const said = field ? v.safeParse(field, undefined).issues?.[0]?.message : undefined;
    return said ?? otherwise ?? issue.message;
  };
}

/** A form's fields (or a row's): `v.object` whose absent fields say what they would say empty. */
export function formObject<const Entries extends v.ObjectEntries>(entries: Entries, otherwise?: string) {
  return v.object(entries, absentFieldMessage(entries, otherwise));
}

/**
 * The path of an issue a whole-form check puts on one field (what zod's superRefine
 * did with `path: [name]`): conform shows the message by that field.
 */
export function fieldPath(input: Record<string, unknown>, key: string): [v.ObjectPathItem] {
  return [{ type: "object", origin: "value", input, key, value: input[key] }];
}
