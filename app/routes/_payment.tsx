import { Outlet } from "@remix-run/react";

/** The payment layout of SPEC 2.3 (decision 0031): the page column every payment screen sits in. */
export default function PaymentLayout() {
  return (
    <main id="main" className="site-main layout--payment" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
