import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { StepForm, useStepForm } from "~/components/StepForm";
import { formatMoney } from "~/domain/money";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { sendFundsToSchema } from "~/steps/send-funds-to/schema";

const STEP = "send-funds-to";

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(args, STEP, ["stepSendFunds"], (step) => {
    const { application, fundRequest } = step;
    return {
      toAgency: application.financeType === "VPA",
      amount: application.amount,
      agencyName: fundRequest.location?.name ?? null,
      reference: fundRequest.reference,
    };
  });

export async function action(args: ActionFunctionArgs) {
  return stepAction(args, { step: STEP, schema: sendFundsToSchema, change: () => ({}) });
}

export const handle: RouteHandle = { gtm: STEP };

export default function SendFundsTo() {
  const t = useT();
  const { toAgency, amount, agencyName, reference } = useLoaderData<typeof loader>();
  const { frame } = useStepForm(sendFundsToSchema);
  const agency = agencyName ?? t("stepSendFunds.theAgency");
  const money = formatMoney(amount);
  return (
    <StepForm frame={frame}>
      {toAgency ? (
        <>
          <p>
            {reference
              ? t("stepSendFunds.toAgencyWithReference", { amount: money, agency, reference })
              : t("stepSendFunds.toAgency", { amount: money, agency })}
          </p>
          <dl className="summary">
            <div className="summary__row">
              <dt>{t("stepSendFunds.paidTo")}</dt>
              <dd>{agencyName ? <span translate="no">{agencyName}</span> : t("stepSendFunds.yourAgency")}</dd>
            </div>
            <div className="summary__row">
              <dt>{t("stepSendFunds.amount")}</dt>
              <dd className="money">
                <bdi dir="ltr">{money}</bdi>
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <p>{t("stepSendFunds.toYou", { amount: money })}</p>
      )}
    </StepForm>
  );
}
