import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { RadioGroup } from "~/components/RadioGroup";
import { StepForm, useStepForm } from "~/components/StepForm";
import { repaymentSchema } from "~/domain/application-schemas/repayment";
import { REPAYMENT_METHOD_LABELS } from "~/domain/application-schemas/repayment-choices";
import { formatMoney } from "~/domain/money";
import { LOAN_REPAYMENT_METHODS } from "~/domain/types";
import { stepHandle } from "~/route-handle";
import { loadStep, stepView } from "~/services/application.server";
import { stepAction } from "~/services/step-action.server";

const STEP = "repayment";
const OPTIONS = LOAN_REPAYMENT_METHODS.map((value) => ({ value, ...REPAYMENT_METHOD_LABELS[value] }));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const step = await loadStep(request, params, context, STEP);
  const { application } = step;
  return data(
    {
      view: stepView(step),
      loanRepaymentMethod: application.applicationData.loanRepaymentMethod,
      total: application.repaymentAmount,
    },
    { headers: step.headers },
  );
}

export async function action(args: ActionFunctionArgs) {
  return stepAction(args, { step: STEP, schema: repaymentSchema, change: (answers) => ({ applicationData: answers }) });
}

export const handle = stepHandle(STEP);

export default function Repayment() {
  const { view, loanRepaymentMethod, total } = useLoaderData<typeof loader>();
  const { form, fields, frame } = useStepForm(repaymentSchema, {
    loanRepaymentMethod: loanRepaymentMethod ?? undefined,
  });
  return (
    <StepForm
      step={STEP}
      view={view}
      form={form}
      frame={frame}
      intro={
        <p>
          You repay <strong>{formatMoney(total)}</strong> in one payment when your property sale settles. There are no repayments
          before then.
        </p>
      }
    >
      <RadioGroup field={fields.loanRepaymentMethod} legend="How do you want to repay?" options={OPTIONS} />
    </StepForm>
  );
}
