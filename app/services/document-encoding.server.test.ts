import { gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { encodeDocument } from "./document-encoding.server";

const html = Buffer.from(`<!DOCTYPE html><html><body>${"<p>Bank details</p>".repeat(200)}</body></html>`);

describe("encodeDocument", () => {
  it("gzips the document for a browser that takes gzip, among others", () => {
    const encoded = encodeDocument(html, "gzip, deflate, br, zstd");
    expect(encoded.encoding).toBe("gzip");
    expect(encoded.body.length).toBeLessThan(html.length / 4);
    expect(gunzipSync(encoded.body).equals(html)).toBe(true);
  });

  it("sends the document as rendered to a client that asks for no encoding", () => {
    expect(encodeDocument(html, null)).toEqual({ body: html, encoding: null });
    expect(encodeDocument(html, "identity")).toEqual({ body: html, encoding: null });
  });

  it("sends the document as rendered when gzip is refused", () => {
    expect(encodeDocument(html, "gzip;q=0, br")).toEqual({ body: html, encoding: null });
  });
});
