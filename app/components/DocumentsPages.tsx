import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { ContinueLink, RequestedDocuments } from "~/components/RequestedDocuments";
import { allRequiredReceived, type DocumentView, stillNeeded } from "~/domain/documents";
import { documentsThankYouTitle, ROUTE_TITLES } from "~/domain/titles";
import type { DocumentsReply, loadDocuments } from "~/services/documents.server";

type Loaded = Awaited<ReturnType<typeof loadDocuments>>["data"];

export const documentsUploadTitle = ROUTE_TITLES["c-uuid-upload-documents"];

function fromWhom(loaded: Pick<Loaded, "owner" | "entityName">): string {
  return loaded.owner === "entity" && loaded.entityName ? loaded.entityName : "you";
}

function requiredCount(documents: DocumentView[]) {
  const required = documents.filter((document) => document.required);
  const sent = required.filter((document) => document.state === "received" || document.state === "accepted");
  return { required: required.length, sent: sent.length };
}

/** The messages of the action's reply by file input. */
function fieldErrorsOf(reply: DocumentsReply | undefined): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(reply?.result.error ?? {}).flatMap(([name, messages]) => (messages ? [[name, messages]] : [])),
  );
}

/** Upload Documents (SPEC 2.1): what is asked, what was sent, and a file input for each. */
export function DocumentsUploadPage() {
  const loaded = useLoaderData<Loaded>();
  const reply = useActionData<DocumentsReply>();
  const { documents } = loaded;
  const count = requiredCount(documents);
  const complete = documents.length > 0 && allRequiredReceived(documents);
  return (
    <>
      <h1 tabIndex={-1}>{ROUTE_TITLES["c-uuid-upload-documents"]}</h1>
      {documents.length === 0 ? (
        <>
          <p className="lead">Nothing has been asked of you at the moment.</p>
          <p>
            If the agency or our team needs a document from you, it will be listed here.{" "}
            <Link to={loaded.fundRequestPath}>Back to your fund request</Link>
          </p>
        </>
      ) : (
        <>
          <p className="lead">
            To go ahead we need a few documents from {fromWhom(loaded)}
            {loaded.reference ? ` for ${loaded.reference}` : ""}. A clear photo from your phone is fine.
          </p>
          <p>
            {count.sent} of {count.required} required {count.required === 1 ? "document" : "documents"} sent.
          </p>
          <RequestedDocuments
            documents={documents}
            uploadPath={loaded.uploadPath}
            downloadPath={(mediaId) => `${loaded.uploadPath.replace(/\/upload-documents$/, "")}/documents/${mediaId}`}
            errors={fieldErrorsOf(reply)}
            sent={reply?.sent ?? []}
            notice={reply?.notice ?? null}
          />
          {complete ? <ContinueLink to={loaded.thankYouPath}>Continue</ContinueLink> : null}
        </>
      )}
      <p>
        Questions? <Link to={loaded.contactPath}>Contact us</Link>.
      </p>
    </>
  );
}

/** The thank-you page's title and heading, from its loader's data: what is still needed decides it. */
export function documentsThankYouPageTitle(data: unknown): string {
  return documentsThankYouTitle(stillNeeded((data as Loaded | undefined)?.documents ?? []).length);
}

/** Thank You! (SPEC 2.1): what happens next once everything required is in, or what is still missing. */
export function DocumentsThankYouPage() {
  const loaded = useLoaderData<Loaded>();
  const missing = stillNeeded(loaded.documents);
  return (
    <>
      <h1 tabIndex={-1}>{documentsThankYouPageTitle(loaded)}</h1>
      {missing.length === 0 ? (
        <>
          <p className="lead">We have every document we asked for{loaded.entityName ? ` from ${loaded.entityName}` : ""}.</p>
          <h2>What happens next</h2>
          <ol>
            <li>We check each document, usually within 2 business days.</li>
            <li>
              If one cannot be accepted, we email you and it shows on your documents page with the reason, so you can send it
              again.
            </li>
            <li>Once they are accepted, your application goes ahead and we let you know.</li>
          </ol>
          <p>
            <Link to={loaded.uploadPath}>See the documents you sent</Link>
          </p>
        </>
      ) : (
        <>
          <p className="lead">
            {loaded.documents.some((document) => document.files.length > 0)
              ? "Thank you for what you have sent. We still need:"
              : "Before we can go ahead we need:"}
          </p>
          <ul>
            {missing.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <ContinueLink to={loaded.uploadPath}>Upload documents</ContinueLink>
        </>
      )}
      <p>
        Questions? <Link to={loaded.contactPath}>Contact us</Link>.
      </p>
    </>
  );
}
