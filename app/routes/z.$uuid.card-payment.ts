import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { screenPath } from "~/domain/start-screen";
import { fieldMessage } from "~/i18n/field-message";
import { returnedCardPayment } from "~/services/card-return.server";
import { commitLink, requireLink } from "~/services/link.server";
import { redirectWithToast } from "~/services/toast.server";

/**
 * Where the provider's hosted page sends the payer back (`?payment=<id>`): read
 * the payment and show the screen for its outcome, never trusting the query alone.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const linkContext = await requireLink(request, params.uuid, context);
  const { uuid } = linkContext;
  const payNow = screenPath(uuid, "pay-now");
  // Whether the card was charged matters: like every notice, the outcome stays in the page, focused (decision 0251).
  // Catalog keys: the next page says them in the payer's language (toast.server.ts).
  const toPayNow = async (title: string, message: string, type: "danger" | "info" = "danger") =>
    redirectWithToast(request, payNow, { type, title, message }, { headers: await commitLink(linkContext) });

  const payment = await returnedCardPayment(request, linkContext);
  if (payment === "none") return redirect(payNow, { headers: linkContext.headers });
  if (payment === "unknown") {
    return toPayNow(fieldMessage("cardReturn.notFoundTitle"), fieldMessage("cardReturn.notFoundMessage"));
  }

  switch (payment.status) {
    case "APPROVED":
      return redirectWithToast(
        request,
        screenPath(uuid, "pending-payment"),
        {
          type: "success",
          title: fieldMessage("cardReturn.approvedTitle"),
          message: fieldMessage("cardReturn.approvedMessage"),
        },
        { headers: await commitLink(linkContext) },
      );
    case "DECLINED":
      return toPayNow(fieldMessage("cardReturn.declinedTitle"), fieldMessage("cardReturn.declinedMessage"));
    default:
      return toPayNow(fieldMessage("cardReturn.unfinishedTitle"), fieldMessage("cardReturn.unfinishedMessage"), "info");
  }
}
