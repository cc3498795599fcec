import { useRouteLoaderData } from "@remix-run/react";

import type { RouteHandle } from "~/route-handle";
import type { RootLayoutData } from "~/types/layout-data";

/** The blank page of SPEC 2.1: the document title is the product name alone. */
export const handle: RouteHandle = { gtm: "all" };

export default function Index() {
  const root = useRouteLoaderData<RootLayoutData>("root");
  const support = root?.env;
  return (
    <>
      <h1 tabIndex={-1}>Pay a fund request</h1>
      <p className="lead">
        To see or pay a fund request, open the link in the email or SMS you received from your real estate agency. Each link is
        personal to you, so there is nothing to sign in to here.
      </p>
      <p>Can't find the message? Ask your agency to send the link again.</p>
      {support ? (
        <p>
          For any other question, email <a href={`mailto:${support.SUPPORT_EMAIL}`}>{support.SUPPORT_EMAIL}</a> or call{" "}
          <a href={`tel:${support.SUPPORT_PHONE.replace(/[^+\d]/g, "")}`}>{support.SUPPORT_PHONE}</a>.
        </p>
      ) : null}
    </>
  );
}
