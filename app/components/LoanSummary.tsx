import type { LoanSummaryWords } from "~/services/loan-summary.server";
import { MoneyLine } from "./MoneyLine";

/**
 * The loan on one screen, one link from the contract it summarises (decision 0353): the
 * provider's figures, when it falls due under the rule, what happens if the sale
 * falls through, and the contract's own cooling-off sentence. Its words come said
 * with the page's data (loan-summary.server.ts).
 */
export function LoanSummary({ summary }: { summary: LoanSummaryWords }) {
  const { words } = summary;
  return (
    <>
      <h1 tabIndex={-1}>{words.title}</h1>
      <p className="lead">{words.lead}</p>
      <dl className="summary">
        {summary.figures.map((figure) => (
          <MoneyLine key={figure.label} label={figure.label} cents={figure.cents} total={figure.total} />
        ))}
      </dl>
      <h2>{words.dueTitle}</h2>
      <p>{summary.dueIntro}</p>
      <ul>
        {summary.due.map((trigger) => (
          <li key={trigger}>{trigger}</li>
        ))}
      </ul>
      <h2>{words.fallsThroughTitle}</h2>
      <p>{summary.fallsThrough}</p>
      <h2>{words.coolingOffTitle}</h2>
      <p lang={summary.coolingOffInEnglish ? "en-AU" : undefined} dir={summary.coolingOffInEnglish ? "ltr" : undefined}>
        {summary.coolingOff}
      </p>
    </>
  );
}
