import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";

import { formatAddress } from "~/domain/address";
import { settlementDays } from "~/domain/sale-update";
import { localeOf } from "~/services/language.server";
import { commitLink } from "~/services/link.server";
import { requireSignedLoan } from "~/services/loan.server";
import { payoutLetterFor, payoutLetterPdf, payoutLetterView } from "~/services/payout-letter.server";

/**
 * The payout letter as a PDF (decision 0342), for the settlement day in the address:
 * made here on each download from the provider's figures, in the payer's language as
 * the statement is (decision 0395). Private figures: never cached. A day refused is a 404 here; the
 * page says why by its field.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { linkContext, application, loan } = await requireSignedLoan(request, params.uuid, context);
  const { provider, link, fundRequest } = linkContext;
  const locale = await localeOf(request);
  const days = settlementDays(loan, locale);
  const typed = new URL(request.url).searchParams.get("settlementDate") ?? "";
  const answer = await payoutLetterFor({ provider, link, applicationId: application.id }, days, typed);
  if (!answer.letter) {
    throw data("There is no payout letter for this settlement date.", { status: 404, headers: linkContext.headers });
  }
  const names = new Map((fundRequest.customers ?? []).map((c) => [c.id, `${c.firstName} ${c.lastName}`.trim()]));
  const bytes = await payoutLetterPdf(
    payoutLetterView(answer.letter, locale),
    {
      borrowers: application.applicationData.applicants.map((applicant) => names.get(applicant.id) ?? "").filter(Boolean),
      property: fundRequest.property ? formatAddress(fundRequest.property) : null,
    },
    locale,
  );
  const headers = await commitLink(linkContext);
  headers.set("Content-Type", "application/pdf");
  headers.set(
    "Content-Disposition",
    `attachment; filename="payout-letter-${answer.letter.reference}-${answer.letter.settlementDate}.pdf"`,
  );
  headers.set("Cache-Control", "private, no-store");
  return new Response(Buffer.from(bytes), { status: 200, headers });
}
