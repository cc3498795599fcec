// The documents pages' loader, action and download (decision 0180): what the provider
// asks of the link's customer or entity, files sent on to its media store and to
// the document they are for, and files taken back (decisions 0180-0183).
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import * as v from "valibot";

import {
  documentIdOfField,
  type DocumentsPage,
  documentsPath,
  documentsRedirect,
  documentView,
  fileFieldName,
  findFile,
} from "~/domain/documents";
import type { FormReply } from "~/domain/form-reply";
import { httpUrlOrNull } from "~/domain/safe-url";
import type { DocumentOwner, RequestedDocument } from "~/domain/types";
import { refusalMessage } from "~/domain/upload-rules";
import { fieldMessage } from "~/i18n/field-message";
import { localeOf } from "~/services/language.server";
import { isMultipart, type ReceivedFile, type ReceivedUpload, receiveUpload } from "./document-upload.server";
import { readForm } from "./form.server";
import { formAction, type FormRefusal } from "./form-action.server";
import { commitLink, requireLink } from "./link.server";
import { pageLoader } from "./page-loader.server";
import { ProviderError } from "./provider.server";
import { providerUnavailable } from "./provider-outage.server";
import type { LinkContext } from "./request-state.server";
import { redirectWithToast } from "./toast.server";

const REMOVE_FIELD = "remove";

/** The link, on the pages of its own owner: an entity invoice's link on /e, any other on /c. */
async function requireDocumentsLink(args: LoaderFunctionArgs, owner: DocumentOwner, page: DocumentsPage) {
  const linkContext = await requireLink(args.request, args.params.uuid, args.context);
  const elsewhere = documentsRedirect(linkContext.uuid, linkContext.fundRequest, owner, page);
  if (elsewhere) throw redirect(elsewhere, { headers: linkContext.headers });
  return linkContext;
}

async function listDocuments(linkContext: LinkContext, owner: DocumentOwner): Promise<RequestedDocument[]> {
  try {
    return await linkContext.provider.listRequestedDocuments(linkContext.link, owner);
  } catch (error) {
    if (error instanceof ProviderError) providerUnavailable(error);
    throw error;
  }
}

/** The words of the documents pages: the upload page's formPage adds them after sealing its snapshot. */
export const DOCUMENTS_NAMESPACES = ["documents", "files", "abbreviations"] as const;

/** The thank-you page: the documents and the page's words. */
export function loadThankYou(args: LoaderFunctionArgs, owner: DocumentOwner) {
  return pageLoader(args, DOCUMENTS_NAMESPACES, (loaderArgs) => loadDocuments(loaderArgs, owner, "thank-you"));
}

export async function loadDocuments(args: LoaderFunctionArgs, owner: DocumentOwner, page: DocumentsPage) {
  const linkContext = await requireDocumentsLink(args, owner, page);
  const documents = await listDocuments(linkContext, owner);
  const { uuid, fundRequest } = linkContext;
  const locale = await localeOf(args.request);
  return data(
    {
      owner,
      entityName: fundRequest.entity?.name ?? null,
      reference: fundRequest.reference,
      documents: documents.map((document) => documentView(document, locale)),
      uploadPath: documentsPath(uuid, owner, "upload-documents"),
      thankYouPath: documentsPath(uuid, owner, "thank-you"),
      fundRequestPath: `/z/${encodeURIComponent(uuid)}`,
      contactPath: `/z/${encodeURIComponent(uuid)}/contact-us`,
    },
    { headers: await commitLink(linkContext) },
  );
}

/** A download link: the file must be listed on this link's own documents; the provider's signed URL opens it. */
export async function downloadDocument(args: LoaderFunctionArgs, owner: DocumentOwner) {
  const linkContext = await requireDocumentsLink(args, owner, "upload-documents");
  const mediaId = args.params.mediaId ?? "";
  if (!findFile(await listDocuments(linkContext, owner), mediaId)) {
    throw data("That file is not one of your documents.", { status: 404 });
  }
  let url: string | null;
  try {
    url = httpUrlOrNull((await linkContext.provider.getMedia(linkContext.link, mediaId)).downloadUrl);
  } catch (error) {
    if (error instanceof ProviderError) providerUnavailable(error);
    throw error;
  }
  if (!url) providerUnavailable();
  return redirect(url, { headers: await commitLink(linkContext) });
}

