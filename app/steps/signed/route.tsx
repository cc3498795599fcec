import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AdditionalFundsOffer, DeferredTotals } from "~/components/ApplicationStatus";
import { LoanStatement } from "~/components/LoanStatement";
import { LoanTroubleLink } from "~/components/LoanTroubleLink";
import { useStepTitle } from "~/components/step-page";
import { progressInWords, signatureProgress } from "~/domain/contract";
import { formatDate } from "~/domain/dates";
import { loanStatement } from "~/domain/loan-statement";
import { formatMoney } from "~/domain/money";
import { reviewTotals } from "~/domain/review-answers";
import { screenPath } from "~/domain/start-screen";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { loadStep } from "~/services/application.server";
import { signersFromApplication } from "~/services/contract.server";
import { routeI18n } from "~/services/language.server";
import { loanOf, statementPdfPath } from "~/services/loan.server";
import { loanTroublePath } from "~/services/loan-trouble.server";
import { aboutAndAdditionalFunds } from "~/services/step-loader.server";

const STEP = "signed";

/**
 * The loan page (decision 0341): the signed and completed states of every finance
 * application, for each of its applicants, with the loan as the provider holds it today.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const stepContext = await loadStep(request, params, context, STEP);
  const { application, link, headers, uuid } = stepContext;
  // Until every applicant has signed there is no loan: the page says who is still to sign, and what the contract lends.
  const signed = application.applicationStatus === "SIGNED" || application.applicationStatus === "COMPLETED";
  const [i18n, loan] = await Promise.all([
    routeI18n({ request, context }, ["contractSigned", "loan", "paylater", "about"]),
    signed ? loanOf(stepContext) : null,
  ]);
  return data(
    {
      messages: i18n.messages,
      loan: loan && {
        statement: loanStatement(loan, application.applicationData.loanRepaymentMethod, i18n.locale),
        asAt: formatDate(loan.asAt, i18n.locale),
      },
      totals: reviewTotals(application),
      repayment: application.applicationData.loanRepaymentMethod,
      requestType: stepContext.fundRequest.requestType,
      status: application.applicationStatus,
      progress: progressInWords(signatureProgress(signersFromApplication(stepContext, i18n.t), link.customerId), i18n.locale),
      contactUs: screenPath(uuid, "contact-us"),
      pdf: statementPdfPath(uuid),
      // Having trouble paying? (decision 0352): its words translated here, so the page sends no other namespace.
      trouble: loan && {
        href: loanTroublePath(uuid),
        title: i18n.t("loanTrouble.title"),
        text: i18n.t("loanTrouble.linkText"),
      },
      ...aboutAndAdditionalFunds(stepContext),
    },
    { headers },
  );
}

export const handle: RouteHandle = { gtm: STEP };

export default function Signed() {
  const t = useT();
  const { loan, totals, repayment, requestType, status, progress, about, additionalFunds, contactUs, pdf, trouble } =
    useLoaderData<typeof loader>();
  const title = useStepTitle();
  return (
    <>
      {about ? <p className="caption">{t(about)}</p> : null}
      <h1 tabIndex={-1}>{title}</h1>
      {status === "COMPLETED" ? (
        <p className="lead">{t("contractSigned.completedLead", { type: requestType })}</p>
      ) : progress.waitingFor ? (
        <p className="lead">{t("contractSigned.waitingLead", { names: progress.waitingFor })}</p>
      ) : (
        <p className="lead">{t("contractSigned.allSignedLead")}</p>
      )}
      {loan ? (
        <LoanStatement statement={loan.statement} contactUs={contactUs} pdf={pdf} asAt={loan.asAt} />
      ) : (
        <>
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
          <DeferredTotals totals={totals} title={t("contractSigned.yourLoan")} />
        </>
      )}
      {trouble ? <LoanTroubleLink {...trouble} /> : null}
      {additionalFunds ? <AdditionalFundsOffer to={additionalFunds} /> : null}
      <p>{t("contractSigned.closePage")}</p>
    </>
  );
}
