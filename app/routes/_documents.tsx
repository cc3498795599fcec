import type { LinksFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";

import type { RouteHandle } from "~/route-handle";
import documentsStyles from "~/styles/documents.css?url";

// This layout's screens show the rules of documents.css (decision 0274).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: documentsStyles }];
export const handle: RouteHandle = { stylesheets: [documentsStyles] };

/** The documents layout of docs/SPEC.md 2.3 (decision 0031): the page column every documents screen sits in. */
export default function DocumentsLayout() {
  return (
    <main id="main" className="site-main layout--documents" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
