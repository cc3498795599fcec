import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";

const LINK_PATH = /^\/z\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/|$)/i;

/** The catch-all of docs/SPEC.md 2.1: a helpful page with status 404 instead of an error. Its words are the root's (errors). */
export async function loader({ request }: LoaderFunctionArgs) {
  const match = LINK_PATH.exec(new URL(request.url).pathname);
  return data({ linkPath: match ? `/z/${match[1]}` : null }, { status: 404 });
}

export const handle: RouteHandle = { title: (_data, t) => t("errors.notFoundTitle"), gtm: "all" };

export default function CatchAll() {
  const t = useT();
  const { linkPath } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 tabIndex={-1}>{t("errors.notFoundTitle")}</h1>
      <p className="lead">{t("errors.pageNotFoundLead")}</p>
      {linkPath ? (
        <p>
          <Link className="button" to={linkPath}>
            {t("errors.goToFundRequest")}
          </Link>
        </p>
      ) : (
        <p>{t("errors.checkAddress")}</p>
      )}
    </>
  );
}
