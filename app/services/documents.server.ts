// The documents pages' loader, action and download (issue 13): what the provider
// asks of the link's customer or entity, files sent on to its media store and to
// the document they are for, and files taken back (decisions 0180-0183).
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";

import {
  documentIdOfField,
  type DocumentsPage,
  documentsPath,
  documentsRedirect,
  documentView,
  fileFieldName,
  findFile,
} from "~/domain/documents";
import { httpUrlOrNull } from "~/domain/safe-url";
import type { DocumentOwner, RequestedDocument } from "~/domain/types";
import { carriesCsrf, csrfRefused } from "./csrf.server";
import { isMultipart, type ReceivedFile, receiveUpload } from "./document-upload.server";
import { readForm } from "./form.server";
import { commitLink, type LinkContext, providerUnavailable, requireLink } from "./link.server";
import { ProviderError } from "./provider.server";
import { markRefusedSubmit } from "./refused-submit.server";
import { redirectWithToast } from "./toast.server";

export const REMOVE_FIELD = "remove";

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
    if (error instanceof ProviderError) providerUnavailable();
    throw error;
  }
}

export async function loadDocuments(args: LoaderFunctionArgs, owner: DocumentOwner, page: DocumentsPage) {
  const linkContext = await requireDocumentsLink(args, owner, page);
  const documents = await listDocuments(linkContext, owner);
  const { uuid, fundRequest } = linkContext;
  return data(
    {
      owner,
      entityName: fundRequest.entity?.name ?? null,
      reference: fundRequest.reference,
      documents: documents.map(documentView),
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
    if (error instanceof ProviderError) providerUnavailable();
    throw error;
  }
  if (!url) providerUnavailable();
  return redirect(url, { headers: await commitLink(linkContext) });
}

export interface DocumentsReply {
  /** Messages per file input, by its name. */
  errors: Record<string, string[]>;
  /** The files that were sent although others were refused. */
  sent: string[];
}

/** A file the provider did not take: the words for its field, and the status the per-file answer carries. */
interface NotSent {
  message: string;
  status: number;
}

function providerRefusal(fileName: string, error: ProviderError): NotSent {
  if (error.status === 413) return { status: 413, message: `${fileName} is larger than 10 MB: send a smaller scan or photo` };
  if (error.status === 422) {
    return { status: 422, message: `${fileName} is not a PDF, JPG, PNG or HEIC: save it as one of those and send it again` };
  }
  if (error.status === 409) return { status: 409, message: `${fileName} was not sent: this document has already been accepted` };
  if (error.status === 403 || error.status === 404) {
    return { status: 409, message: `${fileName} was not sent: that document is no longer asked for` };
  }
  return { status: 502, message: `${fileName} could not be sent just now. Choose it again and send it` };
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

async function removeFile(args: ActionFunctionArgs, linkContext: LinkContext, owner: DocumentOwner, value: string) {
  const back = documentsPath(linkContext.uuid, owner, "upload-documents");
  const [documentId = "", fileId = ""] = value.split(":");
  try {
    const document = await linkContext.provider.removeDocumentFile(linkContext.link, documentId, fileId);
    const headers = await commitLink(linkContext);
    return redirectWithToast(args.request, back, { type: "success", title: `File removed from ${document.name}` }, { headers });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const headers = await commitLink(linkContext);
    const title =
      error.status === 409
        ? "That file has been checked already, so it stays with your documents"
        : error.status === 404 || error.status === 403
          ? "That file is not with your documents any more"
          : "The file could not be removed just now. Please try again";
    return redirectWithToast(args.request, back, { type: error.status === 409 ? "warning" : "danger", title }, { headers });
  }
}

/**
 * The documents form: the files chosen for each document (multipart), or a file
 * taken back (a small urlencoded form). Every file that can be kept is sent even
 * when others are refused; the refused ones are named on their own inputs.
 */
export async function documentsAction(args: ActionFunctionArgs, owner: DocumentOwner) {
  const { request, context } = args;
  const upload = isMultipart(request)
    ? await receiveUpload(request, (name) => documentIdOfField(name) !== null)
    : { formData: await readForm(request), files: [], refused: [] };
  if (!(await carriesCsrf(upload.formData, request))) csrfRefused();
  const linkContext = await requireDocumentsLink(args, owner, "upload-documents");

  const remove = upload.formData.get(REMOVE_FIELD);
  if (typeof remove === "string") return removeFile(args, linkContext, owner, remove);

  const documents = await listDocuments(linkContext, owner);
  const errors: Record<string, string[]> = {};
  const refuse = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const refused of upload.refused) refuse(refused.field, refused.message);

  const sent: string[] = [];
  for (const file of upload.files) {
    const document = documents.find((candidate) => fileFieldName(candidate.id) === file.field);
    if (!document) {
      refuse(file.field, `${file.fileName} was not sent: that document is no longer asked for`);
      continue;
    }
    const problem = await sendFile(linkContext, document.id, file);
    if (problem) refuse(file.field, problem.message);
    else sent.push(file.fileName);
  }
  if (sent.length === 0 && Object.keys(errors).length === 0) {
    const first = documents.find((document) => document.state !== "accepted");
    if (first) refuse(fileFieldName(first.id), "Choose a file to send");
  }

  const headers = await commitLink(linkContext);
  if (Object.keys(errors).length === 0) {
    const title = sent.length === 1 ? `${sent[0]} sent` : `${sent.length} files sent`;
    return redirectWithToast(
      request,
      documentsPath(linkContext.uuid, owner, "upload-documents"),
      { type: "success", title, message: "We will check them and let you know if anything else is needed." },
      { headers },
    );
  }
  markRefusedSubmit(context);
  return data<DocumentsReply>({ errors, sent }, { status: 400, headers });
}

/**
 * One file sent by the page's script (FileUploads): the same checks as the form,
 * answered as JSON for its progress list: 200 `{sent}` or 4xx/5xx `{error}`.
 */
export async function documentFileAction(args: ActionFunctionArgs, owner: DocumentOwner): Promise<Response> {
  const { request } = args;
  if (!isMultipart(request)) return Response.json({ error: "Choose a file to send" }, { status: 415 });
  const upload = await receiveUpload(request, (name) => documentIdOfField(name) !== null);
  if (!(await carriesCsrf(upload.formData, request))) {
    return Response.json({ error: "This page was open too long. Reload it and choose the file again." }, { status: 403 });
  }
  const linkContext = await requireDocumentsLink(args, owner, "upload-documents");
  const answer = async (body: { sent?: string; error?: string }, status: number) =>
    Response.json(body, { status, headers: await commitLink(linkContext) });
  const [refused] = upload.refused;
  if (refused) return answer({ error: refused.message }, 400);
  if (upload.files.length !== 1) return answer({ error: "Choose one file to send" }, 400);
  const [file] = upload.files;
  const documents = await listDocuments(linkContext, owner);
  const document = documents.find((candidate) => fileFieldName(candidate.id) === file.field);
  if (!document) return answer({ error: `${file.fileName} was not sent: that document is no longer asked for` }, 409);
  const problem = await sendFile(linkContext, document.id, file);
  return problem ? answer({ error: problem.message }, problem.status) : answer({ sent: file.fileName }, 200);
}
