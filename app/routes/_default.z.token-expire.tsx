import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";

import { EmailLink, PhoneLink } from "~/components/ContactLinks";
import { T, useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { pageLoader } from "~/services/page-loader.server";
import type { RootLayoutData } from "~/types/layout-data";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An expired link (docs/SPEC.md 8: authentication 410). The uuid in the query is only used
 * to show the last characters, so the agency can find which link to send again.
 */
export function loader(args: LoaderFunctionArgs) {
  return pageLoader(args, ["tokenExpired"], ({ request }) => {
    const uuid = new URL(request.url).searchParams.get("uuid");
    // 410 Gone: the link existed and will not work again.
    return data({ linkEnding: uuid && UUID.test(uuid) ? uuid.slice(-6) : null }, { status: 410 });
  });
}

export const handle: RouteHandle = { title: (_data, t) => t("tokenExpired.title"), gtm: "z-token-expire" };

export default function TokenExpire() {
  const t = useT();
  const { linkEnding } = useLoaderData<typeof loader>();
  const env = useRouteLoaderData<RootLayoutData>("root")?.env;
  return (
    <>
      <h1 tabIndex={-1}>{t("tokenExpired.title")}</h1>
      <p className="lead">{t("tokenExpired.lead")}</p>
      <h2>{t("tokenExpired.howToGetNew")}</h2>
      <p>{t("tokenExpired.askAgency")}</p>
      {linkEnding ? (
        <p>
          <T
            id="tokenExpired.linkEnding"
            values={{
              ending: (
                <strong translate="no" dir="ltr">
                  {linkEnding}
                </strong>
              ),
            }}
          />
        </p>
      ) : null}
      {env ? (
        <p>
          <T
            id="tokenExpired.notSure"
            values={{ email: <EmailLink email={env.SUPPORT_EMAIL} />, phone: <PhoneLink phone={env.SUPPORT_PHONE} /> }}
          />
        </p>
      ) : null}
    </>
  );
}