/** What the documents page's form answers when it does not move on: the pipeline's reply, and the files that did go. */
export interface DocumentsReply extends FormReply {
  /** The files that were sent although others were refused. */
  sent?: string[];
}

/**
 * A file the provider did not take: the words for its field (a catalog key, said in
 * the payer's language where it is shown), the status the per-file answer carries,
 * and whether the provider failed.
 */
interface NotSent {
  message: string;
  status: number;
  unavailable: boolean;
}

function providerRefusal(fileName: string, error: ProviderError): NotSent {
  const refused = (status: number, message: string): NotSent => ({ status, message, unavailable: false });
  const file = { file: fileName };
  if (error.status === 413) return refused(413, refusalMessage(fileName, "too-large"));
  if (error.status === 422) return refused(422, refusalMessage(fileName, "wrong-type"));
  if (error.status === 409) return refused(409, fieldMessage("documents.fileAccepted", file));
  if (error.status === 403 || error.status === 404) return refused(409, fieldMessage("documents.fileNotAsked", file));
  return { status: 503, message: fieldMessage("documents.fileCouldNot", file), unavailable: true };
}

/**
 * Sends one file for its document, in one call: the provider checks the document
 * still takes files before it stores anything (decision 0241). Answers why not.
 */
async function sendFile(linkContext: LinkContext, documentId: string, file: ReceivedFile): Promise<NotSent | null> {
  try {
    const base64 = file.bytes.toString("base64");
    await linkContext.provider.sendDocumentFile(linkContext.link, documentId, { fileName: file.fileName, base64 });
    return null;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return providerRefusal(file.fileName, error);
  }
}

async function removeFile(request: Request, linkContext: LinkContext, owner: DocumentOwner, value: string) {
  const back = documentsPath(linkContext.uuid, owner, "upload-documents");
  const [documentId = "", fileId = ""] = value.split(":");
  try {
    const document = await linkContext.provider.removeDocumentFile(linkContext.link, documentId, fileId);
    const headers = await commitLink(linkContext);
    return redirectWithToast(
      request,
      back,
      { type: "success", title: fieldMessage("documents.removedToast", { document: document.name }) },
      { headers },
    );
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // Not stored: the pipeline keeps the page and says so.
    if (error.status === undefined || error.status >= 500) throw error;
    const headers = await commitLink(linkContext);
    const title = fieldMessage(
      error.status === 409
        ? "documents.removeChecked"
        : error.status === 404 || error.status === 403
          ? "documents.removeGone"
          : "documents.removeFailed",
    );
    return redirectWithToast(request, back, { type: error.status === 409 ? "warning" : "danger", title }, { headers });
  }
}

/** The documents form's text fields: the token, and a file taken back (its Remove button posts urlencoded). */
const documentsFormSchema = v.object({ [REMOVE_FIELD]: v.optional(v.pipe(v.string(), v.maxLength(200))) });

/** The text fields and files of a documents form: an upload (multipart), or a file taken back (urlencoded). */
async function readUpload(request: Request): Promise<ReceivedUpload> {
  return isMultipart(request)
    ? receiveUpload(request, (name) => documentIdOfField(name) !== null)
    : { formData: await readForm(request), files: [], refused: [] };
}

/** A file for a document the provider asks for now, or the message for its input. */
function documentFor(documents: RequestedDocument[], file: ReceivedFile): RequestedDocument | string {
  const document = documents.find((candidate) => fileFieldName(candidate.id) === file.field);
  return document ?? fieldMessage("documents.fileNotAsked", { file: file.fileName });
}

/**
 * The documents form, through the one form pipeline (form-action.server.ts): the
 * files chosen for each document (multipart), or a file taken back. Every file
 * that can be kept is sent even when others are refused; the refused ones are
 * named on their own inputs, and the page says which did go.
 */
