import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Field } from "~/components/Field";
import { StepForm, stepHandle, useStepForm } from "~/components/StepForm";
import { AGENCY_MAX } from "~/domain/application-schemas/settlement-details-choices";
import { loadStep, stepView } from "~/services/application.server";
import { settlementDetailsSchema } from "~/services/step-schemas.server";
import { stepAction } from "~/services/step-action.server";

const STEP = "settlement-details";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const step = await loadStep(request, params, context, STEP);
  return data(
    { view: stepView(step), agency: step.application.applicationData.settlement?.agency ?? "" },
    { headers: step.headers },
  );
}

export async function action(args: ActionFunctionArgs) {
  return stepAction(args, {
    step: STEP,
    schema: settlementDetailsSchema,
    change: ({ agency }) => ({ applicationData: { settlement: agency ? { agency } : null } }),
    // The provider names the whole settlement object; the form has one field for it.
    toField: (name) => (name.startsWith("settlement") ? "agency" : null),
  });
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
