import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";

import type { FormReply } from "~/domain/form-reply";
import { screenPath } from "~/domain/start-screen";
import { publicUrl } from "~/services/env.server";
import { getFeatureFlags } from "~/services/feature-flags.server";
import { formAction } from "~/services/form-action.server";
import { commitLink, enforceScreen, requireLink } from "~/services/link.server";
import { answerPressNotCarriedOut } from "~/services/press-answer.server";
import { ProviderError } from "~/services/provider.server";
import { redirectWithToast } from "~/services/toast.server";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** Nothing to show here: a GET (a reload after the redirect, a bookmark) goes to the payment page. */
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(params.uuid ? screenPath(params.uuid, "pay-now") : "/");
}

const payForm = z.object({ idempotencyKey: z.string().regex(IDEMPOTENCY_KEY) });

/** Why the press did not start a payment, said on the card page the payer comes back to. */
function refusalToast(reply: FormReply) {
  const message =
    reply.notice?.kind === "unsaved"
      ? "Nothing has been charged. Our payment service is not answering: please press the pay button again in a few minutes, or choose another way to pay."
      : reply.notice?.kind === "expired"
        ? "Nothing has been charged. The page had been open too long: go back to the payment page and press the pay button again."
        : "Nothing has been charged. The page was out of date: check the amount and press the pay button again.";
  return { type: "danger" as const, title: "The card payment did not start", message };
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
    schema: payForm,
    async submit({ idempotencyKey }, linkContext) {
      const { uuid, link, provider } = linkContext;
      const payNow = screenPath(uuid, "pay-now");
      const again = async (title: string, message: string) =>
        redirectWithToast(request, payNow, { type: "danger", title, message }, { headers: await commitLink(linkContext) });
      if (!(await getFeatureFlags()).card) return again("Card payments are not available", "Please choose another way to pay.");
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
        return again("That card payment was declined", "Nothing has been charged. Check the amount and try again.");
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
