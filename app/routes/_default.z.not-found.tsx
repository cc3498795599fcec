import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";

import { EmailLink, PhoneLink } from "~/components/ContactLinks";
import { T, useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { pageLoader } from "~/services/page-loader.server";
import type { RootLayoutData } from "~/types/layout-data";

/** An unknown or unauthorised link (docs/SPEC.md 8: authentication 404 or 401): the page, with the status it means. */
export function loader(args: LoaderFunctionArgs) {
  return pageLoader(args, ["notFound"], () => data({}, { status: 404 }));
}

export const handle: RouteHandle = { title: (_data, t) => t("notFound.title"), gtm: "z-not-found" };

export default function NotFound() {
  const t = useT();
  const env = useRouteLoaderData<RootLayoutData>("root")?.env;
  return (
    <>
      <h1 tabIndex={-1}>{t("notFound.title")}</h1>
      <p className="lead">{t("notFound.lead")}</p>
      <p>{t("notFound.why")}</p>
      <h2>{t("notFound.whatYouCanDo")}</h2>
      <ul>
        <li>{t("notFound.openAgain")}</li>
        <li>{t("notFound.askAgency")}</li>
        {env ? (
          <li>
            <T
              id="notFound.contactUs"
              values={{ email: <EmailLink email={env.SUPPORT_EMAIL} />, phone: <PhoneLink phone={env.SUPPORT_PHONE} /> }}
            />
          </li>
        ) : null}
      </ul>
    </>
  );
}