export function documentsAction(args: ActionFunctionArgs, owner: DocumentOwner) {
  let upload: ReceivedUpload = { formData: new FormData(), files: [], refused: [] };
  const sent: string[] = [];
  return formAction(args, {
    read: async (request) => (upload = await readUpload(request)).formData,
    load: (args) => requireDocumentsLink(args, owner, "upload-documents"),
    schema: documentsFormSchema,
    async submit(value, linkContext): Promise<Response | FormRefusal> {
      if (value.remove !== undefined) return removeFile(args.request, linkContext, owner, value.remove);
      const documents = await listDocuments(linkContext, owner);
      const fieldErrors: Record<string, string[]> = {};
      const refuse = (field: string, message: string) => (fieldErrors[field] ??= []).push(message);
      for (const refused of upload.refused) refuse(refused.field, refused.message);
      let unavailable = false;
      for (const file of upload.files) {
        const document = documentFor(documents, file);
        if (typeof document === "string") {
          refuse(file.field, document);
          continue;
        }
        const notSent = await sendFile(linkContext, document.id, file);
        if (!notSent) sent.push(file.fileName);
        else {
          refuse(file.field, notSent.message);
          unavailable ||= notSent.unavailable;
        }
      }
      // Nothing went and the provider is not answering: the pipeline's "not sent yet" (503), the page kept.
      if (unavailable && sent.length === 0) return { failure: { ok: false, kind: "unavailable", errors: [] } };
      if (sent.length === 0 && Object.keys(fieldErrors).length === 0) {
        const first = documents.find((document) => document.state !== "accepted");
        if (first) refuse(fileFieldName(first.id), fieldMessage("documents.chooseFile"));
      }
      if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
      const title = fieldMessage("documents.sentToast", { count: sent.length, file: sent[0] });
      return redirectWithToast(
        args.request,
        documentsPath(linkContext.uuid, owner, "upload-documents"),
        { type: "success", title, message: fieldMessage("documents.sentToastMessage") },
        { headers: await commitLink(linkContext) },
      );
    },
    headers: (linkContext) => commitLink(linkContext),
    extra: async () => ({ sent }),
  });
}

/** The per-file answer FileUploads reads: what was sent, or the one message for the file (a catalog key FileUploads says). */
function fileAnswer(reply: FormReply, init: ResponseInit | null): Response {
  const { notice, result } = reply;
  const message =
    notice?.kind === "expired"
      ? fieldMessage("documents.fileExpired")
      : notice?.kind === "unsaved"
        ? fieldMessage("documents.fileUnavailable")
        : (Object.values(result.error ?? {})
            .flat()
            .find(Boolean) ?? fieldMessage("documents.fileCouldNotGeneric"));
  return Response.json({ error: message }, init ?? undefined);
}

/**
 * One file sent by the page's script (FileUploads), through the same pipeline as
 * the form, answered as JSON for its progress list: 200 `{sent}` or 4xx/5xx `{error}`.
 */
export async function documentFileAction(args: ActionFunctionArgs, owner: DocumentOwner): Promise<Response> {
  if (!isMultipart(args.request)) return Response.json({ error: fieldMessage("documents.chooseFile") }, { status: 415 });
  let upload: ReceivedUpload = { formData: new FormData(), files: [], refused: [] };
  const answer = await formAction(args, {
    read: async (request) => (upload = await readUpload(request)).formData,
    load: (args) => requireDocumentsLink(args, owner, "upload-documents"),
    schema: documentsFormSchema,
    async submit(_value, linkContext): Promise<Response | FormRefusal> {
      const [refused] = upload.refused;
      if (refused) return { fieldErrors: { [refused.field]: [refused.message] } };
      const [file] = upload.files;
      if (upload.files.length !== 1 || !file) return { fieldErrors: { file: [fieldMessage("documents.chooseOneFile")] } };
      const document = documentFor(await listDocuments(linkContext, owner), file);
      if (typeof document === "string") return { fieldErrors: { [file.field]: [document] } };
      const notSent = await sendFile(linkContext, document.id, file);
      if (notSent?.unavailable) return { failure: { ok: false, kind: "unavailable", errors: [] } };
      // The provider's refusal keeps its status (409, 413, 422) for the progress list (decision 0241).
      if (notSent)
        return Response.json({ error: notSent.message }, { status: notSent.status, headers: await commitLink(linkContext) });
      return Response.json({ sent: file.fileName }, { headers: await commitLink(linkContext) });
    },
    headers: (linkContext) => commitLink(linkContext),
  });
  return answer instanceof Response ? answer : fileAnswer(answer.data, answer.init);
}
