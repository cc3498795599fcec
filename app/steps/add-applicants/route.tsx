import type { FieldMetadata } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { RepeatingRows } from "~/components/RepeatingRows";
import { StepForm, useStepForm } from "~/components/StepForm";
import { TextField } from "~/components/TextField";
import { MAX_APPLICANTS } from "~/domain/limits";
import type { RouteHandle } from "~/route-handle";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { placesLeft } from "~/steps/add-applicants/choices";
import { addApplicantsSchema, type AdditionalApplicantInput } from "~/steps/add-applicants/schema";

const STEP = "add-applicants";

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(args, STEP, (step) => {
    const { application, fundRequest, link } = step;
    const applicants = application.applicationData.applicants.map((applicant) => {
      const customer = fundRequest.customers.find((c) => c.id === applicant.id);
      const name = customer ? `${customer.firstName} ${customer.lastName}` : "Another applicant";
      return applicant.id === link.customerId ? `${name} (you)` : name;
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
  const { applicants, additionalApplicants, places } = useLoaderData<typeof loader>();
  const { form, fields, frame } = useStepForm(addApplicantsSchema(MAX_APPLICANTS - places), { additionalApplicants });
  return (
    <StepForm
      frame={frame}
      intro={
        <>
          <p>
            If anyone else owns the property with you, they apply too. Each person gets their own link to complete their part
            after you submit. An application can have up to {MAX_APPLICANTS} applicants.
          </p>
          <h2>Applying now</h2>
          <ul>
            {applicants.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
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
        maxRows={{ count: places, fullText: `The application has ${MAX_APPLICANTS} applicants, the most it can have.` }}
        emptyText="No one else is applying yet."
      >
        {(row) => <PersonFields row={row} />}
      </RepeatingRows>
    </StepForm>
  );
}

/** One more applicant. Their details are not the visitor's, so the browser must not fill in the visitor's own. */
function PersonFields({ row }: { row: FieldMetadata<AdditionalApplicantInput> }) {
  const person = row.getFieldset();
  return (
    <>
      <TextField field={person.firstName} label="First name" autoComplete="off" />
      <TextField field={person.lastName} label="Last name" autoComplete="off" />
      <TextField
        field={person.email}
        type="email"
        label="Email address"
        hint="We send their link here"
        autoComplete="off"
        inputMode="email"
      />
      <TextField
        field={person.mobile}
        type="tel"
        label="Mobile number"
        hint="An Australian mobile, like 0412 345 678"
        autoComplete="off"
        inputMode="tel"
      />
    </>
  );
}
