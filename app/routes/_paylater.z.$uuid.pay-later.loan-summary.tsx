import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { LoanSummary } from "~/components/LoanSummary";
import { PrintButton } from "~/components/PrintButton";
import { screenPath } from "~/domain/start-screen";
import type { RouteHandle } from "~/route-handle";
import { loadStep } from "~/services/application.server";
import { contractOf } from "~/services/contract.server";
import { loanSummaryWords } from "~/services/loan-summary.server";
import { pageLoader } from "~/services/page-loader.server";

/**
 * The loan on one screen (decision 0353), for an applicant whose contract is ready to
 * sign: the step guard is the signing page's (contract-signing and please-sign are one
 * state), and without a contract yet it goes where the signing page would.
 */
export function loader(args: LoaderFunctionArgs) {
  // The summary's words are worded on the server (loan-summary.server.ts): the page sends no namespace.
  return pageLoader(args, [], async ({ request, params, context }, { locale }) => {
    const stepContext = await loadStep(request, params, context, "contract-signing");
    const contract = await contractOf(stepContext);
    if (!contract) throw redirect(screenPath(stepContext.uuid, "creating-contract"), { headers: stepContext.headers });
    const summary = loanSummaryWords(contract, stepContext.fundRequest.requestType, locale);
    return data(
      { summary, back: `/z/${encodeURIComponent(stepContext.uuid)}`, backText: summary.words.back, print: summary.words.print },
      { headers: stepContext.headers },
    );
  });
}

export default function LoanSummaryPage() {
  const { summary, back, backText, print } = useLoaderData<typeof loader>();
  return (
    <>
      <p className="no-print">
        <Link to={back} className="back-link" prefetch="none">
          {backText}
        </Link>
      </p>
      <LoanSummary summary={summary} />
      <p className="no-print">
        <PrintButton>{print}</PrintButton>
      </p>
    </>
  );
}

export const handle: RouteHandle = {
  title: (data) => (data as { summary?: { words: { title: string } } } | undefined)?.summary?.words.title ?? "",
  gtm: "loan-summary",
  legalFooter: true,
};
