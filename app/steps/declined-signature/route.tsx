import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as v from "valibot";

import { DeferredTotals } from "~/components/ApplicationStatus";
import { ButtonForm } from "~/components/ButtonForm";
import { ContractLanguageNotice } from "~/components/ContractDocument";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "~/components/no-answer-reply";
import { useStepTitle } from "~/components/step-page";
import { formatDate } from "~/domain/dates";
import { formObject } from "~/domain/form-schema";
import { PAY_NOW_QUERY } from "~/domain/page-queries";
import { reviewTotals } from "~/domain/review-answers";
import { chooseStartScreen, screenPath } from "~/domain/start-screen";
import { MessageLink, T, useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { loadStep } from "~/services/application.server";
import { withdrawApplication } from "~/services/application-lifecycle.server";
import { contractOf } from "~/services/contract.server";
import { formAction } from "~/services/form-action.server";
import { formPage } from "~/services/form-page.server";
import { translatorOf } from "~/services/language.server";
import { commitLink, startInput } from "~/services/link.server";
import { aboutAndAdditionalFunds } from "~/services/step-loader.server";
import { redirectWithToast } from "~/services/toast.server";

const STEP = "declined-signature";

const choiceSchema = v.variant("intent", [
  formObject({ intent: v.literal("pay-now") }),
  formObject({ intent: v.literal("reopen"), version: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
]);

// A function, not a call at the top: the browser build must be able to drop it with the server module it uses.
export const loader = (args: LoaderFunctionArgs) =>
  formPage(args, ["contract", "contractDeclined", "paylater", "about"], async ({ request, params, context }, words) => {
    const stepContext = await loadStep(request, params, context, STEP);
    const { application, applicant, fundRequest, uuid, headers } = stepContext;
    const decliner = application.applicationData.applicants.find((other) => other.hasDeclinedContract);
    const customer = decliner && fundRequest.customers.find((c) => c.id === decliner.id);
    const contract = await contractOf(stepContext);
    return data(
      {
        totals: reviewTotals(application),
        declinedBy: applicant.hasDeclinedContract || !customer ? null : `${customer.firstName} ${customer.lastName}`,
        // Only the applicant who declined can take it back, and only while the approval stands.
        reopenableUntil:
          applicant.hasDeclinedContract && contract?.reopenableUntil ? formatDate(contract.reopenableUntil, words.locale) : null,
        version: application.version,
        confirmingPayNow: new URL(request.url).searchParams.has(PAY_NOW_QUERY),
        agencyName: fundRequest.location?.name ?? words.t("contractDeclined.theAgency"),
        contactUs: screenPath(uuid, "contact-us"),
        about: aboutAndAdditionalFunds(stepContext).about,
      },
      { headers },
    );
  });

/** "I have changed my mind" reopens the contract; "Pay now instead" closes the application (decision 0165). */
export function action(args: ActionFunctionArgs) {
  return formAction(args, {
    load: ({ request, params, context }) => loadStep(request, params, context, STEP),
    schema: choiceSchema,
    async submit(choice, stepContext) {
      const { application, uuid, link, provider } = stepContext;
      if (choice.intent === "pay-now") return withdrawApplication(stepContext, args.request, application.id);
      // A refusal (a conflict, the provider down) comes back through the pipeline with the page kept.
      await provider.reopenContract(link, application.id, { version: choice.version });
      const reopened = { ...stepContext, fundRequest: await provider.getFundRequest(link) };
      const { t } = await translatorOf(args.request);
      return redirectWithToast(
        args.request,
        screenPath(uuid, chooseStartScreen(startInput(reopened))),
        { type: "success", title: t("contractDeclined.reopenedTitle"), message: t("contractDeclined.reopenedMessage") },
        { headers: await commitLink(stepContext) },
      );
    },
    headers: (stepContext) => stepContext.headers,
  });
}

export const clientAction = keepFormWithoutAnswer;

export const shouldRevalidate = keepPageAfterRefusal;

export const handle: RouteHandle = { gtm: STEP };

function PayNowConfirmation({ agencyName }: { agencyName: string }) {
  const t = useT();
  const title = useStepTitle();
  return (
    <>
      <h1 tabIndex={-1}>{title}</h1>
      <p>{t("contractDeclined.closeText", { agency: agencyName })}</p>
      <ButtonForm label={t("contractDeclined.payNowButton")} hidden={{ intent: "pay-now" }} />
      <p>
        <Link to=".">{t("contractDeclined.noGoBack")}</Link>
      </p>
    </>
  );
}

export default function DeclinedSignature() {
  const { totals, declinedBy, reopenableUntil, version, confirmingPayNow, agencyName, contactUs, about } =
    useLoaderData<typeof loader>();
  const t = useT();
  const title = useStepTitle();
  if (confirmingPayNow) return <PayNowConfirmation agencyName={agencyName} />;
  return (
    <>
      {about ? <p className="caption">{t(about)}</p> : null}
      <h1 tabIndex={-1}>{title}</h1>
      <p className="lead">
        {declinedBy ? t("contractDeclined.declinedBy", { name: declinedBy }) : t("contractDeclined.youDeclined")}
      </p>
      <section aria-labelledby="means-title">
        <h2 id="means-title">{t("contractDeclined.meansTitle")}</h2>
        <ul>
          <li>{t("contractDeclined.meansNobody")}</li>
          <li>{t("contractDeclined.meansOwing", { agency: agencyName })}</li>
        </ul>
      </section>
      <section aria-labelledby="pay-now-title">
        <h2 id="pay-now-title">{t("contractDeclined.payNowTitle")}</h2>
        <p>{t("contractDeclined.payNowText", { agency: agencyName })}</p>
        <p>
          <Link to={`?${PAY_NOW_QUERY}`} className="button">
            {t("contractDeclined.payNowTitle")}
          </Link>
        </p>
      </section>
      <section aria-labelledby="change-title">
        <h2 id="change-title">{t("contractDeclined.changeTitle")}</h2>
        {reopenableUntil ? (
          <>
            <p>{t("contractDeclined.approvalStands", { date: reopenableUntil })}</p>
            <ButtonForm
              label={t("contractDeclined.reopenButton")}
              className="button button--secondary"
              hidden={{ intent: "reopen", version }}
            />
          </>
        ) : (
          <p>
            {declinedBy ? (
              <T
                id="contractDeclined.askDecliner"
                values={{ name: declinedBy, agency: agencyName }}
                components={{ 0: <MessageLink href={contactUs} /> }}
              />
            ) : (
              <T
                id="contractDeclined.lapsed"
                values={{ agency: agencyName }}
                components={{ 0: <MessageLink href={contactUs} /> }}
              />
            )}
          </p>
        )}
      </section>
      <ContractLanguageNotice />
      <DeferredTotals totals={totals} title={t("contractDeclined.whatWasOffered")} />
    </>
  );
}
