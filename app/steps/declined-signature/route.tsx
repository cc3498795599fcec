import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";

import { DeferredTotals } from "~/components/ApplicationStatus";
import { ButtonForm } from "~/components/ButtonForm";
import { useStepTitle } from "~/components/step-page";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "~/components/unanswered-reply";
import { formatDate } from "~/domain/dates";
import { PAY_NOW_QUERY } from "~/domain/page-queries";
import { reviewTotals } from "~/domain/review-answers";
import { chooseStartScreen, screenPath } from "~/domain/start-screen";
import type { RouteHandle } from "~/route-handle";
import { loadStep } from "~/services/application.server";
import { withdrawApplication } from "~/services/application-lifecycle.server";
import { contractOf } from "~/services/contract.server";
import { formAction } from "~/services/form-action.server";
import { formPage } from "~/services/form-page.server";
import { commitLink, startInput } from "~/services/link.server";
import { aboutAndAdditionalFunds } from "~/services/step-loader.server";
import { redirectWithToast } from "~/services/toast.server";

const STEP = "declined-signature";

const choiceSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("pay-now") }),
  z.object({ intent: z.literal("reopen"), version: z.coerce.number().int().nonnegative() }),
]);

const PAY_NOW_BUTTON = "Yes, close my application and pay now";
const REOPEN_BUTTON = "I have changed my mind: reopen the contract";

// A function, not a call at the top: the browser build must be able to drop it with the server module it uses.
export const loader = (args: LoaderFunctionArgs) =>
  formPage(async ({ request, params, context }: LoaderFunctionArgs) => {
    const stepContext = await loadStep(request, params, context, STEP);
    const { application, applicant, fundRequest, uuid, headers } = stepContext;
    const decliner = application.applicationData.applicants.find((other) => other.hasDeclinedContract);
    const customer = decliner && fundRequest.customers.find((c) => c.id === decliner.id);
    const contract = await contractOf(stepContext);
    return data(
      {
        totals: reviewTotals(application),
        declinedBy: applicant.hasDeclinedContract || !customer ? null : `${customer.firstName} ${customer.lastName}`,
        // Only the applicant who declined can take it back, and only while the approval stands.
        reopenableUntil: applicant.hasDeclinedContract ? (contract?.reopenableUntil ?? null) : null,
        version: application.version,
        confirmingPayNow: new URL(request.url).searchParams.has(PAY_NOW_QUERY),
        agencyName: fundRequest.location?.name ?? "the agency",
        contactUs: screenPath(uuid, "contact-us"),
        about: aboutAndAdditionalFunds(stepContext).about,
      },
      { headers },
    );
  })(args);

/** "I have changed my mind" reopens the contract; "Pay now instead" closes the application (decision 0165). */
export function action(args: ActionFunctionArgs) {
  return formAction(args, {
    load: ({ request, params, context }) => loadStep(request, params, context, STEP),
    schema: choiceSchema,
    async submit(choice, stepContext) {
      const { application, uuid, link, provider } = stepContext;
      if (choice.intent === "pay-now") return withdrawApplication(stepContext, args.request, application.id);
      // A refusal (a conflict, the provider down) comes back through the pipeline with the page kept.
      await provider.reopenContract(link, application.id, { version: choice.version });
      const reopened = { ...stepContext, fundRequest: await provider.getFundRequest(link) };
      return redirectWithToast(
        args.request,
        screenPath(uuid, chooseStartScreen(startInput(reopened))),
        { type: "success", title: "The contract is open again", message: "Read it again, then sign it when you are ready." },
        { headers: await commitLink(stepContext) },
      );
    },
    headers: (stepContext) => stepContext.headers,
  });
}

export const clientAction = keepFormWithoutAnswer;

export const shouldRevalidate = keepPageAfterRefusal;

export const handle: RouteHandle = { gtm: STEP };

function PayNowConfirmation({ agencyName }: { agencyName: string }) {
  const title = useStepTitle();
  return (
    <>
      <h1 tabIndex={-1}>{title}</h1>
      <p>
        If you go on, your finance application is closed and its contract can no longer be signed. You then see the ways to pay{" "}
        {agencyName} now: BPAY, bank transfer or card.
      </p>
      <ButtonForm label={PAY_NOW_BUTTON} hidden={{ intent: "pay-now" }} />
      <p>
        <Link to=".">No, go back</Link>
      </p>
    </>
  );
}

export default function DeclinedSignature() {
  const { totals, declinedBy, reopenableUntil, version, confirmingPayNow, agencyName, contactUs, about } =
    useLoaderData<typeof loader>();
  const title = useStepTitle();
  if (confirmingPayNow) return <PayNowConfirmation agencyName={agencyName} />;
  return (
    <>
      {about ? <p className="caption">{about}</p> : null}
      <h1 tabIndex={-1}>{title}</h1>
      <p className="lead">
        {declinedBy
          ? `${declinedBy} has declined the contract, so the finance cannot go ahead as it stands.`
          : "You have declined the contract, so the finance will not go ahead."}
      </p>
      <section aria-labelledby="means-title">
        <h2 id="means-title">What this means</h2>
        <ul>
          <li>Nobody on the application can sign the contract, and no money has been lent.</li>
          <li>The amount is still owing to {agencyName}, and still due when the fund request says.</li>
        </ul>
      </section>
      <section aria-labelledby="pay-now-title">
        <h2 id="pay-now-title">Pay now instead</h2>
        <p>Close the application and pay {agencyName} now, by BPAY, bank transfer or card.</p>
        <p>
          <Link to={`?${PAY_NOW_QUERY}`} className="button">
            Pay now instead
          </Link>
        </p>
      </section>
      <section aria-labelledby="change-title">
        <h2 id="change-title">If you change your mind</h2>
        {reopenableUntil ? (
          <>
            <p>
              The approval stands until {formatDate(reopenableUntil)}. Until then you can reopen the contract, and everyone on the
              application can sign it with their own link.
            </p>
            <ButtonForm label={REOPEN_BUTTON} className="button button--secondary" hidden={{ intent: "reopen", version }} />
          </>
        ) : (
          <p>
            {declinedBy
              ? `Ask ${declinedBy}, who can reopen the contract while the approval stands, or `
              : "The approval has lapsed: "}
            <Link to={contactUs}>contact {agencyName}</Link>
            {declinedBy ? "." : ", who can tell you whether the finance can still go ahead."}
          </p>
        )}
      </section>
      <DeferredTotals totals={totals} title="What was offered" />
    </>
  );
}
