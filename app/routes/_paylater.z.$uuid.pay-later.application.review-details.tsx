import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DeferredTotals } from "~/components/ApplicationStatus";
import { Checkbox } from "~/components/Checkbox";
import { formatAddress } from "~/components/FundRequestSummary";
import { StepForm, stepHandle, useStepForm } from "~/components/StepForm";
import { DECLARATIONS, DECLARATION_NAMES, reviewDetailsSchema } from "~/domain/application-schemas/review-details";
import { reviewAnswers, reviewTotals, type ReviewAnswer } from "~/domain/review-answers";
import { screenPath } from "~/domain/start-screen";
import type { StepContext } from "~/services/application.server";
import {
  loadStep,
  RETURN_TO_FIELD,
  RETURN_TO_REVIEW,
  redirectAfterSave,
  replyToFailedSave,
  replyToSubmission,
  saveStep,
  stepView,
} from "~/services/application.server";
import { getBanks } from "~/services/banks.server";
import { requireCsrf } from "~/services/csrf.server";

const STEP = "review-details";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const step = await loadStep(request, params, context, STEP);
  const { application, applicant, fundRequest, link, uuid } = step;
  const answers = reviewAnswers({
    application,
    customerId: link.customerId,
    propertyAddress: fundRequest.property ? formatAddress(fundRequest.property) : null,
    agencyName: fundRequest.location?.name ?? null,
    banks: await getBanks(),
  }).map((answer) => ({
    ...answer,
    changeTo: answer.step ? `${screenPath(uuid, answer.step)}?${RETURN_TO_FIELD}=${RETURN_TO_REVIEW}` : null,
  }));
  const declarations = Object.fromEntries(DECLARATION_NAMES.map((name) => [name, applicant[name] || undefined]));
  return data(
    { view: stepView(step), answers, totals: reviewTotals(application), declarations },
    { headers: step.headers },
  );
}

/** After this applicant's COMPLETE: processing when nobody else has to finish, else awaiting-applicants. */
function pageAfterComplete({ application, link }: StepContext) {
  const othersDone = application.applicationData.applicants.every(
    (applicant) => applicant.id === link.customerId || applicant.hasCompletedApplication,
  );
  return othersDone && application.additionalApplicants.length === 0 ? "processing" : "awaiting-applicants";
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireCsrf(request);
  const step = await loadStep(request, params, context, STEP);
  const submission = parseWithZod(await request.formData(), { schema: reviewDetailsSchema });
  if (submission.status !== "success") return replyToSubmission(step, submission);
  const saved = await saveStep(step, request, {
    applicant: submission.value,
    action: "COMPLETE",
    nextPage: pageAfterComplete(step),
  });
  return saved.ok ? redirectAfterSave(step, saved.redirectTo) : replyToFailedSave(step, submission, saved);
}

export const handle = stepHandle(STEP);

export default function ReviewDetails() {
  const { view, answers, totals, declarations } = useLoaderData<typeof loader>();
  const { form, fields, notice, failedVersion } = useStepForm(reviewDetailsSchema, declarations);
  return (
    <StepForm
      step={STEP}
      view={view}
      form={form}
      notice={notice}
      failedVersion={failedVersion}
      submitLabel="Submit application"
      intro={
        <>
          <p>Check your answers before you send your application. You cannot change them after you submit.</p>
          <DeferredTotals totals={totals} />
          <h2>Your answers</h2>
          <dl className="summary summary--answers">
            {answers.map((answer) => (
              <AnswerRow key={answer.key} answer={answer} />
            ))}
          </dl>
        </>
      }
    >
      <fieldset className="declarations">
        <legend>
          <h2>Declarations</h2>
        </legend>
        <p className="field__hint">By ticking each box you declare that:</p>
        {DECLARATION_NAMES.map((name) => (
          <Checkbox key={name} field={fields[name]} label={DECLARATIONS[name].label} />
        ))}
      </fieldset>
    </StepForm>
  );
}

function AnswerRow({ answer }: { answer: ReviewAnswer & { changeTo: string | null } }) {
  return (
    <div className="summary__row">
      <dt>{answer.label}</dt>
      <dd>
        {answer.lines.length > 0
          ? answer.lines.map((line, index) => (
              <span key={`${index}-${line}`} className="summary__line">
                {line}
              </span>
            ))
          : (answer.whenEmpty ?? "Not answered")}
      </dd>
      {answer.changeTo ? (
        <dd className="summary__action">
          <Link to={answer.changeTo}>
            Change<span className="visually-hidden"> {answer.label.toLowerCase()}</span>
          </Link>
        </dd>
      ) : null}
    </div>
  );
}
