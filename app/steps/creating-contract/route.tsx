import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { DeferredTotals } from "~/components/ApplicationStatus";
import { useStepTitle } from "~/components/step-page";
import { reviewTotals } from "~/domain/review-answers";
import { chooseStartScreen, screenPath } from "~/domain/start-screen";
import type { RouteHandle } from "~/route-handle";
import { loadContractPage } from "~/services/contract.server";
import { startInput } from "~/services/link.server";
import { aboutAndAdditionalFunds } from "~/services/step-loader.server";

const STEP = "creating-contract";

export async function loader(args: LoaderFunctionArgs) {
  const { stepContext, contract } = await loadContractPage(args, STEP);
  const { application, uuid, headers } = stepContext;
  return data(
    {
      totals: reviewTotals(application),
      repayment: application.applicationData.loanRepaymentMethod,
      signAt: contract ? screenPath(uuid, chooseStartScreen(startInput(stepContext))) : null,
      about: aboutAndAdditionalFunds(stepContext).about,
    },
    { headers },
  );
}

export const handle: RouteHandle = { gtm: STEP };

export default function CreatingContract() {
  const { totals, repayment, signAt, about } = useLoaderData<typeof loader>();
  const title = useStepTitle();
  return (
    <>
      {about ? <p className="caption">{about}</p> : null}
      <h1 tabIndex={-1}>{title}</h1>
      <p className="lead">We have assessed your application and can lend you the amount below.</p>
      <DeferredTotals totals={totals} title="What we have approved" />
      <section aria-labelledby="conditions-title">
        <h2 id="conditions-title">The conditions</h2>
        <ul>
          <li>Every applicant signs the loan contract online, each with their own link.</li>
          <li>
            {repayment === "DIRECT_DEBIT"
              ? "The total is debited from your nominated account on the settlement date."
              : "The total is repaid from the proceeds of the sale of the property, at settlement."}
          </li>
          <li>The approval stands while the details you gave us stay true. Tell us if anything changes.</li>
        </ul>
      </section>
      <section aria-labelledby="next-title">
        <h2 id="next-title">What happens next</h2>
        {signAt ? (
          <>
            <p>Your contract is ready. Read it, then sign it online: it takes a few minutes.</p>
            <p>
              <Link to={signAt} className="button">
                Read and sign your contract
              </Link>
            </p>
          </>
        ) : (
          <p>
            We are preparing your contract, usually within one business day, and email each applicant when it is ready. Open your
            link again then to read and sign it.
          </p>
        )}
      </section>
    </>
  );
}
