// What a request may carry, decided before any of it is read (decision 0100).
// Every body the portal takes is a plain HTML form: urlencoded everywhere, and
// multipart only where a form uploads documents. Anything else is refused with a
// 4xx, and no body is read past its limit, chunked or not.
import type { Readable } from "node:stream";

import { MAX_REQUEST_BYTES } from "~/domain/upload-rules";

/** A step form with every row filled is under 20 KB; four times that is still a person. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** A form that uploads documents: 10 MB a file, 40 MB a request (domain/upload-rules.ts, decision 0181). */
export const UPLOAD_BODY_LIMIT = MAX_REQUEST_BYTES;

/** The forms that upload files; `.data` is the same action posted by Remix with JavaScript. */
const UPLOAD_PATHS = [
  /^\/z\/[^/]+\/pay-later\/application\/income-payslips(?:\.data)?$/,
  /^\/[ce]\/[^/]+\/upload-documents(?:\.data|\/file)?$/,
];

export interface BodyRequest {
  method: string;
  pathname: string;
  contentType: string | undefined;
  /** Content-Length as sent, or undefined when the body is chunked or absent. */
  contentLength: string | undefined;
  chunked: boolean;
}

type BodyDecision =
  { kind: "none" } | { kind: "read"; limit: number } | { kind: "refuse"; status: 400 | 413 | 415; message: string };

export const TOO_LARGE_MESSAGE =
  "What was sent is larger than any form of this portal. If you were uploading documents, send files of up to 10 MB each, a few at a time.";
const NOT_A_FORM_MESSAGE = "This address takes only the portal's own forms.";

function mediaType(contentType: string | undefined): { type: string; boundary: boolean } {
  const [type = "", ...parameters] = (contentType ?? "").split(";");
  return {
    type: type.trim().toLowerCase(),
    boundary: parameters.some((parameter) => /^\s*boundary=\S/i.test(parameter)),
  };
}

/** Whether and how much of a request's body to read; pure, so each rule has a unit test. */
export function decideBody(request: BodyRequest): BodyDecision {
  const declared = request.contentLength === undefined ? null : Number(request.contentLength);
  if (declared !== null && !(/^\d{1,15}$/.test(request.contentLength ?? "") && Number.isSafeInteger(declared))) {
    return { kind: "refuse", status: 400, message: "The request's length is not a number." };
  }
  const hasBody = request.chunked || (declared ?? 0) > 0;
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) {
    return hasBody ? { kind: "refuse", status: 400, message: "A page request carries no body." } : { kind: "none" };
  }
  const { type, boundary } = mediaType(request.contentType);
  let limit: number;
  if (type === "application/x-www-form-urlencoded") {
    limit = FORM_BODY_LIMIT;
  } else if (type === "multipart/form-data" && boundary && UPLOAD_PATHS.some((path) => path.test(request.pathname))) {
    limit = UPLOAD_BODY_LIMIT;
  } else {
    return { kind: "refuse", status: 415, message: NOT_A_FORM_MESSAGE };
  }
  if (declared !== null && declared > limit) return { kind: "refuse", status: 413, message: TOO_LARGE_MESSAGE };
  return { kind: "read", limit };
}

/**
 * Reads a body while counting it: stops at the first byte past `limit` (null), so
 * a chunked body that never ends costs at most `limit` bytes of memory.
 */
export function readLimitedBody(stream: Readable, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: () => void) => {
      stream.off("data", onData);
      stream.off("end", onEnd);
      stream.off("error", onError);
      stream.off("aborted", onAborted);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stream.pause();
        finish(() => resolve(null));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(() => resolve(Buffer.concat(chunks, size)));
    const onError = (error: Error) => finish(() => reject(error));
    const onAborted = () => finish(() => reject(new Error("The client stopped sending")));
    stream.on("data", onData);
    stream.on("end", onEnd);
    stream.on("error", onError);
    stream.on("aborted", onAborted);
  });
}
