import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { TextField } from "~/components/Field";
import { RadioGroup } from "~/components/RadioGroup";
import { StepForm, useStepForm } from "~/components/StepForm";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { MARITAL_STATUS_OPTIONS } from "~/steps/marital-status/choices";
import { maritalStatusSchema } from "~/steps/marital-status/schema";

const STEP = "marital-status";

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(args, STEP, ["stepMarital"], (step) => {
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
  const t = useT();
  const { martialStatus, numberOfDependents } = useLoaderData<typeof loader>();
  const { fields, frame } = useStepForm(maritalStatusSchema, { martialStatus, numberOfDependents });
  return (
    <StepForm frame={frame} intro={<p>{t("stepMarital.intro")}</p>}>
      <RadioGroup
        field={fields.martialStatus}
        legend={t("stepMarital.legend")}
        options={MARITAL_STATUS_OPTIONS.map((value) => ({ value, label: t("stepMarital.status", { status: value }) }))}
      />
      <TextField
        field={fields.numberOfDependents}
        label={t("stepMarital.dependants")}
        hint={t("stepMarital.dependantsHint")}
        inputMode="numeric"
        autoComplete="off"
        className="input--short"
      />
    </StepForm>
  );
}
