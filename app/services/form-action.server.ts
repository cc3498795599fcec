// The one way through for every form of the portal (decision 0200).
// Every action, whatever its screen, checks in the same order and answers in
// the same shape: the body's size and type (remix-handler.server.ts, before any
// action), the form's bounds (readForm), the anti-forgery token, what the form
// is about (the link, the step, the staff session), the schema, and only then
// the provider. A form that does not move on comes back as a form: every value
// typed, each message by its field, and a notice that says what happened.
import type { Submission } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import * as v from "valibot";

import type { ApiError } from "~/domain/api-errors";
import { HIDDEN_FIELDS, SNAPSHOT_FIELD, VERSION_FIELD } from "~/domain/form-fields";
import { type FormNotice, type FormReply, keptAsTyped } from "~/domain/form-reply";
import { payerMessageOf, payerRefusalNotice } from "~/domain/provider-messages";
import { formErrorsFrom, noticeFor } from "~/domain/step-errors";
import { DEFAULT_LOCALE } from "~/i18n/language";
import { localeOf } from "~/services/language.server";
import { carriesCsrf } from "./csrf.server";
import { readForm } from "./form.server";
import { ProviderError } from "./provider.server";
import { isProviderUnavailable, noteProviderUnavailable } from "./provider-outage.server";
import { leaveFormOutcome } from "./request-state.server";

/**
 * A change the provider refused: a conflict (409), invalid fields (422), no answer,
 * a time-out or a 5xx (unavailable: nothing stored yet), or another refusal.
 */
export type FailedSave = {
  ok: false;
  kind: "conflict" | "invalid" | "unavailable" | "failed";
  errors: ApiError[];
  /** The provider's status, when it answered. */
  status?: number;
  /** The portal session as the refused call left it (a token refreshed on the way). */
  headers?: Headers;
  /** The provider's error itself, for the log (its cause and request id). */
  error?: ProviderError;
};

/**
 * The one place a provider's refusal is classified. Errors that are not the
 * provider's are rethrown: they are the portal's faults, for the error boundary.
 */
export function failedSave(error: unknown): FailedSave {
  if (!(error instanceof ProviderError)) throw error;
  const { status } = error;
  const kind =
    status === 409 ? "conflict" : status === 422 ? "invalid" : status === undefined || status >= 500 ? "unavailable" : "failed";
  return { ok: false, kind, errors: error.errors, status, error };
}

/** What a form's `submit` may answer instead of moving on. */
export type FormRefusal =
  /** Problems on the form's fields (or the whole form) that the schema could not see. */
  | { fieldErrors: Record<string, string[]>; formErrors?: string[] }
  /** The provider's refusal, classified by failedSave. */
  | { failure: FailedSave };

export interface FormSpec<Context, Schema extends v.GenericSchema> {
  /** Reads the body another way than readForm's (an upload form, its files judged as they stream); its text fields. */
  read?: (request: Request) => Promise<FormData>;
  /**
   * What the form is about, read once: the link and its guard, the step, the staff
   * session. It throws a redirect when the page no longer applies, and the
   * provider's "unavailable" when it cannot be read (the form is kept).
   */
  load: (args: ActionFunctionArgs, form: FormData) => Promise<Context>;
  /** The form's schema, or how to make it from what the form is about (a limit from the provider's rules). */
  schema: Schema | ((context: Context) => Schema);
  /** Turns the posted form into the one the schema reads (uploads become rows); `fieldErrors` are problems the schema cannot see. */
  prepare?: (context: Context, form: FormData) => Promise<{ formData: FormData; fieldErrors?: Record<string, string[]> }>;
  /**
   * The change: a redirect once it is made, or a refusal. A ProviderError it lets
   * through is classified here (failedSave), as is one it returns as `failure`.
   */
  submit: (value: v.InferOutput<Schema>, context: Context, form: FormData) => Promise<Response | FormRefusal>;
  /** Renames a provider field (its `source.pointer`) into the form's, or null when the form has no such field. */
  toField?: (dataName: string, context: Context) => string | null;
  /** Which applicant's part of the provider's pointers is this form's (application data); -1 when none. */
  applicantIndex?: (context: Context) => number;
  /** Set-Cookie for the answer drawn with the form: the session as loading left it. */
  headers?: (context: Context) => Headers | Promise<Headers>;
  /** More for the page drawn again with the answer (the bank names of the BSBs typed). */
  extra?: (context: Context, submission: Submission<unknown>) => Promise<Record<string, unknown>>;
  /**
   * Fields not written back into the page (a password), or a function of the form
   * that names them (a password shown as typed when its box is ticked). The token
   * and the page's snapshot never are.
   */
  hideFields?: string[] | ((form: FormData) => string[]);
}

/** The schema of a form that is one button: nothing to check but the token. */
export const NO_FIELDS = v.object({});

