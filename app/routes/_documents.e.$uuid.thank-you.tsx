import type { LoaderFunctionArgs } from "@remix-run/node";

import { DocumentsThankYouPage } from "~/components/DocumentsPages";
import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
import { loadDocuments } from "~/services/documents.server";

export const loader = (args: LoaderFunctionArgs) => loadDocuments(args, "entity", "thank-you");

export default DocumentsThankYouPage;

export const handle: RouteHandle = { title: ROUTE_TITLES["e-uuid-thank-you"], gtm: "e-uuid-thank-you" };
