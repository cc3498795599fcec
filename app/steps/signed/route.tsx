import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { AdditionalFundsOffer, DeferredTotals } from "~/components/ApplicationStatus";
import { LoanStatement } from "~/components/LoanStatement";
import { LoanTroubleLink } from "~/components/LoanTroubleLink";
import { PayoutDateForm } from "~/components/PayoutDateForm";
import { RepayEarly } from "~/components/RepayEarly";
import { useStepTitle } from "~/components/step-page";
import { progressInWords, signatureProgress } from "~/domain/contract";
import { formatDate } from "~/domain/dates";
import { loanKindOf } from "~/domain/loan-due-date";
import { loanStatement, wordedStatement } from "~/domain/loan-statement";
import { formatMoney } from "~/domain/money";
import { reviewTotals } from "~/domain/review-answers";
import { exampleDay, settlementDays } from "~/domain/sale-update";
import { screenPath } from "~/domain/start-screen";
import { useT } from "~/i18n/react";
import type { MessageSelection } from "~/i18n/translate";
import type { RouteHandle } from "~/route-handle";
import { loadStep } from "~/services/application.server";
import { signersFromApplication } from "~/services/contract.server";
import { getFeatureFlags } from "~/services/feature-flags.server";
import { loanOf, saleUpdatePath, statementPdfPath } from "~/services/loan.server";
import { loanTroublePath } from "~/services/loan-trouble.server";
import { pageLoader } from "~/services/page-loader.server";
import { payoutLetterPath } from "~/services/payout-letter.server";
import { earlyRepaymentOf } from "~/services/repay-early.server";
import { aboutAndAdditionalFunds } from "~/services/step-loader.server";

const STEP = "signed";

/** Of the loan's words, those the browser says itself: headings, what to do next (with its link), the statement's links. */
const LOAN_WORDS = [
  "loan.dueTitle",
  "loan.ruleIntro",
  "loan.historyTitle",
  "loan.nextTitle",
  "loan.nextWait",
  "loan.nextRepay",
  "loan.nextTellUs",
  "loan.nextDueNow",
  "loan.nextRepaid",
  "loan.statementTitle",
  "loan.statementText",
  "loan.download",
  "loan.print",
  "loan.afterTitle",
  "loan.saleLink",
  "loan.saleLinkText",
] as const;

/** Of the pay-later page's words, those this page shows: the loan's totals, the direct debit, additional funds. */
const PAY_LATER_WORDS = [
  "paylater.yourApplication",
  "paylater.paidForYouNow",
  "paylater.establishmentFee",
  "paylater.totalToRepay",
  "paylater.repaidByDebit",
  "paylater.moreHeading",
  "paylater.moreText",
  "paylater.moreLink",
] as const;

/** Of the payout letter's words, the few this page shows: its date form, the figure, the ways to pay (the page's weight, decision 0274). */
const PAYOUT_WORDS = [
  "payout.formTitle",
  "payout.formLead",
  "payout.dateLabel",
  "payout.dateHint",
  "payout.show",
  "payout.figure",
  "payout.bpayTitle",
  "payout.billerCode",
  "payout.bpayReference",
  "payout.eftTitle",
  "payout.accountName",
  "payout.bsb",
  "payout.accountNumber",
  "payout.eftReference",
] as const;

/** The page's words: the contract's, the loan's, repaying early and the payout letter's. */
const SIGNED_WORDS: readonly MessageSelection[] = [
  "contractSigned",
  "about",
  "repay",
  ...LOAN_WORDS,
  ...PAY_LATER_WORDS,
  ...PAYOUT_WORDS,
];

/**
 * The loan page (decision 0341): the signed and completed states of every finance
 * application, for each of its applicants, with the loan as the provider holds it today.
 */
export function loader(args: LoaderFunctionArgs) {
  return pageLoader(args, SIGNED_WORDS, async ({ request, params, context }, words) => {
    const stepContext = await loadStep(request, params, context, STEP);
    const { application, link, headers, uuid } = stepContext;
    // Until every applicant has signed there is no loan: the page says who is still to sign, and what the contract lends.
    const signed = application.applicationStatus === "SIGNED" || application.applicationStatus === "COMPLETED";
    const loan = signed ? await loanOf(stepContext) : null;
    // Repay early (decision 0343): the payout figure as at today needs the provider's day, so it follows the loan.
    const repay =
      loan &&
      (await earlyRepaymentOf({ provider: stepContext.provider, link, applicationId: application.id, uuid }, loan, {
        cardSurchargePercent: stepContext.fundRequest.location?.cardSurcharges,
        card: (await getFeatureFlags()).card,
      }));
    const days = loan && settlementDays(loan, words.locale);
    const hasSale = loanKindOf(stepContext.fundRequest.requestType) !== "BOND";
    return data(
      {
        loan: loan &&
          days && {
            // Said here, in the payer's language: the page sends these sentences, not the catalog's every branch.
            statement: wordedStatement(
              loanStatement(loan, application.applicationData.loanRepaymentMethod, words.locale),
              words.t,
            ),
            asAt: formatDate(loan.asAt, words.locale),
            // Once repaid there is nothing to pay out; a bond has no sale to tell us about.
            payout: loan.status === "REPAID" ? null : { days, example: exampleDay(days), action: payoutLetterPath(uuid) },
            saleForm: hasSale && loan.status !== "REPAID" ? saleUpdatePath(uuid) : null,
            repay,
          },
        totals: reviewTotals(application),
        repayment: application.applicationData.loanRepaymentMethod,
        requestType: stepContext.fundRequest.requestType,
        status: application.applicationStatus,
        progress: progressInWords(signatureProgress(signersFromApplication(stepContext, words.t), link.customerId), words.locale),
        contactUs: screenPath(uuid, "contact-us"),
        pdf: statementPdfPath(uuid),
        // Having trouble paying? (decision 0352): its words translated here, so the page sends no other namespace.
        trouble: loan && {
          href: loanTroublePath(uuid),
          title: words.t("loanTrouble.title"),
          text: words.t("loanTrouble.linkText"),
        },
        ...aboutAndAdditionalFunds(stepContext),
      },
      { headers },
    );
  });
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
        <>
          <LoanStatement
            statement={loan.statement}
            contactUs={contactUs}
            tellUs={loan.saleForm ?? contactUs}
            pdf={pdf}
            asAt={loan.asAt}
          />
          {loan.repay ? <RepayEarly repay={loan.repay} asAt={loan.asAt} /> : null}
          {loan.saleForm || loan.payout ? (
            <section aria-labelledby="loan-after-title" className="no-print">
              <h2 id="loan-after-title">{t("loan.afterTitle")}</h2>
              {loan.saleForm ? (
                <>
                  <p>{t("loan.saleLinkText")}</p>
                  <p>
                    <Link to={loan.saleForm} prefetch="none">
                      {t("loan.saleLink")}
                    </Link>
                  </p>
                </>
              ) : null}
              {loan.payout ? (
                <>
                  <h3>{t("payout.formTitle")}</h3>
                  <p>{t("payout.formLead")}</p>
                  <PayoutDateForm action={loan.payout.action} days={loan.payout.days} example={loan.payout.example} />
                </>
              ) : null}
            </section>
          ) : null}
        </>
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
