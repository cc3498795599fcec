import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { RadioGroup } from "~/components/RadioGroup";
import { StepForm, useStepForm } from "~/components/StepForm";
import { nextStep } from "~/domain/application-flow";
import { screenPath } from "~/domain/start-screen";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { CITIZENSHIP_OPTIONS, isEligibleCitizenship } from "~/steps/citizenship/choices";
import { citizenshipSchema } from "~/steps/citizenship/schema";

const STEP = "citizenship";

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(args, STEP, ["stepCitizenship"], (step) => ({
    citizenship: step.applicant.citizenship,
    contactUs: screenPath(step.uuid, "contact-us"),
  }));

export async function action(args: ActionFunctionArgs) {
  return stepAction(args, {
    step: STEP,
    schema: citizenshipSchema,
    change: ({ citizenship }, { application, applicant, link, form }) => {
      // Not eligible: stay here, where the page explains the ways forward.
      // Already verified: the identity check is behind them (docs/SPEC.md 2.5 rule 4).
      const nextPage = !isEligibleCitizenship(citizenship)
        ? STEP
        : applicant.hasVerifiedIdentity && !form.returnToReview
          ? nextStep("verify-identity", application, link.customerId)
          : undefined;
      return { applicant: { citizenship }, nextPage };
    },
  });
}

export const handle: RouteHandle = { gtm: STEP };

export default function Citizenship() {
  const t = useT();
  const { view, citizenship, contactUs } = useLoaderData<typeof loader>();
  const { fields, frame } = useStepForm(citizenshipSchema, {
    citizenship: citizenship ?? undefined,
  });
  return (
    <StepForm
      frame={frame}
      intro={
        citizenship === "OTHER" ? (
          <NotEligible withdrawTo={view.withdrawTo} contactUs={contactUs} />
        ) : (
          <p>{t("stepCitizenship.intro")}</p>
        )
      }
    >
      <RadioGroup
        field={fields.citizenship}
        legend={t("stepCitizenship.legend")}
        legendHidden
        options={CITIZENSHIP_OPTIONS.map(({ value, label, hint }) => ({
          value,
          label: t(label),
          hint: hint ? t(hint) : undefined,
        }))}
      />
    </StepForm>
  );
}

/** What an applicant who is neither a citizen nor a permanent resident can do instead. */
function NotEligible({ withdrawTo, contactUs }: { withdrawTo: string; contactUs: string }) {
  const t = useT();
  return (
    <div className="notice notice--info" aria-labelledby="not-eligible-title">
      <h2 id="not-eligible-title">{t("stepCitizenship.notEligibleTitle")}</h2>
      <p>{t("stepCitizenship.notEligibleText")}</p>
      <ul>
        <li>
          <Link to={withdrawTo}>{t("stepCitizenship.withdrawAndPay")}</Link>
        </li>
        <li>
          <Link to={contactUs}>{t("stepCitizenship.contactAgency")}</Link>
        </li>
      </ul>
      <p>{t("stepCitizenship.byMistake")}</p>
    </div>
  );
}
