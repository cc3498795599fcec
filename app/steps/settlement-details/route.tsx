import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { TextField } from "~/components/Field";
import { StepForm, useStepForm } from "~/components/StepForm";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { AGENCY_MAX } from "~/steps/settlement-details/choices";
import { settlementDetailsSchema } from "~/steps/settlement-details/schema";

const STEP = "settlement-details";

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(args, STEP, ["stepSettlement"], ({ application, fundRequest }) => ({
    agency: application.applicationData.settlement?.agency ?? "",
    requestType: fundRequest.requestType,
  }));

export async function action(args: ActionFunctionArgs) {
  return stepAction(args, {
    step: STEP,
    schema: settlementDetailsSchema,
    change: ({ agency }) => ({ applicationData: { settlement: agency ? { agency } : null } }),
    // The provider names the whole settlement object; the form has one field for it.
    toField: (name) => (name.startsWith("settlement") ? "agency" : null),
  });
}

export const handle: RouteHandle = { gtm: STEP };

export default function SettlementDetails() {
  const t = useT();
  const { agency, requestType } = useLoaderData<typeof loader>();
  const { fields, frame } = useStepForm(settlementDetailsSchema, { agency });
  return (
    <StepForm frame={frame} intro={<p>{t("stepSettlement.intro", { type: requestType })}</p>}>
      {/* The agency is not the applicant's own organisation: autocomplete would offer their employer. */}
      <TextField
        field={fields.agency}
        label={t("stepSettlement.label")}
        hint={t("stepSettlement.hint")}
        autoComplete="off"
        maxLength={AGENCY_MAX}
      />
    </StepForm>
  );
}
