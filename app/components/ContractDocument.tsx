import type { DeferredPayment } from "~/domain/money";
import type { ContractTerms } from "~/domain/types";
import { DEFAULT_LOCALE } from "~/i18n/language";
import { T, useLocale, useT } from "~/i18n/react";
import { Abbreviations } from "./Abbreviations";
import { PhoneLink } from "./ContactLinks";
import { MoneyLine } from "./MoneyLine";

/** The Translating and Interpreting Service's number. */
const TIS_PHONE = "131 450";

/**
 * The contract and the provider's signing service are legal documents in English:
 * a page about them says so in the payer's language, and offers the free
 * interpreter (TIS National calls the lender for the payer) in every language.
 */
export function ContractLanguageNotice({ ceremony = false }: { ceremony?: boolean }) {
  const t = useT();
  const inEnglish = useLocale() === DEFAULT_LOCALE;
  return (
    <section className="notice notice--info" aria-labelledby="contract-language-title">
      <h2 id="contract-language-title">{t("contract.interpreterTitle")}</h2>
      {inEnglish ? null : <p>{t("contract.englishOnly")}</p>}
      {inEnglish || !ceremony ? null : <p>{t("contract.ceremonyEnglish")}</p>}
      <p>
        <T id="contract.interpreter" values={{ phone: <PhoneLink phone={TIS_PHONE} /> }} />
      </p>
    </section>
  );
}

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
  const t = useT();
  // The provider's words are the contract itself: English, marked so (screen readers, the pseudo-language check)
  // and set left to right on a right-to-left page; names and the address take their own direction.
  return (
    <article className="contract" aria-labelledby="contract-title">
      <h2 id="contract-title" lang="en-AU" dir="ltr">
        {terms.title}
      </h2>
      <Abbreviations texts={[terms.title]} className="muted" />
      <section className="contract__summary" aria-labelledby="contract-summary-title">
        <h3 id="contract-summary-title">{t("contract.summaryTitle")}</h3>
        <dl className="summary">
          <MoneyLine label={t("contract.loanAmount")} cents={figures.amount} />
          <MoneyLine label={t("contract.establishmentFee")} cents={figures.fee} />
          <MoneyLine label={t("contract.totalRepayable")} cents={figures.total} total />
        </dl>
        <p lang="en-AU" dir="ltr">
          {terms.repayment}
        </p>
      </section>
      <section aria-labelledby="contract-parties-title">
        <h3 id="contract-parties-title">{t("contract.partiesTitle")}</h3>
        <dl className="summary summary--answers">
          <div className="summary__row">
            <dt>{t("contract.lender")}</dt>
            <dd translate="no" dir="auto">
              {terms.lender}
            </dd>
          </div>
          <div className="summary__row">
            <dt>{t("contract.borrowers", { count: terms.applicants.length })}</dt>
            <dd translate="no" dir="auto">
              {terms.applicants.map((applicant) => applicant.name).join(", ")}
            </dd>
          </div>
          {terms.property ? (
            <div className="summary__row">
              <dt>{t("contract.property")}</dt>
              <dd translate="no" dir="auto">
                {terms.property}
              </dd>
            </div>
          ) : null}
          <div className="summary__row">
            <dt>{t("contract.agency")}</dt>
            <dd translate="no" dir="auto">
              {terms.agency}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="contract-terms-title">
        <h3 id="contract-terms-title">{t("contract.keyTerms")}</h3>
        <ol lang="en-AU" dir="ltr">
          {terms.keyTerms.map((term, index) => (
            <li key={index}>{term}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="contract-cooling-off-title">
        <h3 id="contract-cooling-off-title">{t("contract.coolingOff")}</h3>
        <p lang="en-AU" dir="ltr">
          {terms.coolingOff}
        </p>
      </section>
      <p className="contract__reference">
        <T
          id="contract.reference"
          values={{ reference: documentHash.slice(0, 16) }}
          components={{ 0: <code translate="no" dir="ltr" /> }}
        />
      </p>
      {pdf ? (
        <p className="no-print">
          {/* A plain link: the portal's route redirects to the provider's signed download. */}
          <a href={pdf.href}>{t("contract.download", { kilobytes: pdf.kilobytes })}</a>
        </p>
      ) : null}
    </article>
  );
}
