import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { additionalFundsAccess, feeTiers } from "~/domain/additional-funds";
import { formatMoney } from "~/domain/money";
import { screenPath } from "~/domain/start-screen";
import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
import { loadAdditionalFunds } from "~/services/additional-funds.server";

/**
 * "Get Started applying for additional funds": who may apply, what the two
 * products are, what they cost and what is asked. Only a link goes on: nothing is
 * created until the purpose is given (decision 0170).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { linkContext, rules } = await loadAdditionalFunds(request, params.uuid, context, "additional-funds");
  const { uuid, fundRequest, link, headers } = linkContext;
  const access = additionalFundsAccess(fundRequest, link.customerId, linkContext.lending ?? true);
  return data(
    {
      access,
      rules,
      fees: feeTiers(),
      next: screenPath(uuid, access === "apply" ? "additional-funds-how-much" : "get-started"),
      // From the pay-later page (no application yet) back there; else to the application's own screen.
      back: access === "vpa-first" ? screenPath(uuid, "pay-later") : `/z/${encodeURIComponent(uuid)}`,
    },
    { headers },
  );
}

export const handle: RouteHandle = { title: ROUTE_TITLES["additional-funds"], gtm: "additional-funds" };

export default function AdditionalFundsGetStarted() {
  const { access, rules, fees, next, back } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to={back} className="back-link">
          Back
        </Link>
      </p>
      <h1 tabIndex={-1}>{ROUTE_TITLES["additional-funds"]}</h1>
      <p className="lead">
        As well as your marketing cost, you can borrow between {formatMoney(rules.minimumAmount)} and{" "}
        {formatMoney(rules.maximumAmount)} for the costs of selling and moving. Nothing is repaid until your property sale
        settles.
      </p>

      <h2>Who can apply</h2>
      <p>
        Additional funds are for the vendor who applies to pay the marketing cost at settlement. You can apply while that
        application is in progress, or once it is submitted, approved or signed. Each vendor can have one application for
        additional funds.
      </p>

      <h2>Choose the kind of funds</h2>
      <dl className="summary summary--answers">
        {rules.products.map((product) => (
          <div className="summary__row" key={product.name}>
            <dt>
              {product.title} <span className="field__hint">({product.name})</span>
            </dt>
            <dd>{product.description}</dd>
          </div>
        ))}
      </dl>

      <h2>What it costs</h2>
      <p>There is no interest. A one-off establishment fee is added to the amount and repaid with it at settlement:</p>
      <ul>
        {fees.map((tier) => (
          <li key={tier}>{tier}</li>
        ))}
      </ul>
      <p>You see the exact fee and total as you enter the amount.</p>

      <h2>What we will ask</h2>
      <ol>
        <li>how much you need, and which kind of funds</li>
        <li>what the funds are for</li>
        <li>your identity again, then your marital status, income and payslips, and expenses and liabilities</li>
        <li>the bank account the funds are paid into, and how you want to repay</li>
      </ol>
      <p>Nothing is lent until you have checked your answers, sent the application and signed its contract.</p>

      {access === "apply" ? (
        <p>
          <Link to={next} className="button">
            Apply for additional funds
          </Link>
        </p>
      ) : (
        <>
          <div className="notice notice--info">
            <p>First apply to pay your marketing cost at settlement. You can then apply for additional funds straight away.</p>
          </div>
          <p>
            <Link to={next} className="button">
              Apply to pay at settlement first
            </Link>
          </p>
        </>
      )}
    </>
  );
}
