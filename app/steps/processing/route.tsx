import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { SubmittedApplication } from "~/components/ApplicationStatus";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { loadSubmitted } from "~/services/step-loader.server";

const STEP = "processing";

export const loader = (args: LoaderFunctionArgs) => loadSubmitted(args, STEP);

export const handle: RouteHandle = { gtm: STEP };

export default function Processing() {
  return <SubmittedApplication lead={useT()("stepSubmitted.processingLead")} {...useLoaderData<typeof loader>()} />;
}
