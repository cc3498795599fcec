import { formatMoney } from "~/domain/money";

/** One labelled amount in a summary list; cents in, "$1,234.56" out, left to right in every language. */
export function MoneyLine({ label, cents, total = false }: { label: string; cents: number; total?: boolean }) {
  return (
    <div className={`summary__row${total ? " summary__row--total" : ""}`}>
      <dt>{label}</dt>
      <dd className="money">
        <bdi dir="ltr">{formatMoney(cents)}</bdi>
      </dd>
    </div>
  );
}
