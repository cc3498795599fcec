// "Tell us about your sale" (decision 0342), through the one form pipeline
// (form-action.server.ts): checked with the schema the browser checked it with; a
// change that moves the loan's due date is shown and confirmed before it is saved;
// then recorded by the provider, with who and when, and the borrower goes back to the loan.
import type { ActionFunctionArgs } from "@remix-run/node";

import { messageKeyOf } from "~/domain/contact-message";
import { formatDate } from "~/domain/dates";
import { loanKindOf } from "~/domain/loan-due-date";
import { dueDateMove, type SaleUpdateForm, saleUpdateInput, saleUpdateSchema, settlementDays } from "~/domain/sale-update";
import type { Loan } from "~/domain/types";
import { fieldMessage } from "~/i18n/field-message";
import type { Locale } from "~/i18n/language";
import { formAction, type FormRefusal } from "./form-action.server";
import { localeOf } from "./language.server";
import { commitLink } from "./link.server";
import { loanPagePath, requireSignedLoan } from "./loan.server";
import { redirectWithToast } from "./toast.server";

/** The provider's fields (openapi: …/loan/sale-updates) as the form names them. */
const FIELDS: Record<string, string> = {
  status: "status",
  expectedSettlementDate: "expectedSettlementDate",
  "conveyancer.firm": "conveyancerFirm",
  "conveyancer.contactName": "conveyancerName",
  "conveyancer.email": "conveyancerEmail",
  "conveyancer.phone": "conveyancerPhone",
};

/** What the confirm step shows: the due date before and after, and the answer that confirms this very change. */
export interface DueMove {
  from: string | null;
  to: string | null;
  months: number;
  /** The confirm box's value: the new due date's trigger and day, so a later change of the answers asks again. */
  token: string;
}

export function dueMoveOf(loan: Loan, form: SaleUpdateForm, locale: Locale): DueMove | null {
  const move = dueDateMove(loan, saleUpdateInput(form, null));
  if (!move) return null;
  return {
    from: move.from.date && formatDate(move.from.date, locale),
    to: move.to.date && formatDate(move.to.date, locale),
    months: loan.longStopMonths,
    token: `${move.to.trigger}:${move.to.date ?? ""}`,
  };
}

async function loadSale({ request, params, context }: ActionFunctionArgs) {
  const signed = await requireSignedLoan(request, params.uuid, context);
  return { ...signed, locale: await localeOf(request) };
}

export function saleUpdateAction(args: ActionFunctionArgs) {
  const { request } = args;
  return formAction(args, {
    load: loadSale,
    schema: ({ loan, locale }) => saleUpdateSchema(settlementDays(loan, locale)),
    async submit(form, { linkContext, application, loan, locale }): Promise<Response | FormRefusal> {
      if (loanKindOf(loan.requestType) === "BOND") return { fieldErrors: {}, formErrors: [fieldMessage("sale.statusRequired")] };
      const move = dueMoveOf(loan, form, locale);
      if (move && form.confirmDue !== move.token) return { fieldErrors: { confirmDue: [fieldMessage("sale.confirmRequired")] } };
      const saved = await linkContext.provider.recordSaleUpdate(
        linkContext.link,
        application.id,
        saleUpdateInput(form, messageKeyOf(form.key)),
      );
      const headers = await commitLink(linkContext);
      return redirectWithToast(
        request,
        loanPagePath(linkContext.uuid),
        {
          type: "success",
          title: fieldMessage("sale.savedTitle"),
          ...(saved.payoutLetterSentTo ? { message: fieldMessage("sale.savedLetter", { email: saved.payoutLetterSentTo }) } : {}),
        },
        { headers },
      );
    },
    toField: (name) => FIELDS[name] ?? null,
    headers: ({ linkContext }) => linkContext.headers,
    // The page drawn again with a refusal shows what the answers would do to the due date.
    async extra({ loan, locale }, submission) {
      const parsed = submission.status === "success" ? (submission.value as SaleUpdateForm) : null;
      return { dueMove: parsed ? dueMoveOf(loan, parsed, locale) : null };
    },
  });
}
