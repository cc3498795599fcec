import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";

import { DocumentsUploadPage, documentsUploadTitle } from "~/components/DocumentsPages";
import type { RouteHandle } from "~/route-handle";
import { documentsAction, loadDocuments } from "~/services/documents.server";
import documentsStyles from "~/styles/documents.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: documentsStyles }];

export const loader = (args: LoaderFunctionArgs) => loadDocuments(args, "entity", "upload-documents");

export const action = (args: ActionFunctionArgs) => documentsAction(args, "entity");

export default DocumentsUploadPage;

export const handle: RouteHandle = { title: documentsUploadTitle, gtm: "e-uuid-upload-documents" };
