import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { screenPath } from "~/domain/start-screen";
import { publicUrl } from "~/services/env.server";
import { getFeatureFlags } from "~/services/feature-flags.server";
import { requireForm } from "~/services/form.server";
import { commitLink, enforceScreen, requireLink } from "~/services/link.server";
import { ProviderError } from "~/services/provider.server";
import { redirectWithToast } from "~/services/toast.server";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** Nothing to show here: a GET (a reload after the redirect, a bookmark) goes to the payment page. */
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(params.uuid ? screenPath(params.uuid, "pay-now") : "/");
}

/**
 * The pay button: ask the provider for a card payment and send the payer to its
 * hosted page (docs/decisions/0054-card-payments.md). The key comes from the
 * rendered form, so a double click or a resubmitted form reaches the same payment.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const formData = await requireForm(request);
  const linkContext = await requireLink(request, params.uuid, context);
  enforceScreen("pay-now", linkContext);
  const { uuid, link, provider } = linkContext;
  const payNow = screenPath(uuid, "pay-now");
  const again = async (title: string, message: string) =>
    redirectWithToast(request, payNow, { type: "danger", title, message }, { headers: await commitLink(linkContext) });

  const idempotencyKey = String(formData.get("idempotencyKey") ?? "");
  if (!(await getFeatureFlags()).card) {
    return again("Card payments are not available", "Please choose another way to pay.");
  }
  if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
    return again(
      "The card payment could not start",
      "The page was out of date. Check the amount and press the pay button again.",
    );
  }

  let payment;
  try {
    payment = await provider.startCardPayment(link, {
      returnUrl: publicUrl(`/z/${uuid}/card-payment`),
      idempotencyKey,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // 409: paid or processing meanwhile; the payment page sends the payer to the screen for that state.
    if (error.status === 409) return redirect(payNow, { status: 303, headers: await commitLink(linkContext) });
    return again(
      "The card payment could not start",
      "Nothing has been charged. Please try again in a few minutes, or choose another way to pay.",
    );
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
}
