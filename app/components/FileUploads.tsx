// The upload enhancement of the documents pages (decision 0182), loaded
// lazily once the page works without it: each file chosen is sent at once, on its
// own, with a progress bar (announced at every quarter), and can be cancelled and
// sent again; a dropped connection fails that file only, which Retry sends again.
// A large camera photo is redrawn at 2000 px before it leaves the phone.
import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";

import { CSRF_FIELD } from "~/domain/form-fields";
import { downscaledSize, PHOTO_QUALITY, shouldDownscale } from "~/domain/photo-size";
import { translateFieldMessage } from "~/i18n/field-message";
import { useT } from "~/i18n/react";
import type { Translate } from "~/i18n/translate";

type Status = "preparing" | "sending" | "sent" | "failed" | "cancelled";

interface Upload {
  key: number;
  file: File;
  status: Status;
  /** 0-100. */
  progress: number;
  message: string | null;
  /** A refused file (wrong type, too large) is not worth sending again as it is. */
  retryable: boolean;
}

export interface FileUploadsProps {
  inputId: string;
  documentId: string;
  documentName: string;
  uploadPath: string;
  /** Called once the input is taken over: the form's own submit button is no longer needed. */
  onReady: () => void;
}

/** Redraws a large photo at MAX_PHOTO_SIDE as a JPEG; answers the file itself when it cannot, or need not. */
export async function downscalePhoto(file: File): Promise<File> {
  if (!shouldDownscale(file.type, file.size) || typeof createImageBitmap !== "function") return file;
  try {
    const bitmap = await createImageBitmap(file);
    const size = downscaledSize(bitmap.width, bitmap.height);
    if (!size) return file;
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", PHOTO_QUALITY));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.[^.]*$/, "") + ".jpg", { type: "image/jpeg" });
  } catch {
    return file;
  }
}

let nextKey = 1;

export default function FileUploads({ inputId, documentId, documentName, uploadPath, onReady }: FileUploadsProps) {
  const t = useT();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const requests = useRef(new Map<number, XMLHttpRequest>());
  const revalidator = useRevalidator();

  const update = useCallback((key: number, change: Partial<Upload>) => {
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  }, []);

  const send = useCallback(
    async (key: number, original: File) => {
      update(key, { status: "preparing", progress: 0, message: null });
      const file = await downscalePhoto(original);
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      const csrf = input?.form?.querySelector<HTMLInputElement>(`input[name="${CSRF_FIELD}"]`)?.value ?? "";
      const body = new FormData();
      body.append(CSRF_FIELD, csrf);
      body.append(`document-${documentId}`, file, file.name);
      const xhr = new XMLHttpRequest();
      requests.current.set(key, xhr);
      let announced = 0;
      xhr.upload.onprogress = (event) => {
        if (!event.lengthComputable) return;
        const progress = Math.min(100, Math.round((event.loaded / event.total) * 100));
        update(key, { progress });
        const quarter = Math.floor(progress / 25) * 25;
        if (quarter > announced && quarter < 100) {
          announced = quarter;
          setAnnouncement(t("documents.uploadPercent", { file: file.name, percent: quarter }));
        }
      };
      const finish = (change: Partial<Upload>, spoken: string) => {
        requests.current.delete(key);
        update(key, change);
        setAnnouncement(spoken);
      };
      xhr.onload = () => {
        let reply: { sent?: string; error?: string } = {};
        try {
          reply = JSON.parse(xhr.responseText) as typeof reply;
        } catch {
          reply = {};
        }
        if (xhr.status === 200 && reply.sent) {
          finish({ status: "sent", progress: 100 }, t("documents.uploadSent", { file: reply.sent, document: documentName }));
          revalidator.revalidate();
        } else {
          // The portal's answer is a catalog key (documents.server.ts): said in the page's language.
          const message = reply.error ? translateFieldMessage(t, reply.error) : t("documents.uploadCouldNot");
          finish(
            { status: "failed", message, retryable: xhr.status >= 500 || !reply.error },
            t("documents.uploadNotSent", { file: file.name, reason: message }),
          );
        }
      };
      xhr.onerror = () =>
        finish(
          { status: "failed", message: t("documents.uploadDropped"), retryable: true },
          t("documents.uploadDroppedSpoken", { file: file.name }),
        );
      xhr.onabort = () =>
        finish({ status: "cancelled", message: null, retryable: true }, t("documents.uploadCancelled", { file: file.name }));
      xhr.open("POST", `${uploadPath}/file`);
      xhr.setRequestHeader("Accept", "application/json");
      update(key, { status: "sending" });
      xhr.send(body);
    },
    [documentId, documentName, inputId, revalidator, t, update, uploadPath],
  );

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    const onChange = () => {
      const files = Array.from(input.files ?? []);
      // The files go now, one request each; the form's own submit must not send them again.
      input.value = "";
      const added = files.map((file) => ({
        key: nextKey++,
        file,
        status: "preparing" as Status,
        progress: 0,
        message: null,
        retryable: true,
      }));
      setUploads((current) => [...current.filter((upload) => upload.status !== "sent"), ...added]);
      for (const upload of added) void send(upload.key, upload.file);
    };
    input.addEventListener("change", onChange);
    // Files chosen before this script ran are sent now, or they would wait for a button that is gone.
    if ((input.files?.length ?? 0) > 0) onChange();
    onReady();
    return () => input.removeEventListener("change", onChange);
  }, [inputId, send, onReady]);

  useEffect(() => {
    const pending = requests.current;
    return () => pending.forEach((xhr) => xhr.abort());
  }, []);

  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {uploads.length > 0 ? (
        <ul className="uploads" aria-label={t("documents.uploadsLabel", { document: documentName })}>
          {uploads.map((upload) => (
            <li key={upload.key}>
              <span translate="no">{upload.file.name}</span>
              <progress
                max={100}
                value={upload.progress}
                aria-label={t("documents.uploadProgressLabel", { file: upload.file.name })}
              >
                {upload.progress}%
              </progress>
              <span className={`uploads__status${upload.status === "failed" ? " uploads__status--failed" : ""}`}>
                {statusText(upload, t)}
              </span>{" "}
              {upload.status === "sending" || upload.status === "preparing" ? (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => requests.current.get(upload.key)?.abort()}
                  aria-label={t("documents.cancelFile", { file: upload.file.name, document: documentName })}
                >
                  {t("documents.cancel")}
                </button>
              ) : null}
              {(upload.status === "failed" && upload.retryable) || upload.status === "cancelled" ? (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => void send(upload.key, upload.file)}
                  aria-label={t("documents.retryFile", { file: upload.file.name, document: documentName })}
                >
                  {t("documents.retry")}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function statusText(upload: Upload, t: Translate): string {
  switch (upload.status) {
    case "preparing":
      return t("documents.statusPreparing");
    case "sending":
      return t("documents.statusSending", { percent: upload.progress });
    case "sent":
      return t("documents.statusSent");
    case "cancelled":
      return t("documents.statusCancelled");
    case "failed":
      return t("documents.statusFailed", { reason: upload.message ?? "" });
  }
}
