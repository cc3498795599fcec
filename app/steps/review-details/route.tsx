import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { DeferredTotals } from "~/components/ApplicationStatus";
import { Checkbox } from "~/components/Checkbox";
import { StepForm, useStepForm } from "~/components/StepForm";
import { formatAddress } from "~/domain/address";
import { RETURN_TO_FIELD, RETURN_TO_REVIEW } from "~/domain/form-fields";
import { legalPagePath } from "~/domain/legal-pages";
import { type ReviewAnswer, reviewAnswers, reviewTotals, unansweredBeforeSubmit } from "~/domain/review-answers";
import { screenPath } from "~/domain/start-screen";
import { translateFieldMessage } from "~/i18n/field-message";
import { T, useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import type { StepContext } from "~/services/application.server";
import { getBanks } from "~/services/banks.server";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { DECLARATION_NAMES, DECLARATIONS } from "~/steps/review-details/choices";
import { reviewDetailsSchema } from "~/steps/review-details/schema";

const STEP = "review-details";

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(
    args,
    STEP,
    ["stepReview", "paylater", "residenceSale"],
    async ({ application, applicant, fundRequest, link, uuid }, { t }) => {
      const answers = reviewAnswers({
        application,
        customerId: link.customerId,
        propertyAddress: fundRequest.property ? formatAddress(fundRequest.property) : null,
        requestType: fundRequest.requestType,
        agencyName: fundRequest.location?.name ?? null,
        banks: await getBanks(),
        t,
      }).map((answer) => ({
        ...answer,
        changeTo: answer.step ? `${screenPath(uuid, answer.step)}?${RETURN_TO_FIELD}=${RETURN_TO_REVIEW}` : null,
      }));
      const declarations = Object.fromEntries(DECLARATION_NAMES.map((name) => [name, applicant[name] || undefined]));
      return { answers, totals: reviewTotals(application), declarations, creditGuide: legalPagePath(uuid, "credit-guide") };
    },
  );

/** After this applicant's COMPLETE: processing when nobody else has to finish, else awaiting-applicants. */
function pageAfterComplete({ application, link }: StepContext) {
  const othersDone = application.applicationData.applicants.every(
    (applicant) => applicant.id === link.customerId || applicant.hasCompletedApplication,
  );
  return othersDone && application.additionalApplicants.length === 0 ? "processing" : "awaiting-applicants";
}

export async function action(args: ActionFunctionArgs) {
  return stepAction(args, {
    step: STEP,
    schema: reviewDetailsSchema,
    change(declarations, step) {
      const fieldErrors = unansweredBeforeSubmit(step.applicant);
      if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
      return { applicant: declarations, action: "COMPLETE", nextPage: pageAfterComplete(step) };
    },
  });
}

export const handle: RouteHandle = { gtm: STEP };

export default function ReviewDetails() {
  const t = useT();
  const { answers, totals, declarations, creditGuide } = useLoaderData<typeof loader>();
  const { form, fields, failed, frame } = useStepForm(reviewDetailsSchema, declarations);
  return (
    <StepForm
      frame={frame}
      submitLabel={t("stepReview.submit")}
      intro={
        <>
          <p>{t("stepReview.intro")}</p>
          <DeferredTotals totals={totals} />
          <h2>{t("stepReview.yourAnswers")}</h2>
          <dl className="summary summary--answers">
            {answers.map((answer) => (
              <AnswerRow
                key={answer.key}
                answer={answer}
                id={`${form.id}-${answer.key}`}
                error={failed ? form.allErrors[answer.key]?.[0] : undefined}
              />
            ))}
          </dl>
        </>
      }
    >
      <fieldset className="declarations">
        <legend>
          <h2>{t("stepReview.declarations")}</h2>
        </legend>
        <p className="field__hint">{t("stepReview.byTicking")}</p>
        {/* The consent to receive the credit guide, beside the guide itself (decision 0350). */}
        <p>
          <T id="legalLinks.consent" components={{ 0: <Link to={creditGuide} /> }} />
        </p>
        {DECLARATION_NAMES.map((name) => (
          <Checkbox key={name} field={fields[name]} label={t(DECLARATIONS[name].label)} />
        ))}
      </fieldset>
    </StepForm>
  );
}

/**
 * One answer. The provider names a missing answer on COMPLETE (a 422 pointing at,
 * say, loanRepaymentMethod); the error summary links here by the answer's key.
 */
function AnswerRow({
  answer,
  id,
  error,
}: {
  answer: ReviewAnswer & { changeTo: string | null };
  id: string;
  error: string | undefined;
}) {
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <div className={`summary__row${error ? " summary__row--error" : ""}`}>
      <dt>{answer.label}</dt>
      <dd id={answer.changeTo ? undefined : id} tabIndex={answer.changeTo || !error ? undefined : -1}>
        {error ? (
          <span className="field__error" id={errorId}>
            <span className="visually-hidden">{t("stepReview.error")}</span> {translateFieldMessage(t, error)}
          </span>
        ) : null}
        {answer.lines.length > 0
          ? answer.lines.map((line, index) => (
              <span
                key={`${index}-${line}`}
                className="summary__line"
                dir="auto"
                translate={answer.verbatim?.includes(line) ? "no" : undefined}
              >
                {line}
              </span>
            ))
          : answer.whenEmpty
            ? t("stepReview.none")
            : t("stepReview.notAnswered")}
      </dd>
      {answer.changeTo ? (
        <dd className="summary__action">
          <Link to={answer.changeTo} id={id} aria-describedby={error ? errorId : undefined}>
            <T
              id="stepReview.change"
              values={{ answer: answer.label.toLowerCase() }}
              components={{ 0: <span className="visually-hidden" /> }}
            />
          </Link>
        </dd>
      ) : null}
    </div>
  );
}
