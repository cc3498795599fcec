import { Link } from "@remix-run/react";

import type { RouteHandle } from "~/route-handle";

/** Where a view as a customer lands when its time is up (decision 0191). */
export default function ViewingEnded() {
  return (
    <>
      <h1 tabIndex={-1}>Your view as the customer has ended</h1>
      <p className="lead">
        A view as a customer lasts 30 minutes, or until you end it. Nothing you saved before it ended is lost.
      </p>
      <p>To carry on helping the customer, open their fund request again and choose View as customer.</p>
      <p>
        <Link to="/staff" className="button">
          Back to staff home
        </Link>
      </p>
    </>
  );
}

export const handle: RouteHandle = { title: "Your view as the customer has ended", gtm: "staff-viewing-ended" };
