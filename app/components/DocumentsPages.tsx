import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { ContinueLink, RequestedDocuments } from "~/components/RequestedDocuments";
import { allRequiredReceived, type DocumentView, stillNeeded } from "~/domain/documents";
import { T, useT } from "~/i18n/react";
import type { Translate } from "~/i18n/translate";
import type { DocumentsReply, loadDocuments } from "~/services/documents.server";

type Loaded = Awaited<ReturnType<typeof loadDocuments>>["data"];

/** The upload page's title, in the page's language (its route's handle). */
export const documentsUploadTitle = (_data: unknown, t: Translate) => t("documents.uploadTitle");

/** The thank-you page's title, in the page's language (its route's handle). */

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

/** "Questions? Contact us." under both pages. */
function Questions({ contactPath }: { contactPath: string }) {
  return (
    <p>
      <T id="documents.questions" components={{ 0: <Link to={contactPath} /> }} />
    </p>
  );
}

/** Upload documents (docs/SPEC.md 2.1): what is asked, what was sent, and a file input for each (words: `documents`). */
export function DocumentsUploadPage() {
  const loaded = useLoaderData<Loaded>();
  const reply = useActionData<DocumentsReply>();
  const t = useT();
  const { documents } = loaded;
  const count = requiredCount(documents);
  const complete = documents.length > 0 && allRequiredReceived(documents);
  const fromEntity = loaded.owner === "entity" && loaded.entityName;
  return (
    <>
      <h1 tabIndex={-1}>{t("documents.uploadTitle")}</h1>
      {documents.length === 0 ? (
        <>
          <p className="lead">{t("documents.nothingAsked")}</p>
          <p>
            <T id="documents.nothingAskedMore" components={{ 0: <Link to={loaded.fundRequestPath} /> }} />
          </p>
        </>
      ) : (
        <>
          <p className="lead">
            {t("documents.lead", {
              from: fromEntity ? "entity" : "you",
              entity: loaded.entityName ?? "",
              withReference: loaded.reference ? "yes" : "no",
              reference: loaded.reference ?? "",
            })}
          </p>
          <p>{t("documents.progress", { sent: count.sent, required: count.required })}</p>
          <RequestedDocuments
            documents={documents}
            uploadPath={loaded.uploadPath}
            downloadPath={(mediaId) => `${loaded.uploadPath.replace(/\/upload-documents$/, "")}/documents/${mediaId}`}
            errors={fieldErrorsOf(reply)}
            sent={reply?.sent ?? []}
            notice={reply?.notice ?? null}
          />
          {complete ? <ContinueLink to={loaded.thankYouPath}>{t("documents.continue")}</ContinueLink> : null}
        </>
      )}
      <Questions contactPath={loaded.contactPath} />
    </>
  );
}

/** The thank-you page's title and heading, from its loader's data: what is still needed decides it. */
export function documentsThankYouPageTitle(data: unknown, t: Translate): string {
  const missing = stillNeeded((data as Loaded | undefined)?.documents ?? []).length;
  return t("documents.thankYouTitle", { state: missing === 0 ? "done" : "missing" });
}

/** Thank You! (docs/SPEC.md 2.1): what happens next once everything required is in, or what is still missing. */
export function DocumentsThankYouPage() {
  const loaded = useLoaderData<Loaded>();
  const t = useT();
  const missing = stillNeeded(loaded.documents);
  return (
    <>
      <h1 tabIndex={-1}>{documentsThankYouPageTitle(loaded, t)}</h1>
      {missing.length === 0 ? (
        <>
          <p className="lead">
            {t("documents.allReceived", { withEntity: loaded.entityName ? "yes" : "no", entity: loaded.entityName ?? "" })}
          </p>
          <h2>{t("documents.nextTitle")}</h2>
          <ol>
            <li>{t("documents.next1")}</li>
            <li>{t("documents.next2")}</li>
            <li>{t("documents.next3")}</li>
          </ol>
          <p>
            <Link to={loaded.uploadPath}>{t("documents.seeSent")}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="lead">
            {loaded.documents.some((document) => document.files.length > 0)
              ? t("documents.stillNeedSome")
              : t("documents.stillNeedAll")}
          </p>
          <ul>
            {/* The documents' names are the agency's or our team's words, in English. */}
            {missing.map((name) => (
              <li key={name}>
                {/* The item keeps the page's direction (its bullet where the page's are); the name is set left to right. */}
                <span lang="en" dir="ltr">
                  {name}
                </span>
              </li>
            ))}
          </ul>
          <ContinueLink to={loaded.uploadPath}>{t("documents.uploadButton")}</ContinueLink>
        </>
      )}
      <Questions contactPath={loaded.contactPath} />
    </>
  );
}
