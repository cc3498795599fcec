import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RadioGroup } from "~/components/RadioGroup";
import { StepForm, stepHandle, useStepForm } from "~/components/StepForm";
import { REPAYMENT_METHOD_LABELS } from "~/domain/application-schemas/repayment-choices";
import { formatMoney } from "~/domain/money";
import { LOAN_REPAYMENT_METHODS } from "~/domain/types";
import {
  loadStep,
  redirectAfterSave,
  replyToFailedSave,
  replyToSubmission,
  saveStep,
  stepView,
} from "~/services/application.server";
import { requireCsrf } from "~/services/csrf.server";
import { parseWithZod, repaymentSchema } from "~/services/step-schemas.server";

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

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireCsrf(request);
  const step = await loadStep(request, params, context, STEP);
  const submission = parseWithZod(await request.formData(), { schema: repaymentSchema });
  if (submission.status !== "success") return replyToSubmission(step, submission);
  const saved = await saveStep(step, request, { applicationData: submission.value });
  return saved.ok ? redirectAfterSave(step, saved.redirectTo) : replyToFailedSave(step, submission, saved);
}

export const handle = stepHandle(STEP);

export default function Repayment() {
  const { view, loanRepaymentMethod, total } = useLoaderData<typeof loader>();
  const { form, fields, notice, failedVersion } = useStepForm(
    () => import("~/domain/application-schemas/repayment").then((module) => module.repaymentSchema),
    {
      loanRepaymentMethod: loanRepaymentMethod ?? undefined,
    },
  );
  return (
    <StepForm
      step={STEP}
      view={view}
      form={form}
      notice={notice}
      failedVersion={failedVersion}
      intro={
        <p>
          You repay <strong>{formatMoney(total)}</strong> in one payment when your property sale settles. There are no
          repayments before then.
        </p>
      }
    >
      <RadioGroup field={fields.loanRepaymentMethod} legend="How do you want to repay?" options={OPTIONS} />
    </StepForm>
  );
}
