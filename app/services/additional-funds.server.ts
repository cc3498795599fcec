// Additional funds (issue 12): the provider's rules, and starting the VPA_ADDITIONAL
// application once. Choices: docs/decisions/0170-additional-funds.md.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { ZodTypeAny } from "zod";

import { applicantFor } from "~/domain/active-application";
import { type AdditionalFundsScreen, chooseStartScreen, screenPath } from "~/domain/start-screen";
import { formErrorsFrom } from "~/domain/step-errors";
import type { AdditionalFundsAnswers, AdditionalFundsRules } from "~/domain/types";
import { trackEvent } from "./analytics.server";
import { carriesCsrf } from "./csrf.server";
import { readForm } from "./form.server";
import {
  commitLink,
  enforceScreen,
  isProviderUnavailable,
  type LinkContext,
  providerUnavailable,
  requireLink,
  startInput,
} from "./link.server";
import { ProviderClient, ProviderError } from "./provider.server";
import { markRefusedSubmit } from "./refused-submit.server";
import { redirectWithToast } from "./toast.server";

/** The rules change rarely; kept for a while, and kept past that when the provider cannot answer. */
const CACHE_MS = 5 * 60_000;
let cached: { rules: AdditionalFundsRules; until: number } | null = null;

/** The provider's limits, products and purposes; the "unavailable" page when it has never answered. */
export async function getAdditionalFundsRules(now = Date.now()): Promise<AdditionalFundsRules> {
  if (cached && cached.until > now) return cached.rules;
  try {
    const rules = await new ProviderClient().getAdditionalFundsRules();
    cached = { rules, until: now + CACHE_MS };
    return rules;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (cached) return cached.rules;
    return providerUnavailable();
  }
}

/** The link, with the guard for one of the additional-funds screens, and the rules. */
export async function loadAdditionalFunds(
  request: Request,
  uuid: string | undefined,
  context: { clientAddress?: string },
  screen: AdditionalFundsScreen,
) {
  const linkContext = await requireLink(request, uuid, context);
  enforceScreen(screen, linkContext);
  return { linkContext, rules: await getAdditionalFundsRules() };
}

/** Whether this customer has signed the contract of their VPA application (SPEC 4: the additional one is then active). */
function hasSignedVpa({ fundRequest, link }: LinkContext): boolean {
  return (fundRequest.financeApplications ?? []).some(
    (application) => application.financeType === "VPA" && applicantFor(application, link.customerId)?.hasSignedContract,
  );
}

export const NOT_STARTED_YET = "Your application for additional funds has not been started yet. Please press the button again.";

/** What a refused or unanswered form of these pages answers: conform's reply, every value kept. */
export interface AdditionalFundsReply {
  result: ReturnType<Submission<unknown>["reply"]>;
}

export type FormAnswer<Value> =
  | { ok: true; value: Value; linkContext: LinkContext; rules: AdditionalFundsRules; formData: FormData }
  | { ok: false; response: ReturnType<typeof data<AdditionalFundsReply>> };

/**
 * The first half of both forms' actions: the posted form (a stale anti-forgery
 * token draws it again with everything typed, 403), the guard, then the schema
 * made from the provider's rules (400 with every value kept).
 */
export async function readAdditionalFundsForm<Schema extends ZodTypeAny>(
  { request, params, context }: ActionFunctionArgs,
  screen: AdditionalFundsScreen,
  schemaOf: (rules: AdditionalFundsRules) => Schema,
): Promise<FormAnswer<Schema["_output"]>> {
  const posted = await readForm(request);
  const refuse = (status: number, reply: AdditionalFundsReply["result"], headers?: Headers) => {
    markRefusedSubmit(context);
    return { ok: false as const, response: data<AdditionalFundsReply>({ result: reply }, { status, headers }) };
  };
  let loaded: Awaited<ReturnType<typeof loadAdditionalFunds>>;
  try {
    loaded = await loadAdditionalFunds(request, params.uuid, context, screen);
  } catch (error) {
    if (!isProviderUnavailable(error) || !cached) throw error;
    const submission = parseWithZod(posted, { schema: schemaOf(cached.rules) });
    return refuse(503, submission.reply({ formErrors: [NOT_STARTED_YET], hideFields: ["csrf"] }));
  }
  const { linkContext, rules } = loaded;
  const submission = parseWithZod(posted, { schema: schemaOf(rules) });
  if (!(await carriesCsrf(posted, request))) {
    return refuse(
      403,
      submission.reply({
        formErrors: ["This page was open for a long time, so your answers were not sent. Please press the button again."],
        hideFields: ["csrf"],
      }),
      linkContext.headers,
    );
  }
  if (submission.status !== "success") return refuse(400, submission.reply({ hideFields: ["csrf"] }), linkContext.headers);
  return { ok: true, value: submission.value, linkContext, rules, formData: posted };
}

/**
 * Creates the additional-funds application (the provider answers the open one to a
 * second press) and goes where the active-application choice now leads: its first
 * step once the VPA contract is signed; before that the VPA application's own
 * screen, saying when the new one can be filled in (SPEC 4). A 422 comes back on
 * its fields, any other failure as "not started yet", with everything typed kept.
 */
export async function startAdditionalFunds(
  args: ActionFunctionArgs,
  linkContext: LinkContext,
  answers: AdditionalFundsAnswers,
  formData: FormData,
  schema: ZodTypeAny,
  formFields: Record<string, unknown>,
): Promise<Response | ReturnType<typeof data<AdditionalFundsReply>>> {
  const { request, context } = args;
  const { uuid, link, provider } = linkContext;
  const signed = hasSignedVpa(linkContext);
  const before = chooseStartScreen(startInput(linkContext));
  try {
    const { application, created } = await provider.createFinanceApplication(link, "VPA_ADDITIONAL", answers);
    if (created) await trackEvent("application_created", { applicationId: application.id, financeType: application.financeType });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    markRefusedSubmit(context);
    const submission = parseWithZod(formData, { schema });
    // The amount and product were answered on the page before: their problems go in the summary.
    const fieldErrors =
      error.status === 422 ? formErrorsFrom(error.errors, -1, (name) => (name in formFields ? name : null)) : null;
    const reply = fieldErrors
      ? submission.reply({ ...fieldErrors, hideFields: ["csrf"] })
      : submission.reply({ formErrors: [NOT_STARTED_YET], hideFields: ["csrf"] });
    return data<AdditionalFundsReply>(
      { result: reply },
      { status: fieldErrors ? 422 : 503, headers: await commitLink(linkContext) },
    );
  }
  const headers = await commitLink(linkContext);
  if (signed) {
    return redirectWithToast(
      request,
      screenPath(uuid, "citizenship"),
      { type: "success", title: "Your application for additional funds has started" },
      { headers },
    );
  }
  return redirectWithToast(
    request,
    screenPath(uuid, before),
    {
      type: "success",
      title: "Your application for additional funds has started",
      message:
        "You can fill it in once you have signed the contract for your marketing cost. Open your link then and it will be waiting for you.",
    },
    { headers },
  );
}

export function redirectToScreen(linkContext: LinkContext, screen: AdditionalFundsScreen, search = "") {
  return redirect(`${screenPath(linkContext.uuid, screen)}${search}`, { status: 303, headers: linkContext.headers });
}
