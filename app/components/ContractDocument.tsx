import type { DeferredPayment } from "~/domain/money";
import type { ContractTerms } from "~/domain/types";
import { Abbreviations } from "./Abbreviations";
import { MoneyLine } from "./MoneyLine";

/**
 * The contract as the applicants read it before signing: its figures in a summary
 * box (the pay-later page's three amounts), the parties, the key terms and the
 * cooling-off rights, as the provider states them; printable as it stands.
 */
export interface ContractPdf {
  href: string;
  kilobytes: number;
}

export function ContractDocument({
  terms,
  figures,
  documentHash,
  pdf = null,
}: {
  terms: ContractTerms;
  figures: DeferredPayment;
  documentHash: string;
  /** The same contract as a PDF, through the provider's media (decision 0164). */
  pdf?: ContractPdf | null;
}) {
  return (
    <article className="contract" aria-labelledby="contract-title">
      <h2 id="contract-title">{terms.title}</h2>
      <Abbreviations texts={[terms.title]} className="muted" />
      <section className="contract__summary" aria-labelledby="contract-summary-title">
        <h3 id="contract-summary-title">Summary of the loan</h3>
        <dl className="summary">
          <MoneyLine label="Loan amount, paid to the agency for you" cents={figures.amount} />
          <MoneyLine label="Establishment fee" cents={figures.fee} />
          <MoneyLine label="Total repayable" cents={figures.total} total />
        </dl>
        <p>{terms.repayment}</p>
      </section>
      <section aria-labelledby="contract-parties-title">
        <h3 id="contract-parties-title">Who this contract is between</h3>
        <dl className="summary summary--answers">
          <div className="summary__row">
            <dt>Lender</dt>
            <dd>{terms.lender}</dd>
          </div>
          <div className="summary__row">
            <dt>{terms.applicants.length > 1 ? "Borrowers" : "Borrower"}</dt>
            <dd>{terms.applicants.map((applicant) => applicant.name).join(", ")}</dd>
          </div>
          {terms.property ? (
            <div className="summary__row">
              <dt>Property</dt>
              <dd>{terms.property}</dd>
            </div>
          ) : null}
          <div className="summary__row">
            <dt>Agency</dt>
            <dd>{terms.agency}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="contract-terms-title">
        <h3 id="contract-terms-title">Key terms</h3>
        <ol>
          {terms.keyTerms.map((term, index) => (
            <li key={index}>{term}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="contract-cooling-off-title">
        <h3 id="contract-cooling-off-title">Cooling-off period and cancelling</h3>
        <p>{terms.coolingOff}</p>
      </section>
      <p className="contract__reference">
        Document reference: <code>{documentHash.slice(0, 16)}</code>
      </p>
      {pdf ? (
        <p className="no-print">
          {/* A plain link: the portal's route redirects to the provider's signed download. */}
          <a href={pdf.href}>Download the contract (PDF, {pdf.kilobytes} KB)</a>
        </p>
      ) : null}
    </article>
  );
}
