import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { FieldFrame } from "~/components/Field";
import { FormHiddenFields } from "~/components/FormHiddenFields";
import { FormProblems } from "~/components/FormProblems";
import { useSchemaForm } from "~/components/forms";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "~/components/no-answer-reply";
import { RadioGroup } from "~/components/RadioGroup";
import { newMessageKey } from "~/domain/contact-message";
import { formatDate } from "~/domain/dates";
import { legalPagePath } from "~/domain/legal-pages";
import {
  answerDueOn,
  LOAN_TROUBLE_ASKS,
  LOAN_TROUBLE_REASONS,
  type LoanTroubleReply,
  loanTroubleSchema,
} from "~/domain/loan-trouble";
import { screenPath } from "~/domain/start-screen";
import type { LoanRequest } from "~/domain/types";
import { MessageLink, T, useT } from "~/i18n/react";
import type { MessageKey } from "~/i18n/translate";
import type { RouteHandle } from "~/route-handle";
import { formPage } from "~/services/form-page.server";
import { getLender } from "~/services/lender.server";
import { loadLoanTrouble, loanTroubleAction } from "~/services/loan-trouble.server";

const REASON_WORDS: Record<LoanRequest["reason"], MessageKey> = {
  SALE_DELAYED: "loanTrouble.reasonSaleDelayed",
  SALE_WITHDRAWN: "loanTrouble.reasonSaleWithdrawn",
  FINANCIAL_HARDSHIP: "loanTrouble.reasonHardship",
};
const ASK_WORDS: Record<LoanRequest["asked"], MessageKey> = {
  MORE_TIME: "loanTrouble.askedMoreTime",
  ARRANGEMENT: "loanTrouble.askedArrangement",
};

/**
 * Having trouble paying, or has the sale fallen through? (decision 0352): the latest
 * request the provider holds, acknowledged with the lender's own time frame, and the
 * form to tell the lender (more).
 */
// A function, not a call at the top: the browser build must be able to drop it with the server module it uses.
export const loader = (args: LoaderFunctionArgs) =>
  formPage(args, ["loanTrouble", "hardship"], async ({ request, params, context }: LoaderFunctionArgs, { locale }) => {
    const stepContext = await loadLoanTrouble(request, params, context);
    const { provider, link, application, uuid, headers } = stepContext;
    const [requests, lender] = await Promise.all([provider.getLoanRequests(link, application.id), getLender()]);
    const latest = requests[0] ?? null;
    const received = new URL(request.url).searchParams.get("received");
    return data(
      {
        latest: latest && {
          id: latest.id,
          kind: latest.kind,
          reason: latest.reason,
          asked: latest.asked,
          details: latest.details,
          receivedOn: formatDate(latest.receivedOn, locale),
          answerBy: formatDate(answerDueOn(latest.receivedOn, lender.hardship.responseDays), locale),
          justSent: received === latest.id,
        },
        hardship: { days: lender.hardship.responseDays, phone: lender.hardship.phone, email: lender.hardship.email },
        defaults: { key: newMessageKey() },
        back: screenPath(uuid, "signed"),
        pages: { hardship: legalPagePath(uuid, "hardship"), complaints: legalPagePath(uuid, "complaints") },
      },
      { headers },
    );
  });

export function action(args: ActionFunctionArgs) {
  return loanTroubleAction(args);
}

/** A send that gets no answer stays on the page with the form as typed (decision 0200). */
export const clientAction = keepFormWithoutAnswer;

export const shouldRevalidate = keepPageAfterRefusal;

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function HavingTrouble() {
  const { latest, hardship, defaults, back, pages } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <p>
        <Link to={back} className="back-link" prefetch="none">
          {t("loanTrouble.back")}
        </Link>
      </p>
      <h1 tabIndex={-1}>{t("loanTrouble.title")}</h1>
      {latest ? <Received request={latest} hardship={hardship} pages={pages} /> : null}
      <p className="lead">{t("loanTrouble.lead")}</p>
      {latest ? <h2 id="trouble-form-title">{t("loanTrouble.sendAnother")}</h2> : null}
      {/* Each request sent starts a fresh form (a new key); a refused one keeps what was typed. */}
      <TroubleForm key={latest?.id ?? "first"} defaults={defaults} labelledBy={latest ? "trouble-form-title" : undefined} />
    </>
  );
}

/**
 * The provider's acknowledgement of the latest request, with what happens next and
 * when. Just sent, it takes focus (autofocus without JavaScript, the root's arrival
 * focus with it), so it is read out.
 */
