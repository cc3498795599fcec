import { Outlet } from "@remix-run/react";

/** The documents layout of SPEC 2.3 (decision 0031): the page column every documents screen sits in. */
export default function DocumentsLayout() {
  return (
    <main id="main" className="site-main layout--documents" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
