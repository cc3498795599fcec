// The payout letter for the conveyancer (decision 0342): the provider works out the figure
// for the settlement day the borrower chose and says how to pay it; the portal shows it
// as a printable page and makes its PDF in the payer's language, as it does the statement's (decision 0395).
import * as v from "valibot";

import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { payoutDaySchema, type SettlementDays } from "~/domain/sale-update";
import type { PayoutLetter } from "~/domain/types";
import { serverTranslator } from "~/i18n/catalogs.server";
import { fieldMessage } from "~/i18n/field-message";
import type { Locale } from "~/i18n/language";
import type { LinkSession } from "~/types/portal-session";
import { createPdf } from "./pdf-writer.server";
import { type ProviderClient, ProviderError } from "./provider.server";
import { providerUnavailable } from "./provider-outage.server";
import { bindingLines } from "./statement-pdf.server";

export function payoutLetterPath(uuid: string): string {
  return `/z/${encodeURIComponent(uuid)}/payout-letter`;
}

export function payoutLetterPdfPath(uuid: string, settlementDate: string): string {
  return `${payoutLetterPath(uuid)}.pdf?settlementDate=${encodeURIComponent(settlementDate)}`;
}

/** The settlement day asked for: the letter, or the field's message; nothing asked, neither. */
export type PayoutAnswer = { letter: PayoutLetter; error: null } | { letter: null; error: string | null };

/**
 * Reads the letter for the day typed, once the day is within the loan's terms; the
 * provider's own refusal of the day (its terms decide) is the field's message too.
 */
export async function payoutLetterFor(
  { provider, link, applicationId }: { provider: ProviderClient; link: LinkSession; applicationId: string },
  days: SettlementDays,
  typed: string | null,
): Promise<PayoutAnswer> {
  if (typed === null) return { letter: null, error: null };
  const parsed = v.safeParse(payoutDaySchema(days), { settlementDate: typed });
  if (!parsed.success) return { letter: null, error: parsed.issues[0].message };
  try {
    return { letter: await provider.getPayoutLetter(link, applicationId, parsed.output.settlementDate), error: null };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.unavailable) providerUnavailable();
    if (error.status === 422) {
      return { letter: null, error: fieldMessage("sale.dateBeyondTerms", { latest: days.latestInWords }) };
    }
    throw error;
  }
}

/** The letter's figures as the page and the PDF say them: amounts and days written for the reader. */
export function payoutLetterView(letter: PayoutLetter, locale: Locale) {
  return {
    settlementDate: formatDate(letter.settlementDate, locale),
    payoutFigure: letter.payoutFigure,
    validUntil: formatDate(letter.validUntil, locale),
    issued: formatDate(letter.asAt, locale),
    reference: letter.reference,
    lender: letter.lender,
    bpay: letter.bpay,
    eft: letter.eft,
  };
}

export type PayoutLetterView = ReturnType<typeof payoutLetterView>;

export interface PayoutParties {
  borrowers: string[];
  property: string | null;
}

/** The payout letter's PDF in the payer's language (decision 0395): the page's figures and words. */
export async function payoutLetterPdf(letter: PayoutLetterView, parties: PayoutParties, locale: Locale): Promise<Uint8Array> {
  const { t } = serverTranslator(locale);
  const { pdf, out } = await createPdf(locale);
  const title = t("payout.title");
  pdf.setTitle(title);
  pdf.setAuthor(letter.lender);
  pdf.setSubject(t("payout.lead", { date: letter.settlementDate }));
  pdf.setCreator("Fund request portal");

  out.text(title, { size: 18, bold: true, after: 4 });
  out.text(t("payout.pdfIssued", { date: letter.issued }), { after: 4 });
  out.text(t("payout.pdfLender", { lender: letter.lender }), { after: 2 });
  out.text(t("payout.pdfFor", { names: parties.borrowers.join(", ") }), { after: 2 });
  if (parties.property) out.text(t("payout.pdfProperty", { property: parties.property }), { after: 2 });
  out.text(t("payout.lead", { date: letter.settlementDate }), { after: 8 });

  out.pair(t("payout.settlementDate"), letter.settlementDate);
  out.pair(t("payout.figure"), formatMoney(letter.payoutFigure), true);
  out.pair(t("payout.validUntil"), letter.validUntil);
  out.pair(t("payout.reference"), letter.reference);
  out.text("", { after: 8 });
  out.text(t("payout.validNote", { date: letter.validUntil }));

  out.heading(t("payout.howTitle"));
  out.text(t("payout.bpayTitle"), { bold: true, after: 2 });
  out.pair(t("payout.billerCode"), letter.bpay.billerCode);
  out.pair(t("payout.bpayReference"), letter.bpay.customerReference);
  out.text("", { after: 10 });
  out.text(t("payout.eftTitle"), { bold: true, after: 2 });
  out.pair(t("payout.accountName"), letter.eft.accountName);
  out.pair(t("payout.bsb"), letter.eft.bsb);
  out.pair(t("payout.accountNumber"), letter.eft.accountNumber);
  out.pair(t("payout.eftReference"), letter.eft.reference);

  out.text("", { after: 12 });
  bindingLines(out, "payout.pdfBinding", locale);
  return pdf.save();
}
