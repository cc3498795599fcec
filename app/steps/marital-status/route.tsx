import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { RadioGroup } from "~/components/RadioGroup";
import { StepForm, useStepForm } from "~/components/StepForm";
import { TextField } from "~/components/TextField";
import type { RouteHandle } from "~/route-handle";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { MARITAL_STATUS_OPTIONS } from "~/steps/marital-status/choices";
import { maritalStatusSchema } from "~/steps/marital-status/schema";

const STEP = "marital-status";

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(args, STEP, (step) => {
    const { martialStatus, numberOfDependents } = step.applicant;
    return {
      martialStatus: martialStatus ?? undefined,
      numberOfDependents: typeof numberOfDependents === "number" ? String(numberOfDependents) : undefined,
    };
  });

export async function action(args: ActionFunctionArgs) {
  return stepAction(args, { step: STEP, schema: maritalStatusSchema, change: (answers) => ({ applicant: answers }) });
}

export const handle: RouteHandle = { gtm: STEP };

export default function MaritalStatus() {
  const { martialStatus, numberOfDependents } = useLoaderData<typeof loader>();
  const { fields, frame } = useStepForm(maritalStatusSchema, { martialStatus, numberOfDependents });
  return (
    <StepForm frame={frame} intro={<p>The amount you are applying for needs a few questions about your household.</p>}>
      <RadioGroup field={fields.martialStatus} legend="What is your marital status?" options={MARITAL_STATUS_OPTIONS} />
      <TextField
        field={fields.numberOfDependents}
        label="How many people depend on you financially?"
        hint="For example, children or relatives you support. Enter 0 if nobody does."
        inputMode="numeric"
        autoComplete="off"
        className="input--short"
      />
    </StepForm>
  );
}
