import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import type { FormReply } from "~/domain/form-reply";
import { formatMoney } from "~/domain/money";
import { fieldMessage } from "~/i18n/field-message";
import { cardPaymentSchema } from "~/services/card-payment-form.server";
import { returnedCardPayment } from "~/services/card-return.server";
import { publicUrl } from "~/services/env.server";
import { getFeatureFlags } from "~/services/feature-flags.server";
import { formAction } from "~/services/form-action.server";
import { commitLink, requireLink } from "~/services/link.server";
import { loanPagePath, requireSignedLoan } from "~/services/loan.server";
import { answerPressNotCarriedOut } from "~/services/press-answer.server";
import { type CardPayment, ProviderError } from "~/services/provider.server";
import { repayByCardPath } from "~/services/repay-early.server";
import { redirectWithToast } from "~/services/toast.server";

// Repaying the loan early by card (decision 0343), the pay-now card payment's way
// (decision 0054): the press starts the provider's payment and sends the payer to its
// hosted page; the hosted page sends them back here, and the loan page says the outcome.

/** Why the press did not start a payment, said on the loan page the payer comes back to, naming its button. */
function refusalToast(reply: FormReply) {
  // Catalog keys: the toast (and the 403 page) say them in the payer's language.
  const message = fieldMessage(
    reply.notice?.kind === "unsaved"
      ? "repayPress.unsaved"
      : reply.notice?.kind === "expired"
        ? "repayPress.expired"
        : "repayPress.outOfDate",
  );
  return { type: "danger" as const, title: fieldMessage("repayPress.title"), message };
}

/** The "Repay by card" button, through the one form pipeline; the key comes from the rendered form. */
export async function action(args: ActionFunctionArgs) {
  const { request, params } = args;
  const loanPage = params.uuid ? loanPagePath(params.uuid) : "/";
  const answer = await formAction(args, {
    load: ({ request, params, context }) => requireSignedLoan(request, params.uuid, context),
    schema: cardPaymentSchema,
    async submit({ idempotencyKey }, { linkContext, application }) {
      const { uuid, link, provider } = linkContext;
      const back = async (toast?: { title: string; message: string }) =>
        toast
          ? redirectWithToast(
              request,
              loanPagePath(uuid),
              { type: "danger", ...toast },
              { headers: await commitLink(linkContext) },
            )
          : redirect(loanPagePath(uuid), { status: 303, headers: await commitLink(linkContext) });
      if (!(await getFeatureFlags()).card) {
        return back({
          title: fieldMessage("cardPress.unavailableTitle"),
          message: fieldMessage("repayPress.unavailableMessage"),
        });
      }
      let payment: CardPayment;
      try {
        const returnUrl = publicUrl(repayByCardPath(uuid));
        payment = await provider.startLoanCardPayment(link, application.id, { returnUrl, idempotencyKey });
      } catch (error) {
        // 409: repaid meanwhile, not yet funded, or another payment open: the loan page shows the loan as it stands.
        if (error instanceof ProviderError && error.status === 409) return back();
        throw error;
      }
      if (payment.status === "DECLINED") {
        return back({ title: fieldMessage("cardPress.declinedTitle"), message: fieldMessage("cardPress.declinedMessage") });
      }
      if (payment.status === "APPROVED") return back();
      if (!/^https?:\/\//.test(payment.hostedPageUrl)) {
        throw new Error("The provider answered a hosted payment page that is not an http(s) URL");
      }
      return redirect(payment.hostedPageUrl, { status: 303, headers: await commitLink(linkContext) });
    },
    headers: ({ linkContext }) => linkContext.headers,
  });
  if (answer instanceof Response) return answer;
  return answerPressNotCarriedOut(request, answer, loanPage, refusalToast(answer.data));
}

/**
 * Where the hosted page sends the payer back (`?payment=<id>`): read the payment, never
 * trusting the query alone, and say its outcome on the loan page, which shows the
 * repayment once approved. A GET without a payment (a reload, a bookmark) is the loan page.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const linkContext = await requireLink(request, params.uuid, context);
  const { uuid } = linkContext;
  const loanPage = loanPagePath(uuid);
  // Catalog keys: the loan page says them in the payer's language (toast.server.ts).
  const toLoan = async (type: "success" | "danger" | "info", title: string, message: string) =>
    redirectWithToast(request, loanPage, { type, title, message }, { headers: await commitLink(linkContext) });

  const payment = await returnedCardPayment(request, linkContext);
  if (payment === "none") return redirect(loanPage, { headers: linkContext.headers });
  if (payment === "unknown") {
    return toLoan("danger", fieldMessage("cardReturn.notFoundTitle"), fieldMessage("cardReturn.notFoundMessage"));
  }
  switch (payment.status) {
    case "APPROVED":
      return toLoan(
        "success",
        fieldMessage("repayReturn.approvedTitle"),
        fieldMessage("repayReturn.approvedMessage", { amount: formatMoney(payment.amount) }),
      );
    case "DECLINED":
      return toLoan("danger", fieldMessage("cardReturn.declinedTitle"), fieldMessage("cardReturn.declinedMessage"));
    default:
      return toLoan("info", fieldMessage("cardReturn.unfinishedTitle"), fieldMessage("cardReturn.unfinishedMessage"));
  }
}

/** Nothing of its own to show: a GET redirects, and a refused token draws the error page. */
export default function RepayByCard() {
  return null;
}
