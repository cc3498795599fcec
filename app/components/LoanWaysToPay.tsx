import { useT } from "~/i18n/react";

interface Ways {
  bpay: { billerCode: string; customerReference: string };
  eft: { accountName: string; bsb: string; accountNumber: string; reference: string };
}

/**
 * A row of the loan's details. A code, number or name to type into a bank app reads as
 * printed, left to right in every language; a date is words of the page's language
 * ("28 ديسمبر 2026"), in its own direction, or an Arabic one reads month first (decision 0354).
 */
export function LoanDetailRow({ label, value, kind = "code" }: { label: string; value: string; kind?: "code" | "date" }) {
  return (
    <div className="summary__row">
      <dt>{label}</dt>
      <dd>{kind === "code" ? <bdi dir="ltr">{value}</bdi> : <bdi>{value}</bdi>}</dd>
    </div>
  );
}

/**
 * How to repay the loan by BPAY or by transfer to the lender's trust account, quoting the
 * loan's reference (decision 0342): the payout letter's and the loan page's "Repay early"
 * (decision 0343) alike, from the provider's payout letter. Words: `payout`.
 */
export function LoanWaysToPay({ bpay, eft }: Ways) {
  const t = useT();
  return (
    <>
      <h3>{t("payout.bpayTitle")}</h3>
      <dl className="summary">
        <LoanDetailRow label={t("payout.billerCode")} value={bpay.billerCode} />
        <LoanDetailRow label={t("payout.bpayReference")} value={bpay.customerReference} />
      </dl>
      <h3>{t("payout.eftTitle")}</h3>
      <dl className="summary">
        <LoanDetailRow label={t("payout.accountName")} value={eft.accountName} />
        <LoanDetailRow label={t("payout.bsb")} value={eft.bsb} />
        <LoanDetailRow label={t("payout.accountNumber")} value={eft.accountNumber} />
        <LoanDetailRow label={t("payout.eftReference")} value={eft.reference} />
      </dl>
    </>
  );
}
