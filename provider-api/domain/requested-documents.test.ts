import { describe, expect, it } from "vitest";

import {
  canAddFiles,
  canRemoveFile,
  canReview,
  documentState,
  MAX_FILES_PER_DOCUMENT,
  reviewedState,
} from "./requested-documents.js";

const files = (...states: string[]) => states.map((state) => ({ state }));

describe("a requested document's state", () => {
  it("is missing until a file is sent, received while one waits, rejected when all were rejected", () => {
    expect(documentState([])).toBe("missing");
    expect(documentState(files("received"))).toBe("received");
    expect(documentState(files("rejected"))).toBe("rejected");
    expect(documentState(files("rejected", "received"))).toBe("received");
    expect(documentState(files("rejected", "accepted", "received"))).toBe("accepted");
  });

  it("lets files be removed only before review, and added until accepted or full", () => {
    expect(canRemoveFile({ state: "received" })).toBe(true);
    expect(canRemoveFile({ state: "rejected" })).toBe(false);
    expect(canRemoveFile({ state: "accepted" })).toBe(false);
    expect(canAddFiles(files("rejected"))).toBe(true);
    expect(canAddFiles(files("accepted"))).toBe(false);
    expect(canAddFiles(files(...Array<string>(MAX_FILES_PER_DOCUMENT).fill("rejected")))).toBe(false);
  });

  it("is reviewed only when something waits, and the decision sets the file state", () => {
    expect(canReview(files("rejected"))).toBe(false);
    expect(canReview(files("rejected", "received"))).toBe(true);
    expect(reviewedState("ACCEPT")).toBe("accepted");
    expect(reviewedState("REJECT")).toBe("rejected");
  });
});
