import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import type { FormReply } from "~/domain/form-reply";
import { screenPath } from "~/domain/start-screen";
import { fieldMessage } from "~/i18n/field-message";
import { cardPaymentSchema } from "~/services/card-payment-form.server";
import { publicUrl } from "~/services/env.server";
import { getFeatureFlags } from "~/services/feature-flags.server";
import { formAction } from "~/services/form-action.server";
import { commitLink, enforceScreen, requireLink } from "~/services/link.server";
import { answerPressNotCarriedOut } from "~/services/press-answer.server";
import { ProviderError } from "~/services/provider.server";
import { redirectWithToast } from "~/services/toast.server";

/** Nothing to show here: a GET (a reload after the redirect, a bookmark) goes to the payment page. */
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(params.uuid ? screenPath(params.uuid, "pay-now") : "/");
}

/** Why the press did not start a payment, said on the card page the payer comes back to. */
function refusalToast(reply: FormReply) {
  // Catalog keys: the toast (and the 403 page) say them in the payer's language.
  const message = fieldMessage(
    reply.notice?.kind === "unsaved"
      ? "cardPress.unsaved"
      : reply.notice?.kind === "expired"
        ? "cardPress.expired"
        : "cardPress.outOfDate",
  );
  return { type: "danger" as const, title: fieldMessage("cardPress.title"), message };
}

/**
 * The pay button: ask the provider for a card payment and send the payer to its
 * hosted page (docs/decisions/0054-card-payments.md), through the one form
 * pipeline. The key comes from the rendered form, so a double click or a
 * resubmitted form reaches the same payment. The button's page is the card page:
 * a press that did not start a payment goes back there, saying why.
 */
export async function action(args: ActionFunctionArgs) {
  const { request, params } = args;
  const cardPage = params.uuid ? `${screenPath(params.uuid, "pay-now")}/card` : "/";
  const answer = await formAction(args, {
    async load({ request, params, context }) {
      const linkContext = await requireLink(request, params.uuid, context);
      enforceScreen("pay-now", linkContext);
      return linkContext;
    },
    schema: cardPaymentSchema,
    async submit({ idempotencyKey }, linkContext) {
      const { uuid, link, provider } = linkContext;
      const payNow = screenPath(uuid, "pay-now");
      const again = async (title: string, message: string) =>
        redirectWithToast(request, payNow, { type: "danger", title, message }, { headers: await commitLink(linkContext) });
      if (!(await getFeatureFlags()).card) {
        return again(fieldMessage("cardPress.unavailableTitle"), fieldMessage("cardPress.unavailableMessage"));
      }
      let payment;
      try {
        payment = await provider.startCardPayment(link, { returnUrl: publicUrl(`/z/${uuid}/card-payment`), idempotencyKey });
      } catch (error) {
        // 409: paid or processing meanwhile; the payment page sends the payer to the screen for that state.
        if (error instanceof ProviderError && error.status === 409) {
          return redirect(payNow, { status: 303, headers: await commitLink(linkContext) });
        }
        throw error;
      }
      if (payment.status === "DECLINED") {
        return again(fieldMessage("cardPress.declinedTitle"), fieldMessage("cardPress.declinedMessage"));
      }
      const headers = await commitLink(linkContext);
      if (payment.status === "APPROVED") return redirect(screenPath(uuid, "pending-payment"), { status: 303, headers });
      if (!/^https?:\/\//.test(payment.hostedPageUrl)) {
        throw new Error("The provider answered a hosted payment page that is not an http(s) URL");
      }
      return redirect(payment.hostedPageUrl, { status: 303, headers });
    },
    headers: (linkContext) => linkContext.headers,
  });
  if (answer instanceof Response) return answer;
  return answerPressNotCarriedOut(request, answer, cardPage, refusalToast(answer.data));
}

/** Nothing of its own to show: a GET redirects, and a refused token draws the error page. */
export default function PayByCard() {
  return null;
}
