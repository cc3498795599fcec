import type { WordedStatement } from "~/domain/loan-statement";
import { MessageLink, T, useT } from "~/i18n/react";
import { MoneyLine } from "./MoneyLine";
import { PrintButton } from "./PrintButton";

/**
 * The loan as at today (decision 0341): what is owed, when and why it is due, what
 * has happened and what to do next. The page itself is the printable statement; the
 * PDF holds the same words in the same language (decision 0395).
 */
export function LoanStatement({
  statement,
  contactUs,
  tellUs,
  pdf,
  asAt,
}: {
  statement: WordedStatement;
  contactUs: string;
  /** Where "tell us" of the sale's news leads: the sale form, or contact us for a bond. */
  tellUs: string;
  pdf: string;
  asAt: string;
}) {
  const t = useT();
  const link = { 0: <MessageLink href={contactUs} /> };
  const tellUsLink = { 0: <MessageLink href={tellUs} /> };
  return (
    <>
      <section aria-labelledby="loan-owed-title">
        <h2 id="loan-owed-title">{statement.owedTitle}</h2>
        <dl className="summary loan-figures">
          {statement.figures.map((figure) => (
            <MoneyLine key={figure.label} label={figure.label} cents={figure.cents} total={figure.total} />
          ))}
        </dl>
      </section>
      {statement.due ? (
        <section aria-labelledby="loan-due-title">
          <h2 id="loan-due-title">{t("loan.dueTitle")}</h2>
          {statement.due.date ? <p className="loan-due">{statement.due.date}</p> : null}
          <p>{statement.due.why}</p>
          <p>{t("loan.ruleIntro")}</p>
          <ul>
            {statement.due.rule.map((trigger) => (
              <li key={trigger}>{trigger}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="loan-history-title">
        <h2 id="loan-history-title">{t("loan.historyTitle")}</h2>
        <ul className="loan-history">
          {statement.history.map((event, index) => (
            <li key={index}>{event}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="loan-next-title">
        <h2 id="loan-next-title">{t("loan.nextTitle")}</h2>
        {statement.next.map((sentence) => (
          <p key={sentence.key}>
            <T id={sentence.key} values={sentence.values} components={sentence.key === "loan.nextTellUs" ? tellUsLink : link} />
          </p>
        ))}
      </section>
      <section aria-labelledby="loan-statement-title" className="no-print">
        <h2 id="loan-statement-title">{t("loan.statementTitle")}</h2>
        <p>{t("loan.statementText", { date: asAt })}</p>
        <p>
          <a href={pdf} download>
            {t("loan.download")}
          </a>
        </p>
        <PrintButton>{t("loan.print")}</PrintButton>
      </section>
    </>
  );
}