function Received({
  request,
  hardship,
  pages,
}: {
  request: NonNullable<PageData["latest"]>;
  hardship: PageData["hardship"];
  pages: PageData["pages"];
}) {
  const t = useT();
  return (
    <section
      className="notice notice--success"
      tabIndex={-1}
      // After the send's redirect the root moves focus here rather than to the heading.
      data-focus-on-arrival={request.justSent ? "" : undefined}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript the only way to have it read out on arrival
      autoFocus={request.justSent}
      aria-labelledby="received-title"
    >
      <h2 id="received-title">{t("loanTrouble.receivedTitle")}</h2>
      <p>{t("loanTrouble.receivedOn", { kind: request.kind, date: request.receivedOn })}</p>
      <dl className="summary">
        <div className="summary__row">
          <dt>{t("loanTrouble.whatHappened")}</dt>
          <dd>{t(REASON_WORDS[request.reason])}</dd>
        </div>
        <div className="summary__row">
          <dt>{t("loanTrouble.whatAsked")}</dt>
          <dd>{t(ASK_WORDS[request.asked])}</dd>
        </div>
        {request.details ? (
          <div className="summary__row">
            <dt>{t("loanTrouble.yourWords")}</dt>
            {/* The borrower's own words, in whatever language they wrote them: set in their own direction. */}
            <dd className="notice__quote" dir="auto">
              {request.details}
            </dd>
          </div>
        ) : null}
      </dl>
      <h3>{t("loanTrouble.nextTitle")}</h3>
      <p>{t("hardship.must", { days: hardship.days })}</p>
      <p className="loan-due">{t("loanTrouble.answerBy", { date: request.answerBy })}</p>
      <p>{t("hardship.noAction")}</p>
      {/* A phone number is read and dialled whole: never broken across two lines at 360 px. */}
      <p>{t("loanTrouble.contact", { phone: hardship.phone.replace(/ /g, "\u00a0"), email: hardship.email })}</p>
      <p>
        <T
          id="loanTrouble.moreHelp"
          components={{ 0: <MessageLink href={pages.hardship} />, 1: <MessageLink href={pages.complaints} /> }}
        />
      </p>
    </section>
  );
}

/** What happened, what is asked, and the borrower's own words: checked in the browser, and again by the action. */
function TroubleForm({ defaults, labelledBy }: { defaults: { key: string }; labelledBy?: string }) {
  const t = useT();
  const button = t("loanTrouble.send");
  const reply = useActionData<LoanTroubleReply>();
  const { form, fields, summary } = useSchemaForm({
    id: "having-trouble",
    schema: loanTroubleSchema,
    lastResult: reply?.result,
    notice: reply?.notice,
    defaultValue: defaults,
  });
  const formProps = getFormProps(form, { ariaAttributes: false });
  // A slow answer: the button says so, and a second press sends nothing more.
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <FormProblems summary={summary} notice={reply?.notice} button={button} />
      <Form
        method="post"
        {...formProps}
        onSubmit={(event) => (sending ? event.preventDefault() : formProps.onSubmit(event))}
        aria-labelledby={labelledBy}
        aria-busy={sending || undefined}
      >
        <FormHiddenFields />
        <input {...getInputProps(fields.key, { type: "hidden" })} />
        <RadioGroup
          field={fields.reason}
          legend={t("loanTrouble.reasonLegend")}
          options={LOAN_TROUBLE_REASONS.map((value) => ({ value, label: t(REASON_WORDS[value]) }))}
        />
        <RadioGroup
          field={fields.asked}
          legend={t("loanTrouble.askedLegend")}
          options={LOAN_TROUBLE_ASKS.map((value) => ({ value, label: t(ASK_WORDS[value]) }))}
        />
        <FieldFrame
          id={fields.details.id}
          label={t("loanTrouble.detailsLabel")}
          hint={t("loanTrouble.detailsHint")}
          errors={fields.details.errors}
        >
          {(described) => <textarea {...getTextareaProps(fields.details)} rows={5} dir="auto" {...described} />}
        </FieldFrame>
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? t("loanTrouble.sending") : button}
        </button>
      </Form>
    </>
  );
}

export const handle: RouteHandle = {
  // A refused post's title begins "Error: " (the root adds it).
  title: (_data, t) => t("loanTrouble.title"),
  gtm: "having-trouble",
  legalFooter: true,
};
