import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";

import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
import type { RootLayoutData } from "~/types/layout-data";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An expired link (SPEC 8: authentication 410). The uuid in the query is only used
 * to show the last characters, so the agency can find which link to send again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const uuid = new URL(request.url).searchParams.get("uuid");
  // 410 Gone: the link existed and will not work again.
  return data({ linkEnding: uuid && UUID.test(uuid) ? uuid.slice(-6) : null }, { status: 410 });
}

export const handle: RouteHandle = { title: ROUTE_TITLES["z-token-expire"], gtm: "z-token-expire" };

export default function TokenExpire() {
  const { linkEnding } = useLoaderData<typeof loader>();
  const env = useRouteLoaderData<RootLayoutData>("root")?.env;
  return (
    <>
      <h1 tabIndex={-1}>{ROUTE_TITLES["z-token-expire"]}</h1>
      <p className="lead">For your security, payment links only work for a limited time, and this one has expired.</p>
      <h2>How to get a new link</h2>
      <p>
        Contact the real estate agency that sent you the link and ask them to send a new one.
        {linkEnding ? (
          <>
            {" "}
            To help them find it, tell them your old link ended in <strong>{linkEnding}</strong>.
          </>
        ) : null}
      </p>
      {env ? (
        <p>
          If you are not sure who sent it, email <a href={`mailto:${env.SUPPORT_EMAIL}`}>{env.SUPPORT_EMAIL}</a> or call{" "}
          <a href={`tel:${env.SUPPORT_PHONE.replace(/[^+\d]/g, "")}`}>{env.SUPPORT_PHONE}</a>.
        </p>
      ) : null}
    </>
  );
}
