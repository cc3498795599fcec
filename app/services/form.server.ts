// Every action's first step: the posted form, read once and checked before any
// of it is used (decision 0100). Express has already refused what is not a form
// or too large (remix-handler.server.ts); this refuses what a form cannot hold.
import { data } from "@remix-run/node";

import { findOutOfBoundsField } from "~/domain/form-limits";

/**
 * The form of a POST: 415 when the body is not a form, 400 when a field reaches
 * past the rows any page has, is deeper than any form's or carries an intent that
 * is not conform's (before conform reads it). The token is checked next, by the
 * pipeline (form-action.server.ts), which draws a form whose token had gone again.
 */
export async function readForm(request: Request): Promise<FormData> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw data("This address takes only the portal's own forms.", { status: 415 });
  }
  if (findOutOfBoundsField(formData.entries()) !== null) {
    throw data("This form has more rows than any page of the portal allows.", { status: 400 });
  }
  return formData;
}
