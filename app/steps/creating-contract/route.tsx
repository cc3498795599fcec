import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { DeferredTotals } from "~/components/ApplicationStatus";
import { useStepTitle } from "~/components/step-page";
import { reviewTotals } from "~/domain/review-answers";
import { chooseStartScreen, screenPath } from "~/domain/start-screen";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { loadContractPage } from "~/services/contract.server";
import { startInput } from "~/services/link.server";
import { pageLoader } from "~/services/page-loader.server";
import { aboutAndAdditionalFunds } from "~/services/step-loader.server";

const STEP = "creating-contract";

export function loader(args: LoaderFunctionArgs) {
  return pageLoader(args, ["contractApproved", "paylater", "about"], async (args) => {
    const { stepContext, contract } = await loadContractPage(args, STEP);
    const { application, uuid, headers } = stepContext;
    return data(
      {
        totals: reviewTotals(application),
        repayment: application.applicationData.loanRepaymentMethod,
        requestType: stepContext.fundRequest.requestType,
        signAt: contract ? screenPath(uuid, chooseStartScreen(startInput(stepContext))) : null,
        about: aboutAndAdditionalFunds(stepContext).about,
      },
      { headers },
    );
  });
}

export const handle: RouteHandle = { gtm: STEP };

export default function CreatingContract() {
  const t = useT();
  const { totals, repayment, requestType, signAt, about } = useLoaderData<typeof loader>();
  const title = useStepTitle();
  return (
    <>
      {about ? <p className="caption">{t(about)}</p> : null}
      <h1 tabIndex={-1}>{title}</h1>
      <p className="lead">{t("contractApproved.approvedLead")}</p>
      <DeferredTotals totals={totals} title={t("contractApproved.approvedTotals")} />
      <section aria-labelledby="conditions-title">
        <h2 id="conditions-title">{t("contractApproved.conditionsTitle")}</h2>
        <ul>
          <li>{t("contractApproved.conditionEverySigns")}</li>
          <li>
            {repayment === "DIRECT_DEBIT"
              ? t("contractApproved.conditionDebit", { type: requestType })
              : t("contractApproved.conditionSale", { type: requestType })}
          </li>
          <li>{t("contractApproved.conditionTrue")}</li>
        </ul>
      </section>
      <section aria-labelledby="next-title">
        <h2 id="next-title">{t("contractApproved.nextTitle")}</h2>
        {signAt ? (
          <>
            <p>{t("contractApproved.readyText")}</p>
            <p>
              <Link to={signAt} className="button">
                {t("contractApproved.readAndSign")}
              </Link>
            </p>
          </>
        ) : (
          <p>{t("contractApproved.preparing")}</p>
        )}
      </section>
    </>
  );
}
