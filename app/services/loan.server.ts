// The loan of a signed application, from the provider (decision 0340).
import { type AppLoadContext, redirect } from "@remix-run/node";

import type { Loan } from "~/domain/types";
import type { LinkSession } from "~/types/portal-session";
import { ownApplication } from "./application.server";
import { requireLink } from "./link.server";
import { type ProviderClient, ProviderError } from "./provider.server";
import { providerUnavailable } from "./provider-outage.server";

export async function loanOf({
  provider,
  link,
  application,
}: {
  provider: ProviderClient;
  link: LinkSession;
  application: { id: string };
}): Promise<Loan> {
  return provider.getLoan(link, application.id);
}

/** The statement as a PDF, made by the portal from the same loan (decision 0341). */
export function statementPdfPath(uuid: string): string {
  return `/z/${encodeURIComponent(uuid)}/statement.pdf`;
}

/**
 * The link's own signed loan, for the pages after the signature (decision 0342): the
 * link, its application and the loan as the provider holds it today. A link with no
 * signed loan goes to its own screen; a provider that does not answer is the outage page.
 */
export async function requireSignedLoan(request: Request, uuid: string | undefined, context: AppLoadContext) {
  const linkContext = await requireLink(request, uuid, context);
  const own = ownApplication(linkContext);
  const status = own?.application.applicationStatus;
  if (!own || (status !== "SIGNED" && status !== "COMPLETED")) throw redirect(`/z/${encodeURIComponent(linkContext.uuid)}`);
  try {
    const loan = await linkContext.provider.getLoan(linkContext.link, own.application.id);
    return { linkContext, application: own.application, loan };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.unavailable) providerUnavailable();
    // Signed, but the provider holds no loan for this link's customer (a co-applicant still to sign).
    throw redirect(`/z/${encodeURIComponent(linkContext.uuid)}`);
  }
}

/** The loan page, where the pages after the signature lead back to. */
export function loanPagePath(uuid: string): string {
  return `/z/${encodeURIComponent(uuid)}/pay-later/application/signed`;
}

export function saleUpdatePath(uuid: string): string {
  return `/z/${encodeURIComponent(uuid)}/your-sale`;
}
