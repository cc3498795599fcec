import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { useStepTitle } from "~/components/step-page";
import { screenPath } from "~/domain/start-screen";
import { MessageLink, T, useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { loadStep, stepView } from "~/services/application.server";
import { pageLoader } from "~/services/page-loader.server";

const STEP = "verification-fail";

/**
 * A failed identity check (docs/SPEC.md 2.5 rule 3) and the ways forward: another
 * document, paying now, or the agency. Someone whose identity did not fail has
 * nothing to see here and goes back to the check.
 */
export function loader(args: LoaderFunctionArgs) {
  return pageLoader(args, ["stepIdentity"], async ({ request, params, context }) => {
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
  });
}

export const handle: RouteHandle = { gtm: STEP };

export default function VerificationFail() {
  const t = useT();
  const { tryAgain, withdrawTo, contactUs, agencyName } = useLoaderData<typeof loader>();
  const title = useStepTitle();
  return (
    <>
      <h1 tabIndex={-1}>{title}</h1>
      <div className="notice notice--warning" role="status">
        <h2>{t("stepIdentity.failTitle")}</h2>
        <p>{t("stepIdentity.failText")}</p>
      </div>
      <h2>{t("stepIdentity.whatYouCanDo")}</h2>
      <ul className="choices">
        <li>
          <Link to={tryAgain} className="button">
            {t("stepIdentity.tryAgain")}
          </Link>
          <span className="choices__hint">{t("stepIdentity.tryAgainHint")}</span>
        </li>
        <li>
          <Link to={withdrawTo}>{t("stepIdentity.withdrawAndPay")}</Link>
        </li>
        <li>
          <T
            id="stepIdentity.contactIfMistake"
            values={{ agency: agencyName ?? t("stepIdentity.theAgency") }}
            components={{ 0: <MessageLink href={contactUs} /> }}
          />
        </li>
      </ul>
    </>
  );
}
