import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Field } from "~/components/Field";
import { RadioGroup } from "~/components/RadioGroup";
import { StepForm, stepHandle, useStepForm } from "~/components/StepForm";
import { MARITAL_STATUS_OPTIONS } from "~/domain/application-schemas/marital-status-choices";
import {
  loadStep,
  redirectAfterSave,
  replyToFailedSave,
  replyToSubmission,
  saveStep,
  stepView,
} from "~/services/application.server";
import { requireCsrf } from "~/services/csrf.server";
import { parseWithZod, maritalStatusSchema } from "~/services/step-schemas.server";

const STEP = "marital-status";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const step = await loadStep(request, params, context, STEP);
  const { martialStatus, numberOfDependents } = step.applicant;
  return data(
    {
      view: stepView(step),
      martialStatus: martialStatus ?? undefined,
      numberOfDependents: typeof numberOfDependents === "number" ? String(numberOfDependents) : undefined,
    },
    { headers: step.headers },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireCsrf(request);
  const step = await loadStep(request, params, context, STEP);
  const submission = parseWithZod(await request.formData(), { schema: maritalStatusSchema });
  if (submission.status !== "success") return replyToSubmission(step, submission);
  const saved = await saveStep(step, request, { applicant: submission.value });
  return saved.ok ? redirectAfterSave(step, saved.redirectTo) : replyToFailedSave(step, submission, saved);
}

export const handle = stepHandle(STEP);

export default function MaritalStatus() {
  const { view, martialStatus, numberOfDependents } = useLoaderData<typeof loader>();
  const { form, fields, notice, failedVersion } = useStepForm(
    () => import("~/domain/application-schemas/marital-status").then((module) => module.maritalStatusSchema),
    { martialStatus, numberOfDependents },
  );
  return (
    <StepForm
      step={STEP}
      view={view}
      form={form}
      notice={notice}
      failedVersion={failedVersion}
      intro={<p>The amount you are applying for needs a few questions about your household.</p>}
    >
      <RadioGroup field={fields.martialStatus} legend="What is your marital status?" options={MARITAL_STATUS_OPTIONS} />
      <Field
        id={fields.numberOfDependents.id}
        label="How many people depend on you financially?"
        hint="For example, children or relatives you support. Enter 0 if nobody does."
        errors={fields.numberOfDependents.errors}
        inputProps={{
          name: fields.numberOfDependents.name,
          type: "text",
          inputMode: "numeric",
          autoComplete: "off",
          className: "input--short",
          defaultValue: fields.numberOfDependents.initialValue,
        }}
      />
    </StepForm>
  );
}
