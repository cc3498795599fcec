import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { DeferredTotals } from "~/components/ApplicationStatus";
import { reviewTotals } from "~/domain/review-answers";
import { screenPath } from "~/domain/start-screen";
import { stepInfo } from "~/domain/steps";
import { stepHandle } from "~/route-handle";
import { loadStep } from "~/services/application.server";
import { aboutAndAdditionalFunds } from "~/services/step-loader.server";

const STEP = "declined-signature";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const stepContext = await loadStep(request, params, context, STEP);
  const { application, applicant, fundRequest, uuid, headers } = stepContext;
  const decliner = application.applicationData.applicants.find((other) => other.hasDeclinedContract);
  const customer = decliner && fundRequest.customers.find((c) => c.id === decliner.id);
  return data(
    {
      totals: reviewTotals(application),
      declinedBy: applicant.hasDeclinedContract || !customer ? null : `${customer.firstName} ${customer.lastName}`,
      agencyName: fundRequest.location?.name ?? "the agency",
      contactUs: screenPath(uuid, "contact-us"),
      about: aboutAndAdditionalFunds(stepContext).about,
    },
    { headers },
  );
}

export const handle = stepHandle(STEP);

export default function DeclinedSignature() {
  const { totals, declinedBy, agencyName, contactUs, about } = useLoaderData<typeof loader>();
  return (
    <>
      {about ? <p className="caption">{about}</p> : null}
      <h1 tabIndex={-1}>{stepInfo(STEP).title}</h1>
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
      <section aria-labelledby="change-title">
        <h2 id="change-title">If you change your mind</h2>
        <p>
          Tell us soon. While the approval still stands we can reopen the contract, and everyone on the application can then sign
          it with their own link.
        </p>
      </section>
      <section aria-labelledby="pay-now-title">
        <h2 id="pay-now-title">Paying now instead</h2>
        <p>Ask {agencyName} to close the application, and they will send you the ways to pay now: BPAY, bank transfer or card.</p>
        <p>
          <Link to={contactUs} className="button">
            Contact {agencyName}
          </Link>
        </p>
      </section>
      <DeferredTotals totals={totals} title="What was offered" />
    </>
  );
}
