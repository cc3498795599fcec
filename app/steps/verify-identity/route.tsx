import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { DateInput } from "~/components/DateInput";
import { RadioGroup } from "~/components/RadioGroup";
import { StepForm, useStepForm } from "~/components/StepForm";
import { TextField } from "~/components/TextField";
import type { RouteHandle } from "~/route-handle";
import { failedSave } from "~/services/form-action.server";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { DOCUMENT_OPTIONS } from "~/steps/verify-identity/choices";
import { verifyIdentitySchema } from "~/steps/verify-identity/schema";

const STEP = "verify-identity";

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(args, STEP, (step) => {
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
  const { firstName, lastName, verified, failedBefore } = useLoaderData<typeof loader>();
  const { fields, frame } = useStepForm(verifyIdentitySchema, { firstName, lastName });
  return (
    <StepForm
      frame={frame}
      submitLabel="Verify my identity"
      intro={
        <p>
          {verified
            ? "Your identity has already been verified. You only need to do this again if your details have changed."
            : failedBefore
              ? "Try again with a different document. Enter the details exactly as they appear on it."
              : "We check these details with the document's issuer. Enter them exactly as they appear on the document."}
        </p>
      }
    >
      <TextField field={fields.firstName} label="First name" autoComplete="given-name" />
      <TextField field={fields.lastName} label="Last name" autoComplete="family-name" />
      <DateInput field={fields.dateOfBirth} legend="Date of birth" hint="For example, 27 3 1980" autoCompletePrefix="bday" />
      <RadioGroup field={fields.documentType} legend="Which document do you want to use?" options={DOCUMENT_OPTIONS} />
      <TextField
        field={fields.documentNumber}
        label="Document number"
        hint="As printed on the document, without spaces"
        autoComplete="off"
        autoCapitalize="characters"
      />
    </StepForm>
  );
}
