import type { LoaderFunctionArgs } from "@remix-run/node";

import { DocumentsThankYouPage, documentsThankYouPageTitle } from "~/components/DocumentsPages";
import type { RouteHandle } from "~/route-handle";
import { loadThankYou } from "~/services/documents.server";

export const loader = (args: LoaderFunctionArgs) => loadThankYou(args, "customer");

export default DocumentsThankYouPage;

export const handle: RouteHandle = { title: documentsThankYouPageTitle, gtm: "c-uuid-thank-you" };
