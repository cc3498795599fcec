import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { MoneyLine } from "./MoneyLine";
import { useStepTitle } from "./step-page";

interface DeferredAmounts {
  amount: number;
  fee: number;
  total: number;
}

/** The amounts of the application: what is deferred, the fee, and what is repaid at settlement. */
export function DeferredTotals({ totals, title = "Your application" }: { totals: DeferredAmounts; title?: string }) {
  return (
    <section aria-labelledby="deferred-totals-title">
      <h2 id="deferred-totals-title">{title}</h2>
      <dl className="summary">
        <MoneyLine label="Amount paid for you now" cents={totals.amount} />
        <MoneyLine label="Establishment fee" cents={totals.fee} />
        <MoneyLine label="Total to repay at settlement" cents={totals.total} total />
      </dl>
    </section>
  );
}

/** What happens after an application is sent, the same words on every page after submitting. */
function WhatHappensNext({ repaid }: { repaid: string }) {
  return (
    <section aria-labelledby="what-happens-next-title">
      <h2 id="what-happens-next-title">What happens next</h2>
      <ol className="steps-list">
        <li>We assess your application, usually within one business day, and may contact you if we need anything else.</li>
        <li>If it is approved, we email you a contract to sign online. Nothing is owed until it is signed.</li>
        <li>{repaid}</li>
      </ol>
      <p>You can close this page. Open your link again at any time to see where your application is up to.</p>
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
  /** How the total is repaid (`howRepaid`, app/domain/pay-later-words.ts). */
  repaid: string;
  about?: string | null;
  additionalFunds?: string | null;
}) {
  return (
    <>
      {about ? <p className="caption">{about}</p> : null}
      <h1 tabIndex={-1}>{useStepTitle()}</h1>
      <p className="lead">{lead}</p>
      <WhatHappensNext repaid={repaid} />
      <DeferredTotals totals={totals} />
      {additionalFunds ? <AdditionalFundsOffer to={additionalFunds} /> : null}
    </>
  );
}

/** The way to additional funds (issue 12), where a vendor looks once the marketing cost is taken care of. */
export function AdditionalFundsOffer({ to }: { to: string }) {
  return (
    <section aria-labelledby="additional-funds-offer-title">
      <h2 id="additional-funds-offer-title">Need more than the marketing cost?</h2>
      <p>
        You can also apply for additional funds for repairs, styling or moving, or bridging funds before the sale settles, repaid
        at settlement.
      </p>
      <p>
        <Link to={to}>Find out about additional funds</Link>
      </p>
    </section>
  );
}
