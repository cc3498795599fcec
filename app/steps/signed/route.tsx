import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AdditionalFundsOffer, DeferredTotals } from "~/components/ApplicationStatus";
import { useStepTitle } from "~/components/step-page";
import { namesInWords, signatureProgress } from "~/domain/contract";
import { formatMoney } from "~/domain/money";
import { reviewTotals } from "~/domain/review-answers";
import type { RouteHandle } from "~/route-handle";
import { loadStep } from "~/services/application.server";
import { signersFromApplication } from "~/services/contract.server";
import { aboutAndAdditionalFunds } from "~/services/step-loader.server";

const STEP = "signed";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const stepContext = await loadStep(request, params, context, STEP);
  const { application, link, headers } = stepContext;
  return data(
    {
      totals: reviewTotals(application),
      repayment: application.applicationData.loanRepaymentMethod,
      status: application.applicationStatus,
      progress: signatureProgress(signersFromApplication(stepContext), link.customerId),
      ...aboutAndAdditionalFunds(stepContext),
    },
    { headers },
  );
}

export const handle: RouteHandle = { gtm: STEP };

export default function Signed() {
  const { totals, repayment, status, progress, about, additionalFunds } = useLoaderData<typeof loader>();
  const title = useStepTitle();
  const completed = status === "COMPLETED";
  return (
    <>
      {about ? <p className="caption">{about}</p> : null}
      <h1 tabIndex={-1}>{title}</h1>
      {completed ? (
        <p className="lead">Your finance is complete: the sale has settled and the loan has been repaid.</p>
      ) : progress.waitingFor.length > 0 ? (
        <p className="lead">
          Your signature is recorded. We are waiting for {namesInWords(progress.waitingFor)} to sign with their own link.
        </p>
      ) : (
        <p className="lead">Everyone on the application has signed. Your contract is in place.</p>
      )}
      {completed ? null : (
        <section aria-labelledby="settlement-title">
          <h2 id="settlement-title">What happens at settlement</h2>
          <ol className="steps-list">
            <li>Once everyone has signed, we pay the agency for you and the cooling-off period starts.</li>
            <li>
              {repayment === "DIRECT_DEBIT"
                ? `On the settlement date, ${formatMoney(totals.total)} is debited from your nominated account.`
                : `When the sale settles, your conveyancer repays ${formatMoney(totals.total)} from the sale proceeds.`}
            </li>
            <li>We email you when the loan is repaid, and this page then says your finance is complete.</li>
          </ol>
        </section>
      )}
      <DeferredTotals totals={totals} title="Your loan" />
      {additionalFunds ? <AdditionalFundsOffer to={additionalFunds} /> : null}
      <p>You can close this page. Open your link again at any time to see where things are up to.</p>
    </>
  );
}
