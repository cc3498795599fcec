import { data } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";

import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
import type { RootLayoutData } from "~/types/layout-data";

/** An unknown or unauthorised link (SPEC 8: authentication 404 or 401): the page, with the status it means. */
export function loader() {
  return data(null, { status: 404 });
}

export const handle: RouteHandle = { title: ROUTE_TITLES["z-not-found"], gtm: "z-not-found" };

export default function NotFound() {
  const env = useRouteLoaderData<RootLayoutData>("root")?.env;
  return (
    <>
      <h1 tabIndex={-1}>{ROUTE_TITLES["z-not-found"]}</h1>
      <p className="lead">We could not find a fund request for this link.</p>
      <p>This can happen when the link was copied only in part, or when the request was cancelled.</p>
      <h2>What you can do</h2>
      <ul>
        <li>Open the link again straight from the email or SMS you received, rather than copying it.</li>
        <li>Ask your real estate agency to send you the link again.</li>
        {env ? (
          <li>
            Contact us at <a href={`mailto:${env.SUPPORT_EMAIL}`}>{env.SUPPORT_EMAIL}</a> or on{" "}
            <a href={`tel:${env.SUPPORT_PHONE.replace(/[^+\d]/g, "")}`}>{env.SUPPORT_PHONE}</a>.
          </li>
        ) : null}
      </ul>
    </>
  );
}
