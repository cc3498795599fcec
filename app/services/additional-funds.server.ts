// Additional funds (decision 0170): the provider's rules, and starting the VPA_ADDITIONAL
// application once. Choices: docs/decisions/0170-additional-funds.md.
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { GenericSchema, InferOutput } from "valibot";

import { applicantFor } from "~/domain/active-application";
import { type AdditionalFundsScreen, chooseStartScreen, screenPath } from "~/domain/start-screen";
import type { AdditionalFundsAnswers, AdditionalFundsRules } from "~/domain/types";
import { fieldMessage } from "~/i18n/field-message";
import { trackEvent } from "./analytics.server";
import { formAction, type FormRefusal } from "./form-action.server";
import { commitLink, enforceScreen, requireLink, startInput } from "./link.server";
import { log } from "./log.server";
import { ProviderError, sharedReadClient } from "./provider.server";
import { providerUnavailable } from "./provider-outage.server";
import type { LinkContext } from "./request-state.server";
import { sharedRead } from "./shared-read.server";
import { redirectWithToast } from "./toast.server";

/**
 * The rules change rarely: one read for all requests, kept for a while, and kept past
 * that while one refresh runs or when the provider cannot answer (decision 0362).
 */
const CACHE_MS = 5 * 60_000;
const rulesRead = sharedRead({
  load: () => sharedReadClient().getAdditionalFundsRules(),
  freshMs: CACHE_MS,
  onRefreshFailed: (error) =>
    log().warn(
      error instanceof ProviderError ? { reqId: error.requestId, cause: error.failureCause } : { err: error },
      "additional funds: the rules could not be read, keeping the last",
    ),
});

/** The provider's limits, products and purposes; the "unavailable" page when it has never answered. */
export async function getAdditionalFundsRules(now = Date.now()): Promise<AdditionalFundsRules> {
  try {
    return await rulesRead.get(now);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return providerUnavailable(error);
  }
}

/** The link, with the guard for one of the additional-funds screens, and the rules. */
export async function loadAdditionalFunds(
  request: Request,
  uuid: string | undefined,
  context: AppLoadContext,
  screen: AdditionalFundsScreen,
) {
  const linkContext = await requireLink(request, uuid, context);
  enforceScreen(screen, linkContext);
  return { linkContext, rules: await getAdditionalFundsRules() };
}

/** Whether this customer has signed the contract of their VPA application (docs/SPEC.md 4: the additional one is then active). */
function hasSignedVpa({ fundRequest, link }: LinkContext): boolean {
  return (fundRequest.financeApplications ?? []).some(
    (application) => application.financeType === "VPA" && applicantFor(application, link.customerId)?.hasSignedContract,
  );
}

/** The additional-funds screen a form is on, its link and the provider's rules. */
export type AdditionalFunds = Awaited<ReturnType<typeof loadAdditionalFunds>>;

/**
 * The action of an additional-funds screen, through the one form pipeline
 * (form-action.server.ts): the guard and the rules, the schema made from the
 * rules (400 with every value kept), then `submit`.
 */
export function additionalFundsAction<Schema extends GenericSchema>(
  args: ActionFunctionArgs,
  screen: AdditionalFundsScreen,
  schemaOf: (rules: AdditionalFundsRules) => Schema,
  submit: (value: InferOutput<Schema>, loaded: AdditionalFunds) => Promise<Response | FormRefusal>,
  /** The provider's names of this form's own fields: its other problems go in the summary. */
  ownFields: readonly string[] = [],
) {
  return formAction(args, {
    load: ({ request, params, context }) => loadAdditionalFunds(request, params.uuid, context, screen),
    schema: ({ rules }) => schemaOf(rules),
    submit,
    toField: (name) => (ownFields.includes(name) ? name : null),
    headers: ({ linkContext }) => linkContext.headers,
  });
}

/**
 * Creates the additional-funds application (the provider answers the open one to a
 * second press) and goes where the active-application choice now leads: its first
 * step once the VPA contract is signed; before that the VPA application's own
 * screen, saying when the new one can be filled in (docs/SPEC.md 4). A refusal comes back
 * through the pipeline as the form, with everything typed kept.
 */
export async function startAdditionalFunds(
  request: Request,
  linkContext: LinkContext,
  answers: AdditionalFundsAnswers,
): Promise<Response> {
  const { uuid, link, provider } = linkContext;
  const signed = hasSignedVpa(linkContext);
  const before = chooseStartScreen(startInput(linkContext));
  const { application, created } = await provider.createFinanceApplication(link, "VPA_ADDITIONAL", answers);
  if (created) {
    const params = { applicationId: application.id, financeType: application.financeType };
    await trackEvent("application_created", params, undefined, provider.requestId);
  }
  const headers = await commitLink(linkContext);
  if (signed) {
    return redirectWithToast(
      request,
      screenPath(uuid, "citizenship"),
      { type: "success", title: fieldMessage("additionalFunds.startedTitle") },
      { headers },
    );
  }
  return redirectWithToast(
    request,
    screenPath(uuid, before),
    {
      type: "success",
      title: fieldMessage("additionalFunds.startedTitle"),
      message: fieldMessage("additionalFunds.startedMessage"),
    },
    { headers },
  );
}

export function redirectToScreen(linkContext: LinkContext, screen: AdditionalFundsScreen, search = "") {
  return redirect(`${screenPath(linkContext.uuid, screen)}${search}`, { status: 303, headers: linkContext.headers });
}
