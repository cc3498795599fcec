import { describe, expect, it } from "vitest";

import {
  allRequiredReceived,
  documentIdOfField,
  documentsPath,
  documentsRedirect,
  documentView,
  fileFieldName,
  findFile,
  ownerOf,
  stillNeeded,
} from "./documents";
import type { RequestedDocument } from "./types";

const UUID = "00000000-0000-4000-8000-000000000006";

function requested(overrides: Partial<RequestedDocument> = {}): RequestedDocument {
  return {
    id: "1",
    owner: "customer",
    name: "Photo identification",
    description: "Your licence or passport.",
    required: true,
    state: "missing",
    rejectionReason: null,
    createdAt: "2026-11-20T01:00:00.000Z",
    files: [],
    ...overrides,
  };
}

describe("whose documents a link sees", () => {
  it("sends an entity invoice to /e and anyone else to /c", () => {
    expect(ownerOf({ entity: { id: "1", name: "Hay Street Holdings Pty Ltd" } })).toBe("entity");
    expect(ownerOf({ entity: null })).toBe("customer");
    expect(documentsPath(UUID, "entity", "upload-documents")).toBe(`/e/${UUID}/upload-documents`);
    expect(documentsPath(UUID, "customer", "thank-you")).toBe(`/c/${UUID}/thank-you`);
    expect(documentsRedirect(UUID, { entity: null }, "entity", "thank-you")).toBe(`/c/${UUID}/thank-you`);
    expect(documentsRedirect(UUID, { entity: { id: "1", name: "X" } }, "customer", "upload-documents")).toBe(
      `/e/${UUID}/upload-documents`,
    );
    expect(documentsRedirect(UUID, { entity: null }, "customer", "upload-documents")).toBeNull();
  });

  it("names each document's file input by its id, and reads only such names back", () => {
    expect(fileFieldName("12")).toBe("document-12");
    expect(documentIdOfField("document-12")).toBe("12");
    expect(documentIdOfField("document-0")).toBeNull();
    expect(documentIdOfField("document-12x")).toBeNull();
    expect(documentIdOfField("csrf")).toBeNull();
  });
});

describe("a document on the page", () => {
  it("says its state, the reason while rejected, and lists its files", () => {
    const view = documentView(
      requested({
        state: "rejected",
        rejectionReason: "The photo is blurred.",
        files: [
          {
            id: "4",
            mediaId: "9",
            fileName: "licence.jpg",
            mimeType: "image/jpeg",
            size: 310 * 1024,
            createdAt: "2026-11-20T01:00:00.000Z",
            state: "rejected",
            removable: false,
          },
        ],
      }),
    );
    expect(view).toMatchObject({
      rejectionReason: "The photo is blurred.",
      open: true,
    });
    expect(view.files[0]).toMatchObject({
      fileName: "licence.jpg",
      size: "310 kB",
      sentOn: "20 November 2026",
    });
    expect(documentView(requested({ state: "received", rejectionReason: "old" })).rejectionReason).toBeNull();
    expect(documentView(requested({ state: "accepted" })).open).toBe(false);
  });
});

describe("when everything asked for is in", () => {
  it("waits for every required document, not the optional ones", () => {
    const docs = [
      requested({ state: "received" }),
      requested({ id: "2", name: "Trust deed", required: false }),
      requested({ id: "3", name: "Director identification", state: "rejected" }),
    ];
    expect(allRequiredReceived(docs)).toBe(false);
    expect(stillNeeded(docs)).toEqual(["Director identification"]);
    docs[2] = requested({ id: "3", state: "accepted" });
    expect(allRequiredReceived(docs)).toBe(true);
    expect(stillNeeded(docs)).toEqual([]);
    expect(allRequiredReceived([])).toBe(true);
  });

  it("finds a file only among the link's own documents", () => {
    const docs = [requested({ files: [{ ...requested().files[0], id: "1", mediaId: "7" } as never] })];
    expect(findFile(docs, "7")).not.toBeNull();
    expect(findFile(docs, "8")).toBeNull();
  });
});
