import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { DeferredTotals } from "~/components/ApplicationStatus";
import { useStepTitle } from "~/components/step-page";
import { formatDate } from "~/domain/dates";
import { reviewTotals } from "~/domain/review-answers";
import { chooseStartScreen, screenPath } from "~/domain/start-screen";
import type { RouteHandle } from "~/route-handle";
import { loadStep } from "~/services/application.server";
import { withdrawApplication } from "~/services/application-lifecycle.server";
import { contractOf } from "~/services/contract.server";
import { requireForm } from "~/services/form.server";
import { commitLink, startInput } from "~/services/link.server";
import { ProviderError } from "~/services/provider.server";
import { aboutAndAdditionalFunds } from "~/services/step-loader.server";
import { redirectWithToast } from "~/services/toast.server";

const STEP = "declined-signature";
/** The query that asks "pay now instead?" on a page of its own, so it works without JavaScript (decision 0165). */
const PAY_NOW_QUERY = "pay-now";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
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
}

/** "I have changed my mind" reopens the contract; "Pay now instead" closes the application (decision 0165). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await requireForm(request);
  const stepContext = await loadStep(request, params, context, STEP);
  const { application, uuid, link, provider } = stepContext;
  const here = screenPath(uuid, STEP);
  if (form.get("intent") === "pay-now") return withdrawApplication(stepContext, request, application.id);
  if (form.get("intent") !== "reopen") throw data("Choose to sign after all or to pay now.", { status: 400 });

  const version = Number(form.get("version"));
  try {
    await provider.reopenContract(link, application.id, { version: Number.isSafeInteger(version) ? version : -1 });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const message = error.unavailable
      ? "We could not reach the finance provider. Nothing has changed; please try again in a few minutes."
      : error.status === 409
        ? `${error.errors[0]?.message ?? "The contract could not be reopened."} Reload the page to see where it stands.`
        : (error.errors[0]?.message ?? "The contract could not be reopened.");
    return redirectWithToast(
      request,
      here,
      { type: "danger", title: "The contract was not reopened", message },
      { headers: await commitLink(stepContext) },
    );
  }
  const reopened = { ...stepContext, fundRequest: await provider.getFundRequest(link) };
  return redirectWithToast(
    request,
    screenPath(uuid, chooseStartScreen(startInput(reopened))),
    { type: "success", title: "The contract is open again", message: "Read it again, then sign it when you are ready." },
    { headers: await commitLink(stepContext) },
  );
}

export const handle: RouteHandle = { gtm: STEP };

function useBusy() {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
}

function PayNowConfirmation({ agencyName }: { agencyName: string }) {
  const busy = useBusy();
  const title = useStepTitle();
  return (
    <>
      <h1 tabIndex={-1}>{title}</h1>
      <h2>Close your application and pay now?</h2>
      <p>
        If you go on, your finance application is closed and its contract can no longer be signed. You then see the ways to pay{" "}
        {agencyName} now: BPAY, bank transfer or card.
      </p>
      <Form method="post">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="pay-now" />
        <button type="submit" className="button" disabled={busy}>
          Yes, close my application and pay now
        </button>
      </Form>
      <p>
        <Link to=".">No, go back</Link>
      </p>
    </>
  );
}

export default function DeclinedSignature() {
  const { totals, declinedBy, reopenableUntil, version, confirmingPayNow, agencyName, contactUs, about } =
    useLoaderData<typeof loader>();
  const busy = useBusy();
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
            <Form method="post">
              <AuthenticityTokenInput />
              <input type="hidden" name="intent" value="reopen" />
              <input type="hidden" name="version" value={version} />
              <button type="submit" className="button button--secondary" disabled={busy}>
                I have changed my mind: reopen the contract
              </button>
            </Form>
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
