// What the loan page and the statement PDF say (decision 0341): one list of the
// provider's figures and of the sentences about them, as catalog keys with their
// values, so the screen, its printout and the PDF hold the same words and figures.
import type { Locale } from "~/i18n/language";
import type { MessageValues } from "~/i18n/messages.generated";
import type { MessageKey, Translate } from "~/i18n/translate";
import { formatDate } from "./dates";
import { type DueDate, isDueNow, loanDueDate, loanKindOf, triggersOf } from "./loan-due-date";
import { formatMoney } from "./money";
import type { ApplicationData, Loan } from "./types";

/** A sentence of the catalog with its values, said later in the reader's language. */
export interface Said<K extends MessageKey = MessageKey> {
  key: K;
  values: MessageValues[K];
}

const said = <K extends MessageKey>(key: K, values: MessageValues[K]): Said => ({ key, values }) as Said;

/** Says a sentence; a link's markup (`<0>…</0>`) is left to the caller that can draw one. */
export function say(t: Translate, sentence: Said): string {
  return (t as (key: MessageKey, values: unknown) => string)(sentence.key, sentence.values);
}

export interface StatementFigure {
  label: Said;
  cents: number;
  total?: boolean;
}

export interface LoanStatement {
  status: Loan["status"];
  owedTitle: Said;
  figures: StatementFigure[];
  /** When it is due and why; null once nothing is owing. */
  due: { date: Said | null; why: Said; rule: Said[] } | null;
  history: Said[];
  /** What to do next: sentences whose `<0>` is the way to contact us. */
  next: Said[];
  dueNow: boolean;
}

/**
 * The statement as the loan page draws it: every plain sentence said already in the
 * reader's language, so the page sends those words and not the catalog's every branch of
 * them (its weight, decision 0343); only what to do next, whose `<0>` is a link, stays a
 * sentence to say in the browser.
 */
export interface WordedStatement {
  status: LoanStatement["status"];
  owedTitle: string;
  figures: { label: string; cents: number; total?: boolean }[];
  due: { date: string | null; why: string; rule: string[] } | null;
  history: string[];
  next: Said[];
}

export function wordedStatement(statement: LoanStatement, t: Translate): WordedStatement {
  const { status, owedTitle, figures, due, history, next } = statement;
  return {
    status,
    owedTitle: say(t, owedTitle),
    figures: figures.map((figure) => ({ ...figure, label: say(t, figure.label) })),
    due: due && {
      date: due.date && say(t, due.date),
      why: say(t, due.why),
      rule: due.rule.map((trigger) => say(t, trigger)),
    },
    history: history.map((event) => say(t, event)),
    next,
  };
}

/** How the loan is repaid, for the words of what to do next. */
function wayOf(loan: Loan, method: ApplicationData["loanRepaymentMethod"]): string {
  if (loanKindOf(loan.requestType) === "BOND") return "BOND";
  if (method === "DIRECT_DEBIT") return "DEBIT";
  return loan.requestType === "BUYER_DEPOSIT" ? "PURCHASE" : "SALE";
}

function dueWords(loan: Loan, due: DueDate, locale: Locale) {
  const common = { type: loan.requestType, months: loan.longStopMonths };
  const happened = due.happened ? "yes" : "no";
  return {
    date: due.date ? said("loan.dueOn", { happened, date: formatDate(due.date, locale) }) : null,
    why:
      due.date === null
        ? said("loan.dueNotFunded", { months: loan.longStopMonths })
        : said("loan.dueWhy", { ...common, trigger: due.trigger, happened }),
    rule: triggersOf(loanKindOf(loan.requestType)).map((trigger) => said("loan.ruleTrigger", { ...common, trigger })),
  };
}

/**
 * The loan as at the provider's today, in the page's language: what is owed, when and
 * why it falls due (loan-due-date.ts), what has happened, and what to do next.
 * Every amount and date is the provider's; this only chooses the words.
 */
export function loanStatement(
  loan: Loan,
  repaymentMethod: ApplicationData["loanRepaymentMethod"],
  locale: Locale,
): LoanStatement {
  const due = loanDueDate(loan);
  const dueNow = isDueNow(due, loan.asAt, loan.balance);
  const money = formatMoney;
  const figures: StatementFigure[] = [
    { label: said("loan.paidToAgency", { agency: loan.agency }), cents: loan.principal },
    { label: said("loan.fee", {}), cents: loan.establishmentFee },
    { label: said("loan.total", {}), cents: loan.total },
    ...(loan.repaid > 0 ? [{ label: said("loan.repaid", {}), cents: -loan.repaid }] : []),
    { label: said("loan.balance", {}), cents: loan.balance, total: true },
  ];
  // A loan completed with no funding day recorded says nothing of funding rather than "not paid yet".
  const funding = loan.fundedOn
    ? [
        said("loan.funded", {
          date: formatDate(loan.fundedOn, locale),
          amount: money(loan.principal),
          agency: loan.agency,
          fee: money(loan.establishmentFee),
        }),
      ]
    : loan.status === "REPAID"
      ? []
      : [said("loan.notFunded", { agency: loan.agency, amount: money(loan.principal) })];
  const history = [
    ...funding,
    ...loan.repayments.map((repayment) =>
      said("loan.repayment", {
        date: formatDate(repayment.receivedOn, locale),
        amount: money(repayment.amount),
        method: repayment.method,
      }),
    ),
  ];
  const kind = loanKindOf(loan.requestType);
  const next =
    loan.status === "REPAID"
      ? [said("loan.nextRepaid", {})]
      : dueNow
        ? [said("loan.nextDueNow", { amount: money(loan.balance) })]
        : [
            said("loan.nextWait", {}),
            said("loan.nextRepay", { way: wayOf(loan, repaymentMethod), amount: money(loan.balance) }),
            said("loan.nextTellUs", { kind }),
          ];
  return {
    status: loan.status,
    owedTitle: said("loan.owedTitle", { date: formatDate(loan.asAt, locale) }),
    figures,
    due: loan.status === "REPAID" ? null : dueWords(loan, due, locale),
    history,
    next,
    dueNow,
  };
}
