// The staff presses only the server reads (decision 0190): the list's search, "Sign out"
// and "End viewing". Their pages draw no form of their own, and a schema built at a
// module's top level stays in every browser bundle that imports the module, even when
// only a loader or an action uses it: as a .server module the browser never loads it,
// nor the validator for it (decision 0284).
import * as v from "valibot";

import { formObject } from "~/domain/form-schema";

/** The staff list's search (its address, not a form): the page number comes as text. */
const staffSearchSchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  page: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100000))),
});

/** The search and page a staff list's address asks for; an address it cannot read lists the first page of all. */
export function readStaffSearch(searchParams: URLSearchParams): { q: string; page: number } {
  const parsed = v.safeParse(staffSearchSchema, Object.fromEntries(searchParams));
  return parsed.success ? { q: parsed.output.q ?? "", page: parsed.output.page ?? 1 } : { q: "", page: 1 };
}

/** "Sign out" and "Sign out on every device" (decision 0190, 0240). */
export const signOutSchema = formObject({ scope: v.optional(v.picklist(["everywhere"])) });

/** "End viewing" in the banner: the link whose view ends. */
export const endViewingSchema = formObject({ uuid: v.pipe(v.string(), v.maxLength(100)) });
