// The loan on one screen, before signing (decision 0353): the contract's figures, when
// the loan falls due under the repayment rule, what happens if the sale falls through
// or the property is withdrawn, and the cooling-off period as the contract states it.
// Every figure and the cooling-off words are the provider's; this only chooses the words.
import type { MessageValues } from "~/i18n/messages.generated";
import type { MessageKey } from "~/i18n/translate";
import { loanKindOf, triggersOf } from "./loan-due-date";
import type { Said } from "./loan-statement";
import type { Contract, RequestType } from "./types";

const said = <K extends MessageKey>(key: K, values: MessageValues[K]): Said => ({ key, values }) as Said;

export interface LoanSummary {
  figures: Array<{ label: Said; cents: number; total?: boolean }>;
  /** "Your loan is due in one payment on the first of these days:", then each day the rule names. */
  dueIntro: Said;
  due: Said[];
  fallsThrough: Said;
  /** The contract's own sentence, in the contract's language (English). */
  coolingOff: string;
}

export function loanSummary(contract: Pick<Contract, "document" | "longStopMonths">, requestType: RequestType): LoanSummary {
  const { document: terms, longStopMonths: months } = contract;
  return {
    figures: [
      { label: said("contract.loanAmount", {}), cents: terms.loanAmount },
      { label: said("contract.establishmentFee", {}), cents: terms.establishmentFee },
      { label: said("contract.totalRepayable", {}), cents: terms.totalRepayable, total: true },
    ],
    dueIntro: said("loan.ruleIntro", {}),
    due: triggersOf(loanKindOf(requestType)).map((trigger) => said("loan.ruleTrigger", { trigger, type: requestType, months })),
    fallsThrough: said("loanSummary.fallsThrough", { type: requestType }),
    coolingOff: terms.coolingOff,
  };
}
