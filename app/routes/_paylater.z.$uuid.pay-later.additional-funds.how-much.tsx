import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { FormHiddenFields } from "~/components/FormHiddenFields";
import { FormProblems } from "~/components/FormProblems";
import { useSchemaForm } from "~/components/forms";
import { MoneyField } from "~/components/MoneyField";
import { MoneyLine } from "~/components/MoneyLine";
import { RadioGroup } from "~/components/RadioGroup";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "~/components/unanswered-reply";
import { explainAbbreviations } from "~/domain/abbreviations";
import { additionalFundsFigures, howMuchSchema, howMuchSearch, readHowMuch } from "~/domain/additional-funds";
import { centsToDollarsInput } from "~/domain/amounts";
import type { FormReply } from "~/domain/form-reply";
import { dollarsToCents, formatMoney } from "~/domain/money";
import { screenPath } from "~/domain/start-screen";
import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
import { additionalFundsAction, loadAdditionalFunds, redirectToScreen } from "~/services/additional-funds.server";
import { formPage } from "~/services/form-page.server";

const SCREEN = "additional-funds-how-much";
const BUTTON = "Continue";

/** How much, and which product; a Change link from the next page brings its answers back in the query. */
// A function, not a call at the top: the browser build must be able to drop it with the server module it uses.
export const loader = (args: LoaderFunctionArgs) =>
  formPage(async ({ request, params, context }: LoaderFunctionArgs) => {
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
  })(args);

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
      <FormProblems summary={summary} notice={reply?.notice} button={BUTTON} />
      <p>
        <Link to={back} className="back-link" prefetch="none">
          Back
        </Link>
      </p>
      <p className="caption">Additional funds: question 1 of 2</p>
      <h1 tabIndex={-1}>{ROUTE_TITLES[SCREEN]}</h1>
      <p className="lead">First, how much you need and which kind of funds suits you.</p>
      <Form
        method="post"
        {...formProps}
        onSubmit={(event) => (sending ? event.preventDefault() : formProps.onSubmit(event))}
        aria-busy={sending || undefined}
      >
        <FormHiddenFields />
        <MoneyField
          field={fields.amount}
          label="Amount to apply for"
          hint={`In dollars, between ${formatMoney(limits.minimumAmount)} and ${formatMoney(limits.maximumAmount)}.`}
        />
        {/* Worked out as the amount is typed; without JavaScript the next page shows the same figures. */}
        {figures ? (
          <dl className="summary" data-testid="live-figures">
            <MoneyLine label="Establishment fee" cents={figures.fee} />
            <MoneyLine label="Total to repay at settlement" cents={figures.total} total />
          </dl>
        ) : null}
        <RadioGroup
          field={fields.product}
          legend="Which kind of funds do you need?"
          hint={explainAbbreviations(limits.products.map((product) => product.name)).join(" ") || undefined}
          options={limits.products.map((product) => ({
            value: product.name,
            label: `${product.title} (${product.name})`,
            hint: product.description,
          }))}
        />
        <div className="step-actions">
          <button type="submit" className="button" aria-disabled={sending || undefined}>
            {sending ? "Sending…" : BUTTON}
          </button>
        </div>
      </Form>
    </>
  );
}

export const handle: RouteHandle = { title: ROUTE_TITLES[SCREEN], gtm: SCREEN };
