// What every form of the portal answers when it does not move on (decision 0111): the
// same shape from every action, so one component draws it on every screen and a
// new form says the same things in the same words (decision 0200).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import * as v from "valibot";

import { HIDDEN_FIELDS } from "./form-fields";

/** Any form's payload, so a reply made without the form's own schema still keeps every value. */
const anyForm = v.looseObject({});

/**
 * A form's values as typed, for a reply made without the form's own schema (the
 * token had gone, the provider or the connection did not answer), on the server
 * and in the browser alike; the hidden fields and `hideFields` are left out.
 */
export function keptAsTyped(form: FormData, hideFields: readonly string[] = []): SubmissionResult<string[]> {
  return parseWithValibot(form, { schema: anyForm }).reply({ hideFields: [...HIDDEN_FIELDS, ...hideFields] });
}

/**
 * Why a form's values are back on the page instead of stored. The words are the
 * page's, not the server's: each names the button that is really on that page.
 */
export type FormNotice =
  /** 409: the thing the form changes was changed elsewhere since the page was drawn (docs/SPEC.md 4's refresh-needed notice). */
  | { kind: "conflict" }
  /** The provider did not answer, failed (5xx) or was too slow: nothing is stored yet, the same button sends it again. */
  | { kind: "unsaved" }
  /** The form's anti-forgery token or session had gone (a long-open tab, a dropped cookie): drawn again with a fresh one. */
  | { kind: "expired" }
  /** With JavaScript: the press got no answer at all (offline, a dropped connection); nothing reached the server. */
  | { kind: "no-answer" }
  /** With JavaScript: the browser was offline at the press; the form waits on the page and goes once it is back online. */
  | { kind: "offline" }
  /** The provider refused for a reason that names no field of the form. */
  | { kind: "failed"; title: string; message: string };

/** The action data of every form that answers with the form again (400, 403, 409, 503). */
export interface FormReply {
  /** conform's reply: every value as typed (but the hidden and secret fields), every message by its field. */
  result: SubmissionResult<string[]>;
  notice: FormNotice | null;
  /** The version a versioned form (an application step) was drawn with: a conflict keeps it until the page is reloaded. */
  version: number | null;
}

/** Whether an action's data is a form's reply that held the page back (an error or a notice). */
export function isRefusal(reply: unknown): boolean {
  if (typeof reply !== "object" || reply === null || !("result" in reply)) return false;
  const { result, notice } = reply as Partial<FormReply>;
  return (notice ?? null) !== null || result?.status === "error";
}
