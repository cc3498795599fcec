import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { StepForm, useStepForm } from "~/components/StepForm";
import { formatMoney } from "~/domain/money";
import type { RouteHandle } from "~/route-handle";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { sendFundsToSchema } from "~/steps/send-funds-to/schema";

const STEP = "send-funds-to";

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(args, STEP, (step) => {
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
  const { toAgency, amount, agencyName, reference } = useLoaderData<typeof loader>();
  const { frame } = useStepForm(sendFundsToSchema);
  const agency = agencyName ?? "the agency that sent your fund request";
  return (
    <StepForm frame={frame}>
      {toAgency ? (
        <>
          <p>
            If your application is approved, we pay {formatMoney(amount)} straight to {agency}
            {reference ? `, for fund request ${reference}` : ""}. You do not need to pay them anything now.
          </p>
          <dl className="summary">
            <div className="summary__row">
              <dt>Paid to</dt>
              <dd>{agencyName ?? "Your agency"}</dd>
            </div>
            <div className="summary__row">
              <dt>Amount</dt>
              <dd className="money">{formatMoney(amount)}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p>
          If your application is approved, we pay {formatMoney(amount)} into your own bank account. You tell us which account on
          the next page.
        </p>
      )}
    </StepForm>
  );
}
