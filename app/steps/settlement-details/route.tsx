import { getInputProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { Field } from "~/components/Field";
import { StepForm, useStepForm } from "~/components/StepForm";
import { stepHandle } from "~/route-handle";
import { loadStep, stepView } from "~/services/application.server";
import { stepAction } from "~/services/step-action.server";
import { AGENCY_MAX } from "~/steps/settlement-details/choices";
import { settlementDetailsSchema } from "~/steps/settlement-details/schema";

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
  const { agency } = useLoaderData<typeof loader>();
  const { fields, frame } = useStepForm(settlementDetailsSchema, { agency });
  const field = fields.agency;
  return (
    <StepForm frame={frame} intro={<p>We send the settlement agency a note to repay the loan from the sale proceeds.</p>}>
      <Field
        label="Settlement agency (optional)"
        hint="The conveyancer or settlement agent handling your sale. Leave this blank if you have not chosen one yet."
        errors={field.errors}
        inputProps={{
          ...getInputProps(field, { type: "text" }),
          autoComplete: "organization",
          maxLength: AGENCY_MAX,
          spellCheck: false,
        }}
      />
    </StepForm>
  );
}
