import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { useT } from "~/i18n/react";
import type { MessageKey } from "~/i18n/translate";
import { MoneyLine } from "./MoneyLine";
import { useStepTitle } from "./step-page";

interface DeferredAmounts {
  amount: number;
  fee: number;
  total: number;
}

/** The amounts of the application: what is deferred, the fee, and what is repaid at settlement. */
export function DeferredTotals({ totals, title }: { totals: DeferredAmounts; title?: string }) {
  const t = useT();
  return (
    <section aria-labelledby="deferred-totals-title">
      <h2 id="deferred-totals-title">{title ?? t("paylater.yourApplication")}</h2>
      <dl className="summary">
        <MoneyLine label={t("paylater.paidForYouNow")} cents={totals.amount} />
        <MoneyLine label={t("paylater.establishmentFee")} cents={totals.fee} />
        <MoneyLine label={t("paylater.totalToRepay")} cents={totals.total} total />
      </dl>
    </section>
  );
}

/** What happens after an application is sent, the same words on every page after submitting. */
function WhatHappensNext({ repaid }: { repaid: string }) {
  const t = useT();
  return (
    <section aria-labelledby="what-happens-next-title">
      <h2 id="what-happens-next-title">{t("paylater.nextHeading")}</h2>
      <ol className="steps-list">
        <li>{t("paylater.nextAssess")}</li>
        <li>{t("paylater.nextContract")}</li>
        <li>{repaid}</li>
      </ol>
      <p>{t("paylater.closePage")}</p>
    </section>
  );
}

/** A page shown while a submitted application is assessed: where it is, what happens next, the amounts. */
export function SubmittedApplication({
  lead,
  totals,
  repaid,
  about = null,
  additionalFunds = null,
}: {
  lead: ReactNode;
  totals: DeferredAmounts;
  /** How the total is repaid (`howRepaid`, app/domain/pay-later-words.ts), in the page's language. */
  repaid: string;
  /** Which application this is, when the customer has two: the catalog's key. */
  about?: MessageKey | null;
  additionalFunds?: string | null;
}) {
  const t = useT();
  return (
    <>
      {about ? <p className="caption">{t(about)}</p> : null}
      <h1 tabIndex={-1}>{useStepTitle()}</h1>
      <p className="lead">{lead}</p>
      <WhatHappensNext repaid={repaid} />
      <DeferredTotals totals={totals} />
      {additionalFunds ? <AdditionalFundsOffer to={additionalFunds} /> : null}
    </>
  );
}

/** The way to additional funds (decision 0170), where a vendor looks once the marketing cost is taken care of. */
export function AdditionalFundsOffer({ to }: { to: string }) {
  const t = useT();
  return (
    <section aria-labelledby="additional-funds-offer-title">
      <h2 id="additional-funds-offer-title">{t("paylater.moreHeading")}</h2>
      <p>{t("paylater.moreText")}</p>
      <p>
        <Link to={to}>{t("paylater.moreLink")}</Link>
      </p>
    </section>
  );
}
