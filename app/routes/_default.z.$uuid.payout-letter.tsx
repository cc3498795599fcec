import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { ErrorSummary } from "~/components/ErrorSummary";
import { LoanDetailRow, LoanWaysToPay } from "~/components/LoanWaysToPay";
import { PayoutDateForm } from "~/components/PayoutDateForm";
import { PrintButton } from "~/components/PrintButton";
import { formatMoney } from "~/domain/money";
import { exampleDay, settlementDays } from "~/domain/sale-update";
import { MessageLink, T, useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { loanPagePath, requireSignedLoan, saleUpdatePath } from "~/services/loan.server";
import { pageLoader } from "~/services/page-loader.server";
import {
  payoutLetterFor,
  payoutLetterPath,
  payoutLetterPdfPath,
  type PayoutLetterView,
  payoutLetterView,
} from "~/services/payout-letter.server";

/**
 * The payout letter for the conveyancer (decision 0342), as a printable page: the
 * settlement day comes in the address (the loan page's GET form), the figure and how
 * to pay it from the provider. A day outside the loan's terms is refused by the field.
 */
export function loader(args: LoaderFunctionArgs) {
  return pageLoader(args, ["payout", "sale"], async ({ request, params, context }, words) => {
    const { linkContext, application, loan } = await requireSignedLoan(request, params.uuid, context);
    const { uuid, provider, link, headers } = linkContext;
    const days = settlementDays(loan, words.locale);
    const typed = new URL(request.url).searchParams.get("settlementDate");
    const answer = await payoutLetterFor({ provider, link, applicationId: application.id }, days, typed);
    return data(
      {
        days,
        example: exampleDay(days),
        typed,
        error: answer.error,
        letter: answer.letter && payoutLetterView(answer.letter, words.locale),
        pdf: answer.letter && payoutLetterPdfPath(uuid, answer.letter.settlementDate),
        action: payoutLetterPath(uuid),
        back: loanPagePath(uuid),
        saleForm: saleUpdatePath(uuid),
      },
      { headers },
    );
  });
}

export default function PayoutLetterPage() {
  const { days, example, typed, error, letter, pdf, action, back, saleForm } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <p className="no-print">
        <Link to={back} className="back-link" prefetch="none">
          {t("payout.back")}
        </Link>
      </p>
      {error ? <ErrorSummary errors={[{ fieldId: "settlementDate", message: error }]} /> : null}
      <h1 tabIndex={-1}>{letter ? t("payout.title") : t("payout.formTitle")}</h1>
      {letter && pdf ? <Letter letter={letter} pdf={pdf} saleForm={saleForm} /> : <p className="lead">{t("payout.formLead")}</p>}
      {letter ? <h2 className="no-print">{t("payout.otherDate")}</h2> : null}
      <PayoutDateForm action={action} days={days} example={example} value={typed} error={error} />
    </>
  );
}

function Letter({ letter, pdf, saleForm }: { letter: PayoutLetterView; pdf: string; saleForm: string }) {
  const t = useT();
  return (
    <>
      <p className="lead">{t("payout.lead", { date: letter.settlementDate })}</p>
      <dl className="summary payout-figures">
        <LoanDetailRow label={t("payout.settlementDate")} value={letter.settlementDate} kind="date" />
        <div className="summary__row summary__row--total">
          <dt>{t("payout.figure")}</dt>
          <dd className="money">
            <bdi dir="ltr">{formatMoney(letter.payoutFigure)}</bdi>
          </dd>
        </div>
        <LoanDetailRow label={t("payout.validUntil")} value={letter.validUntil} kind="date" />
        <LoanDetailRow label={t("payout.reference")} value={letter.reference} />
      </dl>
      <p>{t("payout.validNote", { date: letter.validUntil })}</p>
      <section aria-labelledby="payout-how-title">
        <h2 id="payout-how-title">{t("payout.howTitle")}</h2>
        <LoanWaysToPay bpay={letter.bpay} eft={letter.eft} />
      </section>
      <p className="no-print">
        <T id="payout.send" components={{ 0: <MessageLink href={saleForm} /> }} />
      </p>
      <p className="no-print">
        <a href={pdf} download>
          {t("payout.download")}
        </a>
      </p>
      <PrintButton>{t("payout.print")}</PrintButton>
    </>
  );
}

export const handle: RouteHandle = {
  // A GET form has no action to mark its refusal: the loader's answer says it, with or without JavaScript.
  title: (data, t) => {
    const page = data as { letter?: unknown; error?: string | null } | undefined;
    const title = page?.letter ? t("payout.title") : t("payout.formTitle");
    return page?.error ? t("forms.titleRefused", { title }) : title;
  },
  gtm: "payout-letter",
};