/** The version a versioned form carries (an application step), or null. */
function postedVersion(form: FormData): number | null {
  const value = form.get(VERSION_FIELD);
  return typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** The answer of a form that did not move on, and the mark its page's loaders read. */
export type FormAnswer = ReturnType<typeof data<FormReply>>;

function answer(
  context: AppLoadContext,
  form: FormData,
  status: number,
  body: Omit<FormReply, "version">,
  headers?: Headers,
  redrawFrom: FormDataEntryValue | null = null,
): FormAnswer {
  leaveFormOutcome(context, { refused: status >= 400, status, redrawFrom });
  return data<FormReply>({ ...body, version: postedVersion(form) }, { status, headers });
}

/**
 * Runs a form through the pipeline (see the top of this file). The answers:
 * - invalid input: 400, every value and each message by its field;
 * - a missing or stale token: 403, every value, the page drawn with a fresh token;
 * - 409: the refresh-needed notice, every value kept;
 * - the provider failing in any way, at the read or the change: 503, every value,
 *   "not saved yet", the page drawn from the snapshot the form carried;
 * - the provider refusing a value (422): 400 with its message by the field.
 */
export async function formAction<Context, Schema extends v.GenericSchema>(
  args: ActionFunctionArgs,
  spec: FormSpec<Context, Schema>,
): Promise<Response | FormAnswer> {
  const { request, context } = args;
  const posted = spec.read ? await spec.read(request) : await readForm(request);
  const hideFields = typeof spec.hideFields === "function" ? spec.hideFields(posted) : (spec.hideFields ?? []);
  const unsaved = (headers?: Headers) =>
    answer(
      context,
      posted,
      503,
      { result: keptAsTyped(posted, hideFields), notice: { kind: "unsaved" } },
      headers,
      posted.get(SNAPSHOT_FIELD),
    );

  if (!(await carriesCsrf(posted, request, context))) {
    return answer(context, posted, 403, { result: keptAsTyped(posted, hideFields), notice: { kind: "expired" } });
  }

  let loaded: Context;
  try {
    loaded = await spec.load(args, posted);
  } catch (error) {
    if (isProviderUnavailable(error)) return unsaved();
    throw error;
  }
  const headersOf = async () => (spec.headers ? await spec.headers(loaded) : undefined);
  const schema = typeof spec.schema === "function" ? spec.schema(loaded) : spec.schema;
  const prepared = spec.prepare ? await spec.prepare(loaded, posted) : { formData: posted };
  const submission = parseWithValibot(prepared.formData, { schema });
  const withExtra = async (reply: FormAnswer) => {
    if (!spec.extra) return reply;
    return data<FormReply & Record<string, unknown>>(
      { ...reply.data, ...(await spec.extra(loaded, submission)) },
      reply.init ?? undefined,
    );
  };
  const drawn = async (
    status: number,
    options: Parameters<typeof submission.reply>[0],
    notice: FormNotice | null,
    headers?: Headers,
  ) =>
    withExtra(
      answer(
        context,
        posted,
        status,
        { result: submission.reply({ ...options, hideFields: [...HIDDEN_FIELDS, ...hideFields] }), notice },
        headers ?? (await headersOf()),
        // Not stored because the provider did not answer: the page is drawn from its snapshot.
        notice?.kind === "unsaved" ? posted.get(SNAPSHOT_FIELD) : null,
      ),
    );

  const problems = Object.values(prepared.fieldErrors ?? {}).some((messages) => messages.length > 0)
    ? prepared.fieldErrors
    : undefined;
  if (submission.status !== "success" || problems) {
    // A row added or removed without JavaScript is no refusal: the page is drawn again with it (200).
    const status = submission.status === "error" || problems ? 400 : 200;
    return drawn(status, problems ? { fieldErrors: problems } : {}, null);
  }

  let outcome: Response | FormRefusal;
  try {
    outcome = await spec.submit(submission.value, loaded, posted);
  } catch (error) {
    if (isProviderUnavailable(error)) return drawn(503, {}, { kind: "unsaved" });
    if (!(error instanceof ProviderError)) throw error;
    outcome = { failure: failedSave(error) };
  }
  if (outcome instanceof Response) return outcome;
  if ("fieldErrors" in outcome) {
    return drawn(400, { fieldErrors: outcome.fieldErrors, formErrors: outcome.formErrors ?? [] }, null);
  }
  const { failure } = outcome;
  const headers = failure.headers ?? (await headersOf());
  if (failure.kind === "unavailable") {
    noteProviderUnavailable(failure.error, "form kept");
    // The form as prepared (an upload already stored is a row now), so nothing sent has to be chosen again.
    return drawn(503, {}, { kind: "unsaved" }, headers);
  }
  if (failure.kind === "conflict") return drawn(409, {}, { kind: "conflict" }, headers);
  // A payer's form (a link's, under /z/:uuid, /c/:uuid or /e/:uuid) in another language says the provider's
  // refusals in that language, from what they are about. In English the provider's own words stay: they are
  // the most precise ("Type your full name as it appears on the contract: …"); the staff screens keep them too.
  const payer = args.params.uuid !== undefined && (await localeOf(request)) !== DEFAULT_LOCALE;
  if (failure.kind === "invalid") {
    const toField = spec.toField && ((name: string) => spec.toField!(name, loaded));
    const errors = formErrorsFrom(
      failure.errors,
      spec.applicantIndex?.(loaded) ?? -1,
      toField,
      payer ? payerMessageOf : undefined,
    );
    return drawn(400, errors, null, headers);
  }
  // A payer's link that ran out while the form was open: the provider refuses its session too.
  const { uuid } = args.params;
  if (uuid && failure.status === 410) throw redirect(`/z/token-expire?uuid=${encodeURIComponent(uuid)}`, { status: 303 });
  return drawn(400, {}, payer ? payerRefusalNotice(failure.errors) : noticeFor("failed", failure.errors), headers);
}
