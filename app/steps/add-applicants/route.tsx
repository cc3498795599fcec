import type { FieldMetadata } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { TextField } from "~/components/Field";
import { RepeatingRows } from "~/components/RepeatingRows";
import { StepForm, useStepForm } from "~/components/StepForm";
import { MAX_APPLICANTS } from "~/domain/limits";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { placesLeft } from "~/steps/add-applicants/choices";
import { addApplicantsSchema, type AdditionalApplicantInput } from "~/steps/add-applicants/schema";

const STEP = "add-applicants";

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(args, STEP, ["stepApplicants", "names", "rows"], (step) => {
    const { application, fundRequest, link } = step;
    const applicants = application.applicationData.applicants.map((applicant) => {
      const customer = fundRequest.customers.find((c) => c.id === applicant.id);
      return {
        name: customer ? `${customer.firstName} ${customer.lastName}` : null,
        you: applicant.id === link.customerId,
      };
    });
    return {
      applicants,
      additionalApplicants: application.additionalApplicants,
      places: placesLeft(application.applicationData.applicants.length),
    };
  });

export async function action(args: ActionFunctionArgs) {
  // A row added or removed comes back too (not yet valid): the page redraws without saving.
  return stepAction(args, {
    step: STEP,
    schema: (step) => addApplicantsSchema(step.application.applicationData.applicants.length),
    change: ({ additionalApplicants }) => ({ additionalApplicants }),
  });
}

export const handle: RouteHandle = { gtm: STEP };

export default function AddApplicants() {
  const t = useT();
  const { applicants, additionalApplicants, places } = useLoaderData<typeof loader>();
  const { form, fields, frame } = useStepForm(addApplicantsSchema(MAX_APPLICANTS - places), { additionalApplicants });
  return (
    <StepForm
      frame={frame}
      intro={
        <>
          <p>{t("stepApplicants.intro", { max: MAX_APPLICANTS })}</p>
          <h2>{t("stepApplicants.applyingNow")}</h2>
          <ul>
            {applicants.map(({ name, you }, index) => (
              <li key={`${index}-${name}`}>
                {name === null ? (
                  t("stepApplicants.anotherApplicant")
                ) : you ? (
                  t("stepApplicants.you", { name })
                ) : (
                  <span translate="no">{name}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      }
    >
      <RepeatingRows
        form={form}
        field={fields.additionalApplicants}
        rowName="person"
        firstNumber={2}
        maxRows={{ count: places, fullText: t("stepApplicants.full", { max: MAX_APPLICANTS }) }}
        emptyText={t("stepApplicants.empty")}
      >
        {(row) => <PersonFields row={row} />}
      </RepeatingRows>
    </StepForm>
  );
}

/** One more applicant. Their details are not the visitor's, so the browser must not fill in the visitor's own. */
function PersonFields({ row }: { row: FieldMetadata<AdditionalApplicantInput> }) {
  const t = useT();
  const person = row.getFieldset();
  return (
    <>
      <TextField field={person.firstName} label={t("names.firstName")} autoComplete="off" />
      <TextField field={person.lastName} label={t("names.lastName")} autoComplete="off" />
      <TextField
        field={person.email}
        type="email"
        label={t("stepApplicants.email")}
        hint={t("stepApplicants.emailHint")}
        autoComplete="off"
        inputMode="email"
      />
      <TextField
        field={person.mobile}
        type="tel"
        label={t("stepApplicants.mobile")}
        hint={t("stepApplicants.mobileHint")}
        autoComplete="off"
        inputMode="tel"
      />
    </>
  );
}
