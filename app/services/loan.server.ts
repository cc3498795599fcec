// The loan of a signed application, from the provider (decision 0340).
import type { Loan } from "~/domain/types";
import type { ProviderClient } from "./provider.server";
import type { LinkSession } from "./session.server";

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
