import { Readable } from "node:stream";

import { describe, expect, it } from "vitest";

import { type BodyRequest, decideBody, FORM_BODY_LIMIT, readLimitedBody, UPLOAD_BODY_LIMIT } from "./request-body.server";

const STEP = "/z/00000000-0000-4000-8000-000000000001/pay-later/application";
const post = (overrides: Partial<BodyRequest>): BodyRequest => ({
  method: "POST",
  pathname: `${STEP}/citizenship`,
  contentType: "application/x-www-form-urlencoded",
  contentLength: "120",
  chunked: false,
  ...overrides,
});

describe("decideBody", () => {
  it("reads a form up to the form limit, and an upload form up to the upload limit", () => {
    expect(decideBody(post({}))).toEqual({ kind: "read", limit: FORM_BODY_LIMIT });
    expect(
      decideBody(
        post({ contentType: "application/x-www-form-urlencoded;charset=UTF-8", chunked: true, contentLength: undefined }),
      ),
    ).toEqual({
      kind: "read",
      limit: FORM_BODY_LIMIT,
    });
    const upload = { pathname: `${STEP}/income-payslips`, contentType: "multipart/form-data; boundary=----x" };
    expect(decideBody(post(upload))).toEqual({ kind: "read", limit: UPLOAD_BODY_LIMIT });
    expect(decideBody(post({ ...upload, pathname: `${upload.pathname}.data` }))).toEqual({
      kind: "read",
      limit: UPLOAD_BODY_LIMIT,
    });
    for (const pathname of ["/c/u/upload-documents", "/e/u/upload-documents.data", "/c/u/upload-documents/file"]) {
      expect(decideBody(post({ ...upload, pathname }))).toEqual({ kind: "read", limit: 40 * 1024 * 1024 });
    }
    expect(decideBody(post({ ...upload, pathname: "/c/u/thank-you" }))).toMatchObject({ kind: "refuse", status: 415 });
  });

  it("answers 413 before reading a declared length over the limit", () => {
    expect(decideBody(post({ contentLength: String(FORM_BODY_LIMIT + 1) }))).toMatchObject({ kind: "refuse", status: 413 });
    expect(
      decideBody(
        post({
          pathname: `${STEP}/income-payslips`,
          contentType: "multipart/form-data; boundary=x",
          contentLength: String(200e6),
        }),
      ),
    ).toMatchObject({ kind: "refuse", status: 413 });
  });

  it("answers 415 for anything that is not one of the portal's forms", () => {
    for (const contentType of [
      undefined,
      "application/json",
      "text/plain",
      "application/xml",
      "application/vnd.api+json",
      "multipart/form-data",
      "multipart/form-data; boundary=x",
    ]) {
      expect(decideBody(post({ contentType }))).toMatchObject({ kind: "refuse", status: 415 });
    }
  });

  it("reads nothing of a page request, and refuses one with a body", () => {
    expect(decideBody(post({ method: "GET", contentLength: undefined }))).toEqual({ kind: "none" });
    expect(decideBody(post({ method: "GET", contentLength: "0" }))).toEqual({ kind: "none" });
    expect(decideBody(post({ method: "GET", chunked: true, contentLength: undefined }))).toMatchObject({ status: 400 });
  });

  it("refuses a length that is not a number", () => {
    expect(decideBody(post({ contentLength: "-1" }))).toMatchObject({ status: 400 });
    expect(decideBody(post({ contentLength: "1e9" }))).toMatchObject({ status: 400 });
  });
});

describe("readLimitedBody", () => {
  it("reads a body within the limit", async () => {
    expect((await readLimitedBody(Readable.from([Buffer.from("a=1&"), Buffer.from("b=2")]), 10))?.toString()).toBe("a=1&b=2");
  });

  it("stops at the first chunk past the limit, without reading the rest", async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled += 1;
        this.push(Buffer.alloc(1024, 97));
      },
    });
    expect(await readLimitedBody(endless, 8 * 1024)).toBeNull();
    expect(pulled).toBeLessThan(40);
    endless.destroy();
  });
});
