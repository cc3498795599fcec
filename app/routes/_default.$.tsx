import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";

const LINK_PATH = /^\/z\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/|$)/i;

/** The catch-all of SPEC 2.1: a helpful page with status 404 instead of an error. */
export async function loader({ request }: LoaderFunctionArgs) {
  const match = LINK_PATH.exec(new URL(request.url).pathname);
  return data({ linkPath: match ? `/z/${match[1]}` : null }, { status: 404 });
}

export const handle: RouteHandle = { title: ROUTE_TITLES.all, gtm: "all" };

export default function CatchAll() {
  const { linkPath } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 tabIndex={-1}>{ROUTE_TITLES.all}</h1>
      <p className="lead">We could not find the page you asked for.</p>
      {linkPath ? (
        <p>
          <Link className="button" to={linkPath}>
            Go to your fund request
          </Link>
        </p>
      ) : (
        <p>
          If you typed the address, check it is correct. If you followed a link from an email or SMS, open it again from that
          message.
        </p>
      )}
    </>
  );
}
