import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { RadioGroup } from "~/components/RadioGroup";
import { StepForm, useStepForm } from "~/components/StepForm";
import { formatMoney } from "~/domain/money";
import { repaymentMethodLabels } from "~/domain/repayment";
import { LOAN_REPAYMENT_METHODS } from "~/domain/types";
import { T, useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { repaymentSchema } from "~/steps/repayment/schema";

const STEP = "repayment";

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(args, STEP, ["stepRepayment"], (step, { t }) => {
    const { application, fundRequest } = step;
    const labels = repaymentMethodLabels(fundRequest.requestType, t);
    return {
      loanRepaymentMethod: application.applicationData.loanRepaymentMethod,
      total: application.repaymentAmount,
      options: LOAN_REPAYMENT_METHODS.map((value) => ({ value, ...labels[value] })),
      requestType: fundRequest.requestType,
    };
  });

export async function action(args: ActionFunctionArgs) {
  return stepAction(args, { step: STEP, schema: repaymentSchema, change: (answers) => ({ applicationData: answers }) });
}

export const handle: RouteHandle = { gtm: STEP };

export default function Repayment() {
  const t = useT();
  const { loanRepaymentMethod, total, options, requestType } = useLoaderData<typeof loader>();
  const { fields, frame } = useStepForm(repaymentSchema, {
    loanRepaymentMethod: loanRepaymentMethod ?? undefined,
  });
  return (
    <StepForm
      frame={frame}
      intro={
        <p>
          <T id="stepRepayment.intro" values={{ type: requestType, total: formatMoney(total) }} components={{ 0: <strong /> }} />
        </p>
      }
    >
      <RadioGroup field={fields.loanRepaymentMethod} legend={t("stepRepayment.legend")} options={options} />
    </StepForm>
  );
}
