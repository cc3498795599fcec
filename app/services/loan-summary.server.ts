// The loan on one screen before signing (decision 0353), said in the payer's language on
// the server: only these sentences travel with its page, not the loan's namespace.
import { say } from "~/domain/loan-statement";
import { type LoanSummary, loanSummary } from "~/domain/loan-summary";
import type { Contract, RequestType } from "~/domain/types";
import { serverTranslator } from "~/i18n/catalogs.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/language";

export interface LoanSummaryWords {
  /** The summary's own headings and lead, in the payer's language. */
  words: {
    title: string;
    lead: string;
    dueTitle: string;
    fallsThroughTitle: string;
    coolingOffTitle: string;
    back: string;
    print: string;
  };
  figures: Array<{ label: string; cents: number; total?: boolean }>;
  dueIntro: string;
  due: string[];
  fallsThrough: string;
  coolingOff: string;
  /** The cooling-off sentence is the contract's English: marked so in another language. */
  coolingOffInEnglish: boolean;
}

export function loanSummaryWords(
  contract: Pick<Contract, "document" | "longStopMonths">,
  requestType: RequestType,
  locale: Locale,
): LoanSummaryWords {
  const { t } = serverTranslator(locale);
  const summary: LoanSummary = loanSummary(contract, requestType);
  return {
    words: {
      title: t("loanSummary.title"),
      lead: t("loanSummary.lead"),
      dueTitle: t("loanSummary.dueTitle"),
      fallsThroughTitle: t("loanSummary.fallsThroughTitle"),
      coolingOffTitle: t("loanSummary.coolingOffTitle"),
      back: t("loanSummary.back"),
      print: t("loanSummary.print"),
    },
    figures: summary.figures.map((figure) => ({ ...figure, label: say(t, figure.label) })),
    dueIntro: say(t, summary.dueIntro),
    due: summary.due.map((trigger) => say(t, trigger)),
    fallsThrough: say(t, summary.fallsThrough),
    coolingOff: summary.coolingOff,
    coolingOffInEnglish: locale !== DEFAULT_LOCALE,
  };
}

export function loanSummaryPath(uuid: string): string {
  return `/z/${encodeURIComponent(uuid)}/pay-later/loan-summary`;
}

/** The way from the contract to its summary, its words said here so the signing page sends no other namespace. */
export function loanSummaryLink(uuid: string, locale: Locale): { href: string; text: string } {
  return { href: loanSummaryPath(uuid), text: serverTranslator(locale).t("loanSummary.link") };
}
