import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AdditionalFundsOffer, DeferredTotals } from "~/components/ApplicationStatus";
import { useStepTitle } from "~/components/step-page";
import { progressInWords, signatureProgress } from "~/domain/contract";
import { formatMoney } from "~/domain/money";
import { reviewTotals } from "~/domain/review-answers";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { loadStep } from "~/services/application.server";
import { signersFromApplication } from "~/services/contract.server";
import { routeI18n } from "~/services/language.server";
import { aboutAndAdditionalFunds } from "~/services/step-loader.server";

const STEP = "signed";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const stepContext = await loadStep(request, params, context, STEP);
  const { application, link, headers } = stepContext;
  const i18n = await routeI18n({ request, context }, ["contractSigned", "paylater", "about"]);
  return data(
    {
      messages: i18n.messages,
      totals: reviewTotals(application),
      repayment: application.applicationData.loanRepaymentMethod,
      requestType: stepContext.fundRequest.requestType,
      status: application.applicationStatus,
      progress: progressInWords(signatureProgress(signersFromApplication(stepContext, i18n.t), link.customerId), i18n.locale),
      ...aboutAndAdditionalFunds(stepContext),
    },
    { headers },
  );
}

export const handle: RouteHandle = { gtm: STEP };

export default function Signed() {
  const t = useT();
  const { totals, repayment, requestType, status, progress, about, additionalFunds } = useLoaderData<typeof loader>();
  const title = useStepTitle();
  const completed = status === "COMPLETED";
  return (
    <>
      {about ? <p className="caption">{t(about)}</p> : null}
      <h1 tabIndex={-1}>{title}</h1>
      {completed ? (
        <p className="lead">{t("contractSigned.completedLead", { type: requestType })}</p>
      ) : progress.waitingFor ? (
        <p className="lead">{t("contractSigned.waitingLead", { names: progress.waitingFor })}</p>
      ) : (
        <p className="lead">{t("contractSigned.allSignedLead")}</p>
      )}
      {completed ? null : (
        <section aria-labelledby="settlement-title">
          <h2 id="settlement-title">{t("contractSigned.settlementTitle", { type: requestType })}</h2>
          <ol className="steps-list">
            <li>{t("contractSigned.settleFirst")}</li>
            <li>
              {repayment === "DIRECT_DEBIT"
                ? t("paylater.repaidByDebit", { type: requestType, total: formatMoney(totals.total) })
                : t("contractSigned.settleSale", { type: requestType, total: formatMoney(totals.total) })}
            </li>
            <li>{t("contractSigned.settleLast")}</li>
          </ol>
        </section>
      )}
      <DeferredTotals totals={totals} title={t("contractSigned.yourLoan")} />
      {additionalFunds ? <AdditionalFundsOffer to={additionalFunds} /> : null}
      <p>{t("contractSigned.closePage")}</p>
    </>
  );
}
