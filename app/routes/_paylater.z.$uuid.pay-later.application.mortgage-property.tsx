import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Checkbox } from "~/components/Checkbox";
import { formatAddress } from "~/components/FundRequestSummary";
import { StepForm, stepHandle, useStepForm } from "~/components/StepForm";
import {
  loadStep,
  redirectAfterSave,
  replyToFailedSave,
  replyToSubmission,
  saveStep,
  stepView,
} from "~/services/application.server";
import { requireCsrf } from "~/services/csrf.server";
import { parseWithZod, mortgagePropertySchema } from "~/services/step-schemas.server";

const STEP = "mortgage-property";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const step = await loadStep(request, params, context, STEP);
  const { property } = step.fundRequest;
  return data(
    {
      view: stepView(step),
      propertyAddress: property ? formatAddress(property) : null,
      acknowledged: step.applicant.hasAcknowledgedResidenceSale,
    },
    { headers: step.headers },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireCsrf(request);
  const step = await loadStep(request, params, context, STEP);
  const submission = parseWithZod(await request.formData(), { schema: mortgagePropertySchema });
  if (submission.status !== "success") return replyToSubmission(step, submission);
  const saved = await saveStep(step, request, { applicant: submission.value });
  return saved.ok ? redirectAfterSave(step, saved.redirectTo) : replyToFailedSave(step, submission, saved);
}

export const handle = stepHandle(STEP);

export default function MortgageProperty() {
  const { view, propertyAddress, acknowledged } = useLoaderData<typeof loader>();
  const { form, fields, notice, failedVersion } = useStepForm(
    () => import("~/domain/application-schemas/mortgage-property").then((module) => module.mortgagePropertySchema),
    {
      hasAcknowledgedResidenceSale: acknowledged || undefined,
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
        <>
          <p>
            Paying at settlement is a loan secured on the property you are selling. It is repaid from the sale when it
            settles.
          </p>
          <dl className="summary">
            <div className="summary__row">
              <dt>Property being sold</dt>
              <dd>{propertyAddress ?? "The property named on your fund request"}</dd>
            </div>
          </dl>
        </>
      }
    >
      <Checkbox
        field={fields.hasAcknowledgedResidenceSale}
        label="I confirm this property is being sold, and the loan is repaid from the sale at settlement"
        hint="If the sale falls through, the loan is still repayable."
      />
    </StepForm>
  );
}
