import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";

import { formatDate } from "~/domain/dates";
import { loanStatement } from "~/domain/loan-statement";
import { ownApplication } from "~/services/application.server";
import { localeOf } from "~/services/language.server";
import { commitLink, requireLink } from "~/services/link.server";
import { ProviderError } from "~/services/provider.server";
import { providerUnavailable } from "~/services/provider-outage.server";
import { statementPdf } from "~/services/statement-pdf.server";

/**
 * The statement of account as a PDF (decision 0341): made here, on each download, from
 * the loan the provider holds today and the contract's parties, in the payer's
 * language, the English that binds named at its end (decision 0395). Private
 * figures: never cached.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const linkContext = await requireLink(request, params.uuid, context);
  const { link, provider, headers } = linkContext;
  const own = ownApplication(linkContext);
  const notFound = () => data("There is no loan statement to download for this link.", { status: 404, headers });
  if (!own) throw notFound();
  try {
    const [loan, contract] = await Promise.all([
      provider.getLoan(link, own.application.id),
      provider.getContract(link, own.application.id),
    ]);
    const locale = await localeOf(request);
    const statement = loanStatement(loan, own.application.applicationData.loanRepaymentMethod, locale);
    const bytes = await statementPdf(
      statement,
      {
        lender: contract.document.lender,
        borrowers: contract.document.applicants.map((applicant) => applicant.name),
        property: contract.document.property,
        asAt: formatDate(loan.asAt, locale),
      },
      locale,
    );
    const answer = await commitLink(linkContext);
    answer.set("Content-Type", "application/pdf");
    answer.set("Content-Disposition", `attachment; filename="loan-statement-${own.application.id}-${loan.asAt}.pdf"`);
    answer.set("Cache-Control", "private, no-store");
    return new Response(Buffer.from(bytes), { status: 200, headers: answer });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.unavailable) providerUnavailable();
    throw notFound();
  }
}
