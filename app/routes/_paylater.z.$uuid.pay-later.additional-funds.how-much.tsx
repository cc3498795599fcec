import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { useAbbreviations } from "~/components/Abbreviations";
import { MoneyField } from "~/components/Field";
import { FormHiddenFields } from "~/components/FormHiddenFields";
import { FormProblems } from "~/components/FormProblems";
import { useSchemaForm } from "~/components/forms";
import { MoneyLine } from "~/components/MoneyLine";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "~/components/no-answer-reply";
import { RadioGroup } from "~/components/RadioGroup";
import { additionalFundsFigures, productKind } from "~/domain/additional-funds";
import { howMuchSchema, howMuchSearch, readHowMuch } from "~/domain/additional-funds-form";
import { centsToDollarsInput, dollarsToCents } from "~/domain/amounts";
import type { FormReply } from "~/domain/form-reply";
import { formatMoney } from "~/domain/money";
import { screenPath } from "~/domain/start-screen";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { additionalFundsAction, loadAdditionalFunds, redirectToScreen } from "~/services/additional-funds.server";
import { formPage } from "~/services/form-page.server";

const SCREEN = "additional-funds-how-much";

/** How much, and which product; a Change link from the next page brings its answers back in the query. */
// A function, not a call at the top: the browser build must be able to drop it with the server module it uses.
export const loader = (args: LoaderFunctionArgs) =>
  formPage(args, ["additionalFunds", "abbreviations"], async ({ request, params, context }: LoaderFunctionArgs) => {
    const { linkContext, rules } = await loadAdditionalFunds(request, params.uuid, context, SCREEN);
    const given = readHowMuch(new URL(request.url).searchParams, rules);
    return data(
      {
        limits: { minimumAmount: rules.minimumAmount, maximumAmount: rules.maximumAmount, products: rules.products },
        defaults: given ? { amount: centsToDollarsInput(given.amount), product: given.product } : {},
        back: screenPath(linkContext.uuid, "additional-funds"),
      },
      { headers: linkContext.headers },
    );
  });

export function action(args: ActionFunctionArgs) {
  return additionalFundsAction(args, SCREEN, howMuchSchema, async (value, { linkContext }) =>
    redirectToScreen(linkContext, "additional-funds-what-are-the-funds-for", howMuchSearch(value)),
  );
}

/** A press that gets no answer keeps the form as chosen, with JavaScript as without (decision 0110). */
export const clientAction = keepFormWithoutAnswer;

export const shouldRevalidate = keepPageAfterRefusal;

export default function HowMuch() {
  const { limits, defaults, back } = useLoaderData<typeof loader>();
  const t = useT();
  const abbreviations = useAbbreviations(limits.products.map((product) => product.name));
  const button = t("additionalFunds.continue");
  const reply = useActionData<FormReply>();
  const { form, fields, summary } = useSchemaForm({
    id: "how-much",
    schema: howMuchSchema(limits),
    lastResult: reply?.result,
    notice: reply?.notice,
    defaultValue: defaults,
  });
  const formProps = getFormProps(form, { ariaAttributes: false });
  const sending = useNavigation().state === "submitting";
  const typed = typeof fields.amount.value === "string" ? dollarsToCents(fields.amount.value) : null;
  const figures =
    typed !== null && typed >= limits.minimumAmount && typed <= limits.maximumAmount ? additionalFundsFigures(typed) : null;
  return (
    <>
      <FormProblems summary={summary} notice={reply?.notice} button={button} />
      <p>
        <Link to={back} className="back-link" prefetch="none">
          {t("additionalFunds.back")}
        </Link>
      </p>
      <p className="caption">{t("additionalFunds.question1")}</p>
      <h1 tabIndex={-1}>{t("additionalFunds.howMuchTitle")}</h1>
      <p className="lead">{t("additionalFunds.howMuchLead")}</p>
      <Form
        method="post"
        {...formProps}
        onSubmit={(event) => (sending ? event.preventDefault() : formProps.onSubmit(event))}
        aria-busy={sending || undefined}
      >
        <FormHiddenFields />
        <MoneyField
          field={fields.amount}
          label={t("additionalFunds.amountLabel")}
          hint={t("additionalFunds.amountHint", {
            minimum: formatMoney(limits.minimumAmount),
            maximum: formatMoney(limits.maximumAmount),
          })}
        />
        {/* Worked out as the amount is typed; without JavaScript the next page shows the same figures. */}
        {figures ? (
          <dl className="summary" data-testid="live-figures">
            <MoneyLine label={t("additionalFunds.fee")} cents={figures.fee} />
            <MoneyLine label={t("additionalFunds.total")} cents={figures.total} total />
          </dl>
        ) : null}
        <RadioGroup
          field={fields.product}
          legend={t("additionalFunds.productLegend")}
          hint={abbreviations || undefined}
          options={limits.products.map((product) => ({
            value: product.name,
            label: t("additionalFunds.productOption", {
              title: t("additionalFunds.productTitle", { kind: productKind(product.name), title: product.title }),
              name: product.name,
            }),
            hint: t("additionalFunds.productDescription", { kind: productKind(product.name), description: product.description }),
          }))}
        />
        <div className="step-actions">
          <button type="submit" className="button" aria-disabled={sending || undefined}>
            {sending ? t("additionalFunds.sending") : button}
          </button>
        </div>
      </Form>
    </>
  );
}

export const handle: RouteHandle = { title: (_data, t) => t("additionalFunds.howMuchTitle"), gtm: SCREEN };
