import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { SubmittedApplication } from "~/components/ApplicationStatus";
import type { RouteHandle } from "~/route-handle";
import { loadSubmitted } from "~/services/step-loader.server";

const STEP = "processing";

export const loader = (args: LoaderFunctionArgs) => loadSubmitted(args, STEP);

export const handle: RouteHandle = { gtm: STEP };

export default function Processing() {
  return (
    <SubmittedApplication
      lead="Thank you. Your application has been sent and we have started assessing it."
      {...useLoaderData<typeof loader>()}
    />
  );
}
