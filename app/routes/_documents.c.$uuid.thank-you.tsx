import type { LoaderFunctionArgs } from "@remix-run/node";

import { DocumentsThankYouPage, documentsThankYouTitle } from "~/components/DocumentsPages";
import type { RouteHandle } from "~/route-handle";
import { loadThankYou } from "~/services/documents.server";

export const loader = (args: LoaderFunctionArgs) => loadThankYou(args, "customer");

export default DocumentsThankYouPage;

export const handle: RouteHandle = { title: documentsThankYouTitle, gtm: "c-uuid-thank-you" };
