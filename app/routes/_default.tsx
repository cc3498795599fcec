import { Outlet } from "@remix-run/react";

/** The default layout of docs/SPEC.md 2.3 (decision 0031): the page column every default screen sits in. */
export default function DefaultLayout() {
  return (
    <main id="main" className="site-main layout--default" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
