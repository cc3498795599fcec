import { checkContactMessage, type ContactErrors } from "~/domain/contact-message";
import type { LinkContext } from "./link.server";
import { ProviderError } from "./provider.server";

export type ContactResult =
  { sent: true; email: string } | { sent: false; status: 400 | 503; errors: ContactErrors | null; formError: string | null };

/**
 * Checks a contact-us message and passes it to the agency through the provider.
 * Lives on the server so the route's browser bundle never carries zod; the browser
 * loads the same checks only when the form is first sent.
 */
export async function sendContactMessage(linkContext: LinkContext, input: Record<string, string>): Promise<ContactResult> {
  const checked = checkContactMessage(input);
  if (!checked.value) return { sent: false, status: 400, errors: checked.errors, formError: null };
  try {
    await linkContext.provider.sendMessage(linkContext.link, { ...checked.value, phone: checked.value.phone || null });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const formError = "Your message could not be sent just now. Please try again in a few minutes.";
    return { sent: false, status: 503, errors: null, formError };
  }
  return { sent: true, email: checked.value.email };
}
