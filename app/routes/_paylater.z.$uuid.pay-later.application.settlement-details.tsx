import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Field } from "~/components/Field";
import { StepForm, stepHandle, useStepForm } from "~/components/StepForm";
import { AGENCY_MAX } from "~/domain/application-schemas/settlement-details-choices";
import {
  loadStep,
  redirectAfterSave,
  replyToFailedSave,
  replyToSubmission,
  saveStep,
  stepView,
} from "~/services/application.server";
import { requireCsrf } from "~/services/csrf.server";
import { parseWithZod, settlementDetailsSchema } from "~/services/step-schemas.server";

const STEP = "settlement-details";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const step = await loadStep(request, params, context, STEP);
  return data(
    { view: stepView(step), agency: step.application.applicationData.settlement?.agency ?? "" },
    { headers: step.headers },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireCsrf(request);
  const step = await loadStep(request, params, context, STEP);
  const submission = parseWithZod(await request.formData(), { schema: settlementDetailsSchema });
  if (submission.status !== "success") return replyToSubmission(step, submission);
  const { agency } = submission.value;
  const saved = await saveStep(step, request, { applicationData: { settlement: agency ? { agency } : null } });
  // The provider names the whole settlement object; the form has one field for it.
  const toField = (name: string) => (name.startsWith("settlement") ? "agency" : null);
  return saved.ok ? redirectAfterSave(step, saved.redirectTo) : replyToFailedSave(step, submission, saved, toField);
}

export const handle = stepHandle(STEP);

export default function SettlementDetails() {
  const { view, agency } = useLoaderData<typeof loader>();
  const { form, fields, notice, failedVersion } = useStepForm(
    () => import("~/domain/application-schemas/settlement-details").then((module) => module.settlementDetailsSchema),
    { agency },
  );
  const field = fields.agency;
  return (
    <StepForm
      step={STEP}
      view={view}
      form={form}
      notice={notice}
      failedVersion={failedVersion}
      intro={<p>We send the settlement agency a note to repay the loan from the sale proceeds.</p>}
    >
      <Field
        id={field.id}
        label="Settlement agency (optional)"
        hint="The conveyancer or settlement agent handling your sale. Leave this blank if you have not chosen one yet."
        errors={field.errors}
        inputProps={{
          name: field.name,
          type: "text",
          defaultValue: field.initialValue ?? "",
          autoComplete: "organization",
          maxLength: AGENCY_MAX,
          spellCheck: false,
        }}
      />
    </StepForm>
  );
}
