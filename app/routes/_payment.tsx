import type { LinksFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";

import type { RouteHandle } from "~/route-handle";
import paymentsStyles from "~/styles/payments.css?url";

// This layout's screens show the rules of payments.css (decision 0274).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: paymentsStyles }];
export const handle: RouteHandle = { stylesheets: [paymentsStyles] };

/** The payment layout of docs/SPEC.md 2.3 (decision 0031): the page column every payment screen sits in. */
export default function PaymentLayout() {
  return (
    <main id="main" className="site-main layout--payment" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
