import { Form, Link } from "@remix-run/react";
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from "react";

import { Abbreviations } from "~/components/Abbreviations";
import { ErrorSummary } from "~/components/ErrorSummary";
import { FileInput } from "~/components/FileInput";
import type { FileUploadsProps } from "~/components/FileUploads";
import { FormHiddenFields } from "~/components/FormHiddenFields";
import { FormNotice } from "~/components/FormNotice";
import { type DocumentView, fileFieldName } from "~/domain/documents";
import type { FormNotice as Notice } from "~/domain/form-reply";
import { useT } from "~/i18n/react";

// Loaded only in the browser, after the page works without it (decision 0182). A chunk that
// does not load (the connection dropped meanwhile) leaves the plain form as it is, never the error page.
const FileUploads = lazy<ComponentType<FileUploadsProps>>(() =>
  import("~/components/FileUploads").catch(() => ({ default: () => null })),
);

interface RequestedDocumentsProps {
  documents: DocumentView[];
  uploadPath: string;
  /** The download link of a file, by its media id. */
  downloadPath: (mediaId: string) => string;
  /** Messages per file input name (the action's reply). */
  errors: Record<string, string[]>;
  /** Files the same post did send, while others were refused. */
  sent: string[];
  /** Why nothing was sent (the provider not answering, the page open too long). */
  notice: Notice | null;
}

/**
 * What the provider asks for, each document with its state, its files and its own
 * file input, in one plain multipart form: it works without JavaScript; with it,
 * each chosen file is sent at once with its own progress (FileUploads).
 */
export function RequestedDocuments({ documents, uploadPath, downloadPath, errors, sent, notice }: RequestedDocumentsProps) {
  const t = useT();
  // The label of the form's own button, which a notice names.
  const send = t("documents.send");
  const enhanced = useHydrated();
  // Once the enhancement runs, each file goes as soon as it is chosen: the form's own button has nothing left to send.
  const [takenOver, setTakenOver] = useState(false);
  // One function for the page's life: each FileUploads takes over its input in an effect that depends on it.
  const takeOver = useCallback(() => setTakenOver(true), []);
  const summary = documents.flatMap((document) =>
    (errors[fileFieldName(document.id)] ?? []).map((message) => ({ fieldId: fileFieldName(document.id), message })),
  );
  const open = documents.some((document) => document.open);
  return (
    <>
      <ErrorSummary errors={summary} />
      {notice ? <FormNotice notice={notice} button={send} focus={summary.length === 0} /> : null}
      {sent.length > 0 ? (
        <div className="notice notice--success">
          <p>{t("documents.sentList", { withErrors: summary.length > 0 ? "yes" : "no", files: sent.join(", ") })}</p>
        </div>
      ) : null}
      {/* One form for the page: its Send button sends the chosen files (multipart); each file's Remove button posts
          only which file to take back (urlencoded), so no form is left without a button of its own. */}
      <Form
        method="post"
        action={uploadPath}
        encType="multipart/form-data"
        noValidate
        reloadDocument
        aria-label={t("documents.uploadTitle")}
      >
        <FormHiddenFields />
        <ul className="requested">
          {documents.map((document) => (
            <li key={document.id}>
              <RequestedDocument
                document={document}
                downloadPath={downloadPath}
                errors={errors[fileFieldName(document.id)] ?? []}
                enhanced={enhanced}
                onEnhanced={takeOver}
                uploadPath={uploadPath}
              />
            </li>
          ))}
        </ul>
        {open && !takenOver ? (
          <button type="submit" className="button">
            {send}
          </button>
        ) : null}
      </Form>
    </>
  );
}

function RequestedDocument({
  document,
  downloadPath,
  errors,
  enhanced,
  onEnhanced,
  uploadPath,
}: {
  document: DocumentView;
  downloadPath: (mediaId: string) => string;
  errors: string[];
  enhanced: boolean;
  onEnhanced: () => void;
  uploadPath: string;
}) {
  const t = useT();
  const inputId = fileFieldName(document.id);
  return (
    <>
      {/* The document's name and description, and a reason it was refused, are the agency's or our team's words, in English,
          set left to right in their own run: on a page in Arabic their full stops stay at their end. */}
      <h2 id={`${inputId}-title`}>
        <span lang="en" dir="ltr">
          {document.name}
        </span>{" "}
        <span className="requested__need">{document.required ? t("documents.required") : t("documents.ifApplies")}</span>
      </h2>
      <p lang="en" dir="ltr">
        {document.description}
      </p>
      <Abbreviations texts={[document.name, document.description]} className="muted" />
      <p>
        <span className={`state state--${document.state}`}>{t("documents.state", { state: document.state })}</span>
      </p>
      {document.rejectionReason ? (
        <p className="notice notice--warning">
          <span className="notice__label">{t("documents.whyRejected")} </span>
          <span lang="en" dir="ltr">
            {document.rejectionReason}
          </span>
        </p>
      ) : null}
      {document.files.length > 0 ? (
        <ul className="sent-files" aria-label={t("documents.filesSentFor", { document: document.name })}>
          {document.files.map((file) => (
            <li key={file.id}>
              <a href={downloadPath(file.mediaId)}>
                <span translate="no">{file.fileName}</span>
                <span className="visually-hidden"> {t("documents.download")}</span>
              </a>
              <span className="sent-files__facts">
                {t("documents.fileFacts", {
                  size: file.size,
                  date: file.sentOn,
                  state: t("documents.fileState", { state: file.state }),
                })}
              </span>
              {file.removable ? (
                <button
                  type="submit"
                  name="remove"
                  value={`${document.id}:${file.id}`}
                  formEncType="application/x-www-form-urlencoded"
                  aria-label={t("documents.removeFile", { file: file.fileName, document: document.name })}
                  className="button button--secondary button--small"
                >
                  {t("documents.remove")}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {document.open ? (
        <FileInput
          id={inputId}
          name={inputId}
          label={
            <>
              {document.files.length > 0 ? t("documents.addMore") : t("documents.choose")}
              <span className="visually-hidden"> {t("documents.forDocument", { document: document.name })}</span>
            </>
          }
          hint={t("documents.hint")}
          errors={errors}
        >
          {enhanced ? (
            <Suspense fallback={null}>
              <FileUploads
                inputId={inputId}
                documentId={document.id}
                documentName={document.name}
                uploadPath={uploadPath}
                onReady={onEnhanced}
              />
            </Suspense>
          ) : null}
        </FileInput>
      ) : null}
    </>
  );
}

/** True once React runs in the browser: the enhancement is never part of the server's page. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function ContinueLink({ to, children }: { to: string; children: string }) {
  return (
    <p>
      <Link to={to} className="button">
        {children}
      </Link>
    </p>
  );
}
