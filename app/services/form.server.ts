// Every action's first step: the posted form, read once and checked before any
// of it is used (decision 0100). Express has already refused what is not a form
// or too large (remix-handler.server.ts); this refuses what a form cannot hold.
import { data } from "@remix-run/node";

import { findOutOfBoundsField } from "~/domain/form-limits";
import { requireCsrf } from "./csrf.server";

/**
 * The form of a POST: 415 when the body is not a form, 400 when a field reaches
 * past the rows any page has (before conform allocates them), 403 when it does not
 * carry this visitor's anti-forgery token.
 */
export async function requireForm(request: Request): Promise<FormData> {
  const formData = await readForm(request);
  await requireCsrf(formData, request);
  return formData;
}

/**
 * The form of a POST, with requireForm's 415 and 400, for an action that answers a
 * missing or stale token itself (a step draws its form again: stepAction).
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
