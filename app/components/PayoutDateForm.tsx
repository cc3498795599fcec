import type { SettlementDays } from "~/domain/sale-update";
import { useT } from "~/i18n/react";
import { Field } from "./Field";

/**
 * The payout letter's one question (decision 0342): a plain GET form, so it works
 * without JavaScript and its answer is an address the borrower can keep. The page
 * checks the day, not the browser (novalidate), so the refusal reads as every other.
 */
export function PayoutDateForm({
  action,
  days,
  example,
  value,
  error,
}: {
  action: string;
  days: SettlementDays;
  example: string;
  value?: string | null;
  error?: string | null;
}) {
  const t = useT();
  return (
    <form method="get" action={action} noValidate className="no-print">
      <Field
        label={t("payout.dateLabel")}
        hint={t("payout.dateHint", { latest: days.latestInWords, example })}
        errors={error ? [error] : undefined}
        inputProps={{
          id: "settlementDate",
          name: "settlementDate",
          type: "date",
          min: days.earliest,
          max: days.latest,
          defaultValue: value ?? "",
        }}
      />
      <button type="submit" className="button">
        {t("payout.show")}
      </button>
    </form>
  );
}
