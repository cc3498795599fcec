import type { LoaderFunctionArgs } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";

import { EmailLink, PhoneLink } from "~/components/ContactLinks";
import { T, useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { pageLoader } from "~/services/page-loader.server";
import type { RootLayoutData } from "~/types/layout-data";

export function loader(args: LoaderFunctionArgs) {
  return pageLoader(args, ["home"], () => ({}));
}

/** The blank page of docs/SPEC.md 2.1: the document title is the product name alone. */
export const handle: RouteHandle = { gtm: "all" };

export default function Index() {
  const t = useT();
  const support = useRouteLoaderData<RootLayoutData>("root")?.env;
  return (
    <>
      <h1 tabIndex={-1}>{t("home.title")}</h1>
      <p className="lead">{t("home.lead")}</p>
      <p>{t("home.cannotFind")}</p>
      {support ? (
        <p>
          <T
            id="home.otherQuestions"
            values={{ email: <EmailLink email={support.SUPPORT_EMAIL} />, phone: <PhoneLink phone={support.SUPPORT_PHONE} /> }}
          />
        </p>
      ) : null}
    </>
  );
}
