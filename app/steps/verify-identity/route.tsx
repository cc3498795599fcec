import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { DateInput } from "~/components/DateInput";
import { TextField } from "~/components/Field";
import { RadioGroup } from "~/components/RadioGroup";
import { StepForm, useStepForm } from "~/components/StepForm";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { failedSave } from "~/services/form-action.server";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { DOCUMENT_OPTIONS } from "~/steps/verify-identity/choices";
import { verifyIdentitySchema } from "~/steps/verify-identity/schema";

const STEP = "verify-identity";

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(args, STEP, ["stepIdentity", "names"], (step) => {
    const customer = step.fundRequest.customers.find((c) => c.id === step.link.customerId);
    return {
      firstName: customer?.firstName ?? "",
      lastName: customer?.lastName ?? "",
      verified: step.applicant.hasVerifiedIdentity,
      failedBefore: customer?.idVerificationResult === "FAIL",
    };
  });

export async function action(args: ActionFunctionArgs) {
  return stepAction(args, {
    step: STEP,
    schema: verifyIdentitySchema,
    // The provider records one check per applicant and document: pressing again
    // after a failed save answers the same check, and the save goes on from it.
    async change(identity, step) {
      try {
        const checked = await step.provider.checkIdentity(step.link, step.application.id, identity);
        // A failed check is a detour: it does not count as leaving for the review page.
        return { basedOn: checked.financeApplication, nextPage: checked.result === "PASS" ? undefined : "verification-fail" };
      } catch (error) {
        return { failure: failedSave(error) };
      }
    },
  });
}

export const handle: RouteHandle = { gtm: STEP };

export default function VerifyIdentity() {
  const t = useT();
  const { firstName, lastName, verified, failedBefore } = useLoaderData<typeof loader>();
  const { fields, frame } = useStepForm(verifyIdentitySchema, { firstName, lastName });
  return (
    <StepForm
      frame={frame}
      submitLabel={t("stepIdentity.submit")}
      intro={
        <p>
          {verified ? t("stepIdentity.introVerified") : failedBefore ? t("stepIdentity.introFailed") : t("stepIdentity.intro")}
        </p>
      }
    >
      <TextField field={fields.firstName} label={t("names.firstName")} autoComplete="given-name" />
      <TextField field={fields.lastName} label={t("names.lastName")} autoComplete="family-name" />
      <DateInput
        field={fields.dateOfBirth}
        legend={t("stepIdentity.dateOfBirth")}
        hint={t("stepIdentity.dateOfBirthHint")}
        autoCompletePrefix="bday"
      />
      <RadioGroup
        field={fields.documentType}
        legend={t("stepIdentity.documentLegend")}
        options={DOCUMENT_OPTIONS.map(({ value, label, hint }) => ({ value, label: t(label), hint: t(hint) }))}
      />
      <TextField
        field={fields.documentNumber}
        label={t("stepIdentity.documentNumber")}
        hint={t("stepIdentity.documentNumberHint")}
        autoComplete="off"
        autoCapitalize="characters"
      />
    </StepForm>
  );
}
