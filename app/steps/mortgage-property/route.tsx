import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { Checkbox } from "~/components/Checkbox";
import { StepForm, useStepForm } from "~/components/StepForm";
import { formatAddress } from "~/domain/address";
import { mortgagePropertyWords } from "~/domain/pay-later-words";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { mortgagePropertySchema } from "~/steps/mortgage-property/schema";

const STEP = "mortgage-property";

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(args, STEP, ["stepMortgage", "residenceSale"], (step, { t }) => {
    const { property } = step.fundRequest;
    return {
      propertyAddress: property ? formatAddress(property) : null,
      acknowledged: step.applicant.hasAcknowledgedResidenceSale,
      words: mortgagePropertyWords(step.fundRequest.requestType, t),
    };
  });

export async function action(args: ActionFunctionArgs) {
  return stepAction(args, {
    step: STEP,
    schema: mortgagePropertySchema,
    change: (answers) => ({ applicant: answers }),
  });
}

export const handle: RouteHandle = { gtm: STEP };

export default function MortgageProperty() {
  const t = useT();
  const { propertyAddress, acknowledged, words } = useLoaderData<typeof loader>();
  const { fields, frame } = useStepForm(mortgagePropertySchema, {
    hasAcknowledgedResidenceSale: acknowledged || undefined,
  });
  return (
    <StepForm
      frame={frame}
      intro={
        <>
          <p>{words.intro}</p>
          <dl className="summary">
            <div className="summary__row">
              <dt>{words.propertyLabel}</dt>
              <dd>
                {propertyAddress ? (
                  <span translate="no" dir="auto">
                    {propertyAddress}
                  </span>
                ) : (
                  t("stepMortgage.noAddress")
                )}
              </dd>
            </div>
          </dl>
        </>
      }
    >
      <Checkbox field={fields.hasAcknowledgedResidenceSale} label={words.acknowledgement} hint={words.fallsThrough} />
    </StepForm>
  );
}
