// "Having trouble paying, or has the sale fallen through?" (decision 0352): the page
// belongs to the loan page's application, and its form goes through the one form
// pipeline (form-action.server.ts) to the provider, which stores it for the lender.
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";

import { messageKeyOf } from "~/domain/contact-message";
import { loanTroubleSchema } from "~/domain/loan-trouble";
import { screenPath } from "~/domain/start-screen";
import { loadStep, type StepContext } from "./application.server";
import { formAction } from "./form-action.server";
import { commitLink } from "./link.server";

const LOAN_STATUSES: ReadonlySet<string> = new Set(["SIGNED", "COMPLETED"]);

export function loanTroublePath(uuid: string): string {
  return `/z/${encodeURIComponent(uuid)}/pay-later/having-trouble`;
}

/**
 * The loan page's own context: the same link, guard and application. Before every
 * applicant has signed there is no loan to ask about: the loan page says so.
 */
export async function loadLoanTrouble(request: Request, params: Params, context: AppLoadContext): Promise<StepContext> {
  const stepContext = await loadStep(request, params, context, "signed");
  if (!LOAN_STATUSES.has(stepContext.application.applicationStatus)) {
    throw redirect(screenPath(stepContext.uuid, "signed"), { headers: stepContext.headers });
  }
  return stepContext;
}

/** Sends the request; the page it comes back to shows the provider's acknowledgement. */
export function loanTroubleAction(args: ActionFunctionArgs) {
  return formAction(args, {
    load: ({ request, params, context }) => loadLoanTrouble(request, params, context),
    schema: loanTroubleSchema,
    async submit({ reason, asked, details, key }, stepContext) {
      // The same key again (a send whose answer was lost) is the same request: the provider stores it once.
      const stored = await stepContext.provider.sendLoanRequest(stepContext.link, stepContext.application.id, {
        reason,
        asked,
        details: details ?? "",
        clientKey: messageKeyOf(key),
      });
      const headers = await commitLink(stepContext);
      const to = `${loanTroublePath(stepContext.uuid)}?received=${encodeURIComponent(stored.id)}`;
      return redirect(to, { status: 303, headers });
    },
    headers: (stepContext) => stepContext.headers,
  });
}
