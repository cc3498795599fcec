import { type CardPayment, ProviderError } from "./provider.server";
import { providerUnavailable } from "./provider-outage.server";
import type { LinkContext } from "./request-state.server";

/**
 * The card payment the provider's hosted page sent the payer back with (`?payment=<id>`),
 * read from the provider, never trusted from the query alone (decision 0054): "none" when
 * the address carries no payment id (a reload, a bookmark), "unknown" when the provider
 * does not know it; the outage page when the provider cannot answer. Pay now's return and
 * repaying a loan early by card (decision 0343) both read it here.
 */
export async function returnedCardPayment(
  request: Request,
  { link, provider }: Pick<LinkContext, "link" | "provider">,
): Promise<CardPayment | "none" | "unknown"> {
  const paymentId = new URL(request.url).searchParams.get("payment") ?? "";
  if (!/^[1-9]\d{0,15}$/.test(paymentId)) return "none";
  try {
    return await provider.getCardPayment(link, paymentId);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.unavailable) providerUnavailable(error);
    return "unknown";
  }
}
