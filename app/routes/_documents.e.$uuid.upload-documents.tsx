import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { DocumentsUploadPage, documentsUploadTitle } from "~/components/DocumentsPages";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "~/components/no-answer-reply";
import type { RouteHandle } from "~/route-handle";
import { DOCUMENTS_NAMESPACES, documentsAction, loadDocuments } from "~/services/documents.server";
import { formPage } from "~/services/form-page.server";

// A function, not a call at the top: the browser build must be able to drop it with the server module it uses.
export const loader = (args: LoaderFunctionArgs) =>
  formPage(args, DOCUMENTS_NAMESPACES, (args: LoaderFunctionArgs) => loadDocuments(args, "entity", "upload-documents"));

export const action = (args: ActionFunctionArgs) => documentsAction(args, "entity");

export const clientAction = keepFormWithoutAnswer;

export const shouldRevalidate = keepPageAfterRefusal;

export default DocumentsUploadPage;

export const handle: RouteHandle = { title: documentsUploadTitle, gtm: "e-uuid-upload-documents" };
