import { getFormProps, getInputProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { Checkbox } from "~/components/Checkbox";
import { Field } from "~/components/Field";
import { FieldError } from "~/components/FieldError";
import { FormHiddenFields } from "~/components/FormHiddenFields";
import { FormProblems } from "~/components/FormProblems";
import { useSchemaForm } from "~/components/forms";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "~/components/no-answer-reply";
import { RadioGroup } from "~/components/RadioGroup";
import { newMessageKey } from "~/domain/contact-message";
import type { FormReply } from "~/domain/form-reply";
import { loanKindOf } from "~/domain/loan-due-date";
import { exampleDay, SALE_STATUSES, saleUpdateSchema, settlementDays } from "~/domain/sale-update";
import { translateFieldMessage } from "~/i18n/field-message";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { formPage } from "~/services/form-page.server";
import { loanPagePath, requireSignedLoan } from "~/services/loan.server";
import { type DueMove, saleUpdateAction } from "~/services/sale-update.server";

// A function, not a call at the top: the browser build must be able to drop it with the server module it uses.
export const loader = (args: LoaderFunctionArgs) =>
  formPage(args, ["sale", "payout"], async ({ request, params, context }: LoaderFunctionArgs, words) => {
    const { linkContext, loan } = await requireSignedLoan(request, params.uuid, context);
    const back = loanPagePath(linkContext.uuid);
    // A bond has no sale, and a loan repaid has nothing left to tell us about.
    if (loanKindOf(loan.requestType) === "BOND" || loan.status === "REPAID") throw Response.redirect(back, 303);
    const days = settlementDays(loan, words.locale);
    const { sale, conveyancer } = loan;
    return data(
      {
        days,
        example: exampleDay(days),
        back,
        defaults: {
          status: sale.status ?? "LISTED",
          expectedSettlementDate: sale.expectedSettlementDate ?? "",
          conveyancerFirm: conveyancer?.firm ?? "",
          conveyancerName: conveyancer?.contactName ?? "",
          conveyancerEmail: conveyancer?.email ?? "",
          conveyancerPhone: conveyancer?.phone ?? "",
          key: newMessageKey(),
        },
      },
      { headers: linkContext.headers },
    );
  });

export function action(args: ActionFunctionArgs) {
  return saleUpdateAction(args);
}

/** A save that gets no answer stays on the page with the form as typed (decision 0200). */
export const clientAction = keepFormWithoutAnswer;

export const shouldRevalidate = keepPageAfterRefusal;

type SaleReply = FormReply & { dueMove?: DueMove | null };

export default function YourSale() {
  const { days, example, back, defaults } = useLoaderData<typeof loader>();
  const reply = useActionData<SaleReply>();
  const t = useT();
  const button = t("sale.save");
  const { form, fields, summary } = useSchemaForm({
    id: "sale",
    schema: saleUpdateSchema(days),
    lastResult: reply?.result,
    notice: reply?.notice,
    defaultValue: defaults,
  });
  const formProps = getFormProps(form, { ariaAttributes: false });
  const sending = useNavigation().state === "submitting";
  const move = reply?.dueMove ?? null;
  return (
    <>
      <p>
        <Link to={back} className="back-link" prefetch="none">
          {t("sale.back")}
        </Link>
      </p>
      <FormProblems summary={summary} notice={reply?.notice} button={button} />
      <h1 tabIndex={-1}>{t("sale.title")}</h1>
      <p className="lead">{t("sale.lead")}</p>
      <Form
        method="post"
        {...formProps}
        onSubmit={(event) => (sending ? event.preventDefault() : formProps.onSubmit(event))}
        aria-labelledby="sale-title"
        aria-busy={sending || undefined}
      >
        <FormHiddenFields />
        {/* The update's key stays with what was typed: sent again after a lost answer, it is stored once. */}
        <input {...getInputProps(fields.key, { type: "hidden" })} />
        <h2 id="sale-title" className="visually-hidden">
          {t("sale.title")}
        </h2>
        <RadioGroup
          field={fields.status}
          legend={t("sale.statusLegend")}
          options={SALE_STATUSES.map((status) => ({ value: status, label: t("sale.status", { status }) }))}
        />
        <Field
          label={t("sale.dateLabel")}
          hint={t("sale.dateHint", { latest: days.latestInWords, example })}
          errors={fields.expectedSettlementDate.errors}
          inputProps={{ ...getInputProps(fields.expectedSettlementDate, { type: "date" }), min: days.earliest, max: days.latest }}
        />
        <fieldset className="field">
          <legend>{t("sale.conveyancerLegend")}</legend>
          <p className="field__hint">{t("sale.conveyancerHint")}</p>
          <Field
            label={t("sale.firmLabel")}
            errors={fields.conveyancerFirm.errors}
            inputProps={{ ...getInputProps(fields.conveyancerFirm, { type: "text" }), autoComplete: "organization" }}
          />
          <Field
            label={t("sale.contactLabel")}
            errors={fields.conveyancerName.errors}
            inputProps={{ ...getInputProps(fields.conveyancerName, { type: "text" }), autoComplete: "off", spellCheck: false }}
          />
          <Field
            label={t("sale.emailLabel")}
            errors={fields.conveyancerEmail.errors}
            inputProps={{ ...getInputProps(fields.conveyancerEmail, { type: "email" }), autoComplete: "off", spellCheck: false }}
          />
          <Field
            label={t("sale.phoneLabel")}
            errors={fields.conveyancerPhone.errors}
            inputProps={{ ...getInputProps(fields.conveyancerPhone, { type: "tel" }), autoComplete: "off", inputMode: "tel" }}
          />
        </fieldset>
        <Checkbox field={fields.emailPayoutLetter} label={t("sale.emailLetterLabel")} hint={t("sale.emailLetterHint")} />
        {move ? (
          <ConfirmDue
            move={move}
            errors={fields.confirmDue.errors}
            id={fields.confirmDue.id}
            errorId={fields.confirmDue.errorId}
          />
        ) : (
          <p className="field__hint">{t("sale.dueNotice")}</p>
        )}
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? t("sale.saving") : button}
        </button>
      </Form>
    </>
  );
}

/**
 * The confirm step (decision 0342): the answers would move the due date, so the page
 * says from when to when, and saves only once the box is ticked for this very change.
 */
function ConfirmDue({ move, errors, id, errorId }: { move: DueMove; errors?: string[]; id: string; errorId: string }) {
  const t = useT();
  const error = errors?.[0] ? translateFieldMessage(t, errors[0]) : undefined;
  return (
    <div className={`notice notice--warning field${error ? " field--error" : ""}`} role="group" aria-labelledby="due-move-title">
      <h2 id="due-move-title">{t("sale.dueMoveTitle")}</h2>
      <p id="due-move-text">
        {t("sale.dueMove", {
          hasFrom: move.from ? "yes" : "no",
          from: move.from ?? "",
          hasTo: move.to ? "yes" : "no",
          to: move.to ?? "",
          months: move.months,
        })}
      </p>
      <FieldError id={errorId} message={error} />
      <div className="checkbox__item">
        <input
          type="checkbox"
          id={id}
          name="confirmDue"
          value={move.token}
          aria-invalid={error ? true : undefined}
          aria-describedby={["due-move-text", error ? errorId : null].filter(Boolean).join(" ")}
        />
        <label htmlFor={id}>{t("sale.confirmDueLabel")}</label>
      </div>
    </div>
  );
}

export const handle: RouteHandle = {
  title: (_data, t) => t("sale.title"),
  gtm: "your-sale",
};
