// Starting and withdrawing a finance application (docs/SPEC.md 4, 7 and 8): the two
// changes made outside a step's SAVE. Choices: docs/decisions/0071-starting-an-application.md.
import { screenPath } from "~/domain/start-screen";
import { fieldMessage } from "~/i18n/field-message";
import { trackEvent } from "./analytics.server";
import { ownApplication, saveStep } from "./application.server";
import type { FormRefusal } from "./form-action.server";
import { commitLink } from "./link.server";
import type { LinkContext } from "./request-state.server";
import { redirectWithToast } from "./toast.server";

/**
 * Creates the application (the provider answers with the open one when it
 * exists, so a double press never makes two) and says where to go next: an
 * entity invoice to the entity's document upload, anyone else to citizenship.
 * A co-applicant who has not started gets their current page set instead.
 */
export async function startApplication(linkContext: LinkContext, request: Request): Promise<string | FormRefusal> {
  const { uuid, link, provider, fundRequest } = linkContext;
  const own = ownApplication(linkContext);
  if (own) {
    const saved = await saveStep(
      { ...linkContext, ...own, step: "citizenship", form: { version: null, returnToReview: false } },
      request,
      { nextPage: "citizenship" },
    );
    return saved.ok ? saved.redirectTo : { failure: saved };
  }
  // A refusal goes back through the form pipeline: the page kept, with what happened.
  const { application, created } = await provider.createFinanceApplication(link, "VPA");
  // Ten presses make one application, and one event (the provider says which press made it).
  if (created) {
    const params = { applicationId: application.id, financeType: application.financeType };
    await trackEvent("application_created", params, undefined, provider.requestId);
  }
  return screenPath(uuid, fundRequest.entity ? "entity-upload-documents" : "citizenship");
}

/** Withdraws (cancels) the application and returns to the ways to pay with a confirmation that stays in the page (docs/SPEC.md 4 and 8, decision 0071). */
export async function withdrawApplication(linkContext: LinkContext, request: Request, applicationId: string): Promise<Response> {
  const { uuid, link, provider } = linkContext;
  // A refusal goes back through the form pipeline: the page kept, with what happened.
  await provider.withdrawFinanceApplication(link, applicationId);
  await trackEvent("application_cancelled", { applicationId }, undefined, provider.requestId);
  return redirectWithToast(
    request,
    screenPath(uuid, "pay-now"),
    {
      type: "success",
      // Catalog keys: the next page says them in the payer's language (toast.server.ts).
      title: fieldMessage("cancel.withdrawnTitle"),
      message: fieldMessage("cancel.withdrawnMessage"),
    },
    { headers: await commitLink(linkContext) },
  );
}
