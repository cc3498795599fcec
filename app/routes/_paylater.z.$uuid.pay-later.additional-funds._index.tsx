import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { additionalFundsAccess, feeTiers, productKind } from "~/domain/additional-funds";
import { formatMoney } from "~/domain/money";
import { screenPath } from "~/domain/start-screen";
import { translateFieldMessage } from "~/i18n/field-message";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { loadAdditionalFunds } from "~/services/additional-funds.server";
import { pageLoader } from "~/services/page-loader.server";

/**
 * "Get started applying for additional funds": who may apply, what the two
 * products are, what they cost and what is asked. Only a link goes on: nothing is
 * created until the purpose is given (decision 0170).
 */
export function loader(args: LoaderFunctionArgs) {
  return pageLoader(args, ["additionalFunds"], async ({ request, params, context }) => {
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
  });
}

export const handle: RouteHandle = { title: (_data, t) => t("additionalFunds.title"), gtm: "additional-funds" };

export default function AdditionalFundsGetStarted() {
  const { access, rules, fees, next, back } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <p>
        <Link to={back} className="back-link">
          {t("additionalFunds.back")}
        </Link>
      </p>
      <h1 tabIndex={-1}>{t("additionalFunds.title")}</h1>
      <p className="lead">
        {t("additionalFunds.lead", { minimum: formatMoney(rules.minimumAmount), maximum: formatMoney(rules.maximumAmount) })}
      </p>

      <h2>{t("additionalFunds.whoTitle")}</h2>
      <p>{t("additionalFunds.who")}</p>

      <h2>{t("additionalFunds.kindTitle")}</h2>
      <dl className="summary summary--answers">
        {rules.products.map((product) => (
          <div className="summary__row" key={product.name}>
            <dt>
              {t("additionalFunds.productTitle", { kind: productKind(product.name), title: product.title })}{" "}
              <span className="field__hint" translate="no">
                ({product.name})
              </span>
            </dt>
            <dd>
              {t("additionalFunds.productDescription", { kind: productKind(product.name), description: product.description })}
            </dd>
          </div>
        ))}
      </dl>

      <h2>{t("additionalFunds.costTitle")}</h2>
      <p>{t("additionalFunds.costIntro")}</p>
      <ul>
        {fees.map((tier) => (
          <li key={tier}>{translateFieldMessage(t, tier)}</li>
        ))}
      </ul>
      <p>{t("additionalFunds.costExact")}</p>

      <h2>{t("additionalFunds.askTitle")}</h2>
      <ol>
        <li>{t("additionalFunds.ask1")}</li>
        <li>{t("additionalFunds.ask2")}</li>
        <li>{t("additionalFunds.ask3")}</li>
        <li>{t("additionalFunds.ask4")}</li>
      </ol>
      <p>{t("additionalFunds.nothingLent")}</p>

      {access === "apply" ? (
        <p>
          <Link to={next} className="button">
            {t("additionalFunds.apply")}
          </Link>
        </p>
      ) : (
        <>
          <div className="notice notice--info">
            <p>{t("additionalFunds.vpaFirst")}</p>
          </div>
          <p>
            <Link to={next} className="button">
              {t("additionalFunds.vpaFirstButton")}
            </Link>
          </p>
        </>
      )}
    </>
  );
}
