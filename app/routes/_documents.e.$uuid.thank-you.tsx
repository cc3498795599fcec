import type { LoaderFunctionArgs } from "@remix-run/node";

import { DocumentsThankYouPage, documentsThankYouPageTitle } from "~/components/DocumentsPages";
import type { RouteHandle } from "~/route-handle";
import { loadThankYou } from "~/services/documents.server";

export const loader = (args: LoaderFunctionArgs) => loadThankYou(args, "entity");

export default DocumentsThankYouPage;

export const handle: RouteHandle = { title: documentsThankYouPageTitle, gtm: "e-uuid-thank-you" };
