// The statement of account as a PDF (decision 0341): the loan page's own figures and
// sentences, in the payer's language and its fonts (decision 0395).
import type { LoanStatement } from "~/domain/loan-statement";
import { say } from "~/domain/loan-statement";
import { serverTranslator } from "~/i18n/catalogs.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/language";
import { createPdf, type Writer } from "./pdf-writer.server";

/**
 * The closing line: the payer's language, then the English of the same sentence (the
 * English text of the contract binds, decision 0395); in English, once.
 */
export function bindingLines(out: Writer, key: "statementPdf.binding" | "payout.pdfBinding", locale: Locale) {
  out.text(serverTranslator(locale).t(key), { size: 9, after: 2 });
  if (locale !== DEFAULT_LOCALE) out.text(serverTranslator(DEFAULT_LOCALE).t(key), { size: 9, direction: "ltr" });
}

export interface StatementParties {
  lender: string;
  borrowers: string[];
  property: string | null;
  /** The day the figures stand at, as the screen words it in the payer's language. */
  asAt: string;
}

/** The statement's PDF in the payer's language: the same figures and sentences as the loan page. */
export async function statementPdf(statement: LoanStatement, parties: StatementParties, locale: Locale): Promise<Uint8Array> {
  const { t } = serverTranslator(locale);
  const { pdf, out } = await createPdf(locale);
  const title = t("statementPdf.title");
  pdf.setTitle(title);
  pdf.setAuthor(parties.lender);
  pdf.setSubject(t("statementPdf.asAt", { date: parties.asAt }));
  pdf.setCreator("Fund request portal");

  out.text(title, { size: 18, bold: true, after: 4 });
  out.text(t("statementPdf.asAt", { date: parties.asAt }), { after: 4 });
  out.text(t("statementPdf.lender", { lender: parties.lender }), { after: 2 });
  out.text(t("statementPdf.borrowers", { names: parties.borrowers.join(", ") }), { after: 2 });
  if (parties.property) out.text(t("statementPdf.property", { property: parties.property }), { after: 2 });

  out.heading(say(t, statement.owedTitle));
  statement.figures.forEach((figure) => out.figure(say(t, figure.label), figure.cents, figure.total === true));
  out.text("", { after: 8 });

  if (statement.due) {
    out.heading(t("loan.dueTitle"));
    if (statement.due.date) out.text(say(t, statement.due.date), { bold: true });
    out.text(say(t, statement.due.why));
    out.text(t("loan.ruleIntro"), { after: 2 });
    statement.due.rule.forEach((trigger) => out.text(`- ${say(t, trigger)}`, { indent: 8, after: 2 }));
  }

  out.heading(t("loan.historyTitle"));
  statement.history.forEach((event) => out.text(say(t, event), { after: 4 }));

  out.heading(t("loan.nextTitle"));
  statement.next.forEach((sentence) => out.text(say(t, sentence)));

  out.text("", { after: 8 });
  bindingLines(out, "statementPdf.binding", locale);
  return pdf.save();
}
