import type { LoanSummaryWords } from "~/services/loan-summary.server";
import { MoneyLine } from "./MoneyLine";

/**
 * The loan on one screen, beside the contract it summarises (decision 0353): the
 * provider's figures, when it falls due under the rule, what happens if the sale
 * falls through, and the contract's own cooling-off sentence. Its words come said
 * with the page's data (loan-summary.server.ts).
 */
export function LoanSummary({ summary }: { summary: LoanSummaryWords }) {
  const { words } = summary;
  return (
    <section aria-labelledby="loan-summary-title" className="loan-summary">
      <h2 id="loan-summary-title">{words.title}</h2>
      <p>{words.lead}</p>
      <dl className="summary">
        {summary.figures.map((figure) => (
          <MoneyLine key={figure.label} label={figure.label} cents={figure.cents} total={figure.total} />
        ))}
      </dl>
      <h3>{words.dueTitle}</h3>
      <p>{summary.dueIntro}</p>
      <ul>
        {summary.due.map((trigger) => (
          <li key={trigger}>{trigger}</li>
        ))}
      </ul>
      <h3>{words.fallsThroughTitle}</h3>
      <p>{summary.fallsThrough}</p>
      <h3>{words.coolingOffTitle}</h3>
      <p lang={summary.coolingOffInEnglish ? "en-AU" : undefined} dir={summary.coolingOffInEnglish ? "ltr" : undefined}>
        {summary.coolingOff}
      </p>
    </section>
  );
}
