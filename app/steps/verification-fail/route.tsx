import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { useStepTitle } from "~/components/step-page";
import { screenPath } from "~/domain/start-screen";
import type { RouteHandle } from "~/route-handle";
import { loadStep, stepView } from "~/services/application.server";

const STEP = "verification-fail";

/**
 * A failed identity check (SPEC 2.5 rule 3) and the ways forward: another
 * document, paying now, or the agency. Someone whose identity did not fail has
 * nothing to see here and goes back to the check.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const step = await loadStep(request, params, context, STEP);
  const customer = step.fundRequest.customers.find((c) => c.id === step.link.customerId);
  if (customer?.idVerificationResult !== "FAIL") {
    throw redirect(screenPath(step.uuid, "verify-identity"), { headers: step.headers });
  }
  return data(
    {
      tryAgain: screenPath(step.uuid, "verify-identity"),
      withdrawTo: stepView(step).withdrawTo,
      contactUs: screenPath(step.uuid, "contact-us"),
      agencyName: step.fundRequest.location?.name ?? null,
    },
    { headers: step.headers },
  );
}

export const handle: RouteHandle = { gtm: STEP };

export default function VerificationFail() {
  const { tryAgain, withdrawTo, contactUs, agencyName } = useLoaderData<typeof loader>();
  const title = useStepTitle();
  return (
    <>
      <h1 tabIndex={-1}>{title}</h1>
      <div className="notice notice--warning" role="status">
        <h2>We could not verify your identity</h2>
        <p>The details you gave did not match the document's records, so we cannot go on with your application yet.</p>
      </div>
      <h2>What you can do</h2>
      <ul className="choices">
        <li>
          <Link to={tryAgain} className="button">
            Try again with another document
          </Link>
          <span className="choices__hint">A driver licence, passport or Medicare card. Check every detail matches it.</span>
        </li>
        <li>
          <Link to={withdrawTo}>Withdraw the application and pay now</Link>
        </li>
        <li>
          <Link to={contactUs}>Contact {agencyName ?? "the agency"}</Link> if you think this is a mistake
        </li>
      </ul>
    </>
  );
}
