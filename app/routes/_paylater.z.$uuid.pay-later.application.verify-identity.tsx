import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DateInput } from "~/components/DateInput";
import { Field } from "~/components/Field";
import { RadioGroup } from "~/components/RadioGroup";
import { StepForm, stepHandle, useStepForm } from "~/components/StepForm";
import { applicantFor } from "~/domain/active-application";
import { DOCUMENT_OPTIONS } from "~/domain/application-schemas/verify-identity-choices";
import {
  loadStep,
  redirectAfterSave,
  replyToFailedSave,
  replyToSubmission,
  saveStep,
  stepView,
  type StepContext,
} from "~/services/application.server";
import { requireForm } from "~/services/form.server";
import { parseWithZod, verifyIdentitySchema } from "~/services/step-schemas.server";
import { ProviderError } from "~/services/provider.server";

const STEP = "verify-identity";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const step = await loadStep(request, params, context, STEP);
  const customer = step.fundRequest.customers.find((c) => c.id === step.link.customerId);
  return data(
    {
      view: stepView(step),
      firstName: customer?.firstName ?? "",
      lastName: customer?.lastName ?? "",
      verified: step.applicant.hasVerifiedIdentity,
      failedBefore: customer?.idVerificationResult === "FAIL",
    },
    { headers: step.headers },
  );
}

/** The step as it stands after the check: its result moved the application's version on. */
function afterCheck(step: StepContext, application: StepContext["application"]): StepContext {
  const applicant = applicantFor(application, step.link.customerId) ?? step.applicant;
  const formWasCurrent = step.form.version === null || step.form.version === step.application.version;
  return {
    ...step,
    application,
    applicant,
    form: { ...step.form, version: formWasCurrent ? application.version : step.form.version },
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const formData = await requireForm(request);
  const step = await loadStep(request, params, context, STEP, formData);
  const submission = parseWithZod(formData, { schema: verifyIdentitySchema });
  if (submission.status !== "success") return replyToSubmission(step, submission);

  let checked;
  try {
    checked = await step.provider.checkIdentity(step.link, step.application.id, submission.value);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const kind = error.status === 422 ? "invalid" : error.status === 409 ? "conflict" : "failed";
    return replyToFailedSave(step, submission, { ok: false, kind, errors: error.errors });
  }
  const passed = checked.result === "PASS";
  const saved = await saveStep(afterCheck(step, checked.financeApplication), request, {
    // A failed check is a detour: it does not count as leaving for the review page.
    nextPage: passed ? undefined : "verification-fail",
  });
  return saved.ok ? redirectAfterSave(step, saved.redirectTo) : replyToFailedSave(step, submission, saved);
}

export const handle = stepHandle(STEP);

export default function VerifyIdentity() {
  const { view, firstName, lastName, verified, failedBefore } = useLoaderData<typeof loader>();
  const { form, fields, notice, failedVersion } = useStepForm(
    () => import("~/domain/application-schemas/verify-identity").then((module) => module.verifyIdentitySchema),
    { firstName, lastName },
  );
  return (
    <StepForm
      step={STEP}
      view={view}
      form={form}
      notice={notice}
      failedVersion={failedVersion}
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
      <Field
        id={fields.firstName.id}
        label="First name"
        errors={fields.firstName.errors}
        inputProps={{
          name: fields.firstName.name,
          type: "text",
          autoComplete: "given-name",
          spellCheck: false,
          defaultValue: fields.firstName.initialValue,
        }}
      />
      <Field
        id={fields.lastName.id}
        label="Last name"
        errors={fields.lastName.errors}
        inputProps={{
          name: fields.lastName.name,
          type: "text",
          autoComplete: "family-name",
          spellCheck: false,
          defaultValue: fields.lastName.initialValue,
        }}
      />
      <DateInput field={fields.dateOfBirth} legend="Date of birth" hint="For example, 27 3 1980" autoCompletePrefix="bday" />
      <RadioGroup field={fields.documentType} legend="Which document do you want to use?" options={DOCUMENT_OPTIONS} />
      <Field
        id={fields.documentNumber.id}
        label="Document number"
        hint="As printed on the document, without spaces"
        errors={fields.documentNumber.errors}
        inputProps={{
          name: fields.documentNumber.name,
          type: "text",
          autoComplete: "off",
          autoCapitalize: "characters",
          spellCheck: false,
          defaultValue: fields.documentNumber.initialValue,
        }}
      />
    </StepForm>
  );
}
