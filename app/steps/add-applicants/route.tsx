import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { Field } from "~/components/Field";
import { rowsOf } from "~/components/forms";
import { StepForm, useStepForm } from "~/components/StepForm";
import { stepHandle } from "~/route-handle";
import { loadStep, stepView } from "~/services/application.server";
import { stepAction } from "~/services/step-action.server";
import { MAX_APPLICANTS, placesLeft } from "~/steps/add-applicants/choices";
import { addApplicantsSchema, type AdditionalApplicantInput } from "~/steps/add-applicants/schema";

const STEP = "add-applicants";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const step = await loadStep(request, params, context, STEP);
  const { application, fundRequest, link } = step;
  const applicants = application.applicationData.applicants.map((applicant) => {
    const customer = fundRequest.customers.find((c) => c.id === applicant.id);
    const name = customer ? `${customer.firstName} ${customer.lastName}` : "Another applicant";
    return applicant.id === link.customerId ? `${name} (you)` : name;
  });
  return data(
    {
      view: stepView(step),
      applicants,
      additionalApplicants: application.additionalApplicants,
      places: placesLeft(application.applicationData.applicants.length),
    },
    { headers: step.headers },
  );
}

export async function action(args: ActionFunctionArgs) {
  // A row added or removed comes back too (not yet valid): the page redraws without saving.
  return stepAction(args, {
    step: STEP,
    schema: (step) => addApplicantsSchema(step.application.applicationData.applicants.length),
    change: ({ additionalApplicants }) => ({ additionalApplicants }),
  });
}

export const handle = stepHandle(STEP);

export default function AddApplicants() {
  const { applicants, additionalApplicants, places } = useLoaderData<typeof loader>();
  const { form, fields, frame } = useStepForm(addApplicantsSchema(MAX_APPLICANTS - places), { additionalApplicants });
  const list = fields.additionalApplicants;
  const rows = rowsOf(list);
  const listError = list.errors?.[0];
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
      <div id={list.id} className={listError ? "field field--error" : undefined}>
        {listError ? (
          <p className="field__error" id={list.errorId}>
            <span className="visually-hidden">Error:</span> {listError}
          </p>
        ) : null}
        {rows.length === 0 ? <p>No one else is applying yet.</p> : null}
        <ol className="rows">
          {rows.map((row, index) => (
            <li key={row.key ?? row.name}>
              <PersonFields row={row} index={index} />
              <button
                type="submit"
                className="button button--secondary"
                {...form.remove.getButtonProps({ name: list.name, index })}
              >
                Remove<span className="visually-hidden"> person {index + 2}</span>
              </button>
            </li>
          ))}
        </ol>
      </div>
      {rows.length < places ? (
        <button type="submit" className="button button--secondary" {...form.insert.getButtonProps({ name: list.name })}>
          {rows.length === 0 ? "Add a person" : "Add another person"}
        </button>
      ) : (
        <p className="muted">The application has {MAX_APPLICANTS} applicants, the most it can have.</p>
      )}
    </StepForm>
  );
}

/** One more applicant. Their details are not the visitor's, so the browser must not fill in the visitor's own. */
function PersonFields({ row, index }: { row: FieldMetadata<AdditionalApplicantInput>; index: number }) {
  const person = row.getFieldset();
  const text = (field: FieldMetadata<string>, type: "text" | "email" | "tel") => ({
    ...getInputProps(field, { type }),
    autoComplete: "off",
    spellCheck: false,
    ...(type === "email" ? { inputMode: "email" as const } : type === "tel" ? { inputMode: "tel" as const } : {}),
  });
  return (
    <fieldset className="row">
      <legend>Person {index + 2}</legend>
      <Field label="First name" errors={person.firstName.errors} inputProps={text(person.firstName, "text")} />
      <Field label="Last name" errors={person.lastName.errors} inputProps={text(person.lastName, "text")} />
      <Field
        label="Email address"
        hint="We send their link here"
        errors={person.email.errors}
        inputProps={text(person.email, "email")}
      />
      <Field
        label="Mobile number"
        hint="An Australian mobile, like 0412 345 678"
        errors={person.mobile.errors}
        inputProps={text(person.mobile, "tel")}
      />
    </fieldset>
  );
}
