import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";

import { Abbreviations } from "~/components/Abbreviations";
import { TextField } from "~/components/Field";
import { FormHiddenFields } from "~/components/FormHiddenFields";
import { FormProblems } from "~/components/FormProblems";
import { useSchemaForm } from "~/components/forms";
import { MoneyLine } from "~/components/MoneyLine";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "~/components/no-answer-reply";
import { RadioGroup } from "~/components/RadioGroup";
import { additionalFundsFigures, productKind } from "~/domain/additional-funds";
import { fundsForSchema, howMuchSearch, readHowMuch } from "~/domain/additional-funds-form";
import type { FormReply } from "~/domain/form-reply";
import { screenPath } from "~/domain/start-screen";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import {
  additionalFundsAction,
  loadAdditionalFunds,
  redirectToScreen,
  startAdditionalFunds,
} from "~/services/additional-funds.server";
import { formPage } from "~/services/form-page.server";

const SCREEN = "additional-funds-what-are-the-funds-for";

/**
 * What the funds are for, with the first page's answers (in the address) and
 * their fee; the button creates the application once (decision 0170).
 */
// A function, not a call at the top: the browser build must be able to drop it with the server module it uses.
export const loader = (args: LoaderFunctionArgs) =>
  formPage(args, ["additionalFunds", "abbreviations"], async ({ request, params, context }: LoaderFunctionArgs) => {
    const { linkContext, rules } = await loadAdditionalFunds(request, params.uuid, context, SCREEN);
    const howMuch = readHowMuch(new URL(request.url).searchParams, rules);
    if (!howMuch) throw redirectToScreen(linkContext, "additional-funds-how-much");
    const product = rules.products.find((p) => p.name === howMuch.product)!;
    return data(
      {
        rules: { purposes: rules.purposes, purposeDescriptionMaxLength: rules.purposeDescriptionMaxLength },
        product: { name: product.name, title: product.title },
        figures: additionalFundsFigures(howMuch.amount),
        change: `${screenPath(linkContext.uuid, "additional-funds-how-much")}${howMuchSearch(howMuch)}`,
      },
      { headers: linkContext.headers },
    );
  });

export function action(args: ActionFunctionArgs) {
  return additionalFundsAction(
    args,
    SCREEN,
    fundsForSchema,
    async (value, { linkContext, rules }) => {
      const howMuch = readHowMuch(new URL(args.request.url).searchParams, rules);
      if (!howMuch) return redirectToScreen(linkContext, "additional-funds-how-much");
      return startAdditionalFunds(args.request, linkContext, { ...howMuch, ...value });
    },
    ["purpose", "purposeDescription"],
  );
}

/** A press that gets no answer keeps the form as chosen, with JavaScript as without (decision 0110). */
export const clientAction = keepFormWithoutAnswer;

export const shouldRevalidate = keepPageAfterRefusal;

export default function WhatAreTheFundsFor() {
  const { rules, product, figures, change } = useLoaderData<typeof loader>();
  const t = useT();
  const button = t("additionalFunds.start");
  const reply = useActionData<FormReply>();
  const location = useLocation();
  const { form, fields, summary } = useSchemaForm({
    id: "funds-for",
    schema: fundsForSchema(rules),
    lastResult: reply?.result,
    notice: reply?.notice,
  });
  const formProps = getFormProps(form, { ariaAttributes: false });
  const sending = useNavigation().state === "submitting";
  const needsWords = rules.purposes.some((p) => p.needsDescription && p.code === fields.purpose.value);
  return (
    <>
      <FormProblems summary={summary} notice={reply?.notice} button={button} />
      <p>
        <Link to={change} className="back-link" prefetch="none">
          {t("additionalFunds.back")}
        </Link>
      </p>
      <p className="caption">{t("additionalFunds.question2")}</p>
      <h1 tabIndex={-1}>{t("additionalFunds.questionTitle")}</h1>
      <section aria-labelledby="asked-title">
        <h2 id="asked-title">{t("additionalFunds.askedTitle")}</h2>
        <dl className="summary">
          <div className="summary__row">
            <dt>{t("additionalFunds.kindLabel")}</dt>
            <dd>
              {t("additionalFunds.productOption", {
                title: t("additionalFunds.productTitle", { kind: productKind(product.name), title: product.title }),
                name: product.name,
              })}
            </dd>
          </div>
          <MoneyLine label={t("additionalFunds.amountLine")} cents={figures.amount} />
          <MoneyLine label={t("additionalFunds.fee")} cents={figures.fee} />
          <MoneyLine label={t("additionalFunds.total")} cents={figures.total} total />
        </dl>
        <Abbreviations texts={[product.name]} className="muted" />
        <p>
          <Link to={change} prefetch="none">
            {t("additionalFunds.change")}
          </Link>
        </p>
      </section>
      {/* Posted to this address: the first page's answers travel in its query. */}
      <Form
        method="post"
        action={`${location.pathname}${location.search}`}
        {...formProps}
        onSubmit={(event) => (sending ? event.preventDefault() : formProps.onSubmit(event))}
        aria-busy={sending || undefined}
      >
        <FormHiddenFields />
        <RadioGroup
          field={fields.purpose}
          legend={t("additionalFunds.purposeLegend")}
          options={rules.purposes.map((purpose) => ({
            value: purpose.code,
            label: t("additionalFunds.purpose", { code: purpose.code, label: purpose.label }),
          }))}
        />
        <TextField
          field={fields.purposeDescription}
          label={needsWords ? t("additionalFunds.describeLabel") : t("additionalFunds.describeLabelOptional")}
          hint={t("additionalFunds.describeHint", { max: rules.purposeDescriptionMaxLength })}
          maxLength={rules.purposeDescriptionMaxLength}
        />
        <p>{t("additionalFunds.pressing")}</p>
        <div className="step-actions">
          <button type="submit" className="button" aria-disabled={sending || undefined}>
            {sending ? t("additionalFunds.starting") : button}
          </button>
        </div>
      </Form>
    </>
  );
}

export const handle: RouteHandle = { title: (_data, t) => t("additionalFunds.questionTitle"), gtm: SCREEN };
