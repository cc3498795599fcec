import { describe, expect, it } from "vitest";

import { openPage, sealPage } from "./page-snapshot.server";

const PATH = "/z/00000000-0000-4000-8000-000000000001/pay-later/application/citizenship";
const page = { view: { version: 3 }, citizenship: "CITIZEN", applicant: { firstName: "Mia" } };

describe("the page snapshot (decisions 0110, 0200)", () => {
  it("gives back the loader data it was sealed with, for the same page and visitor", () => {
    expect(openPage(sealPage(page, PATH, "token-1"), PATH, "token-1")).toEqual(page);
  });

  it("is sealed: it opens for no other page or visitor, and not when changed or missing", () => {
    const sealed = sealPage(page, PATH, "token-1");
    // Sealed text is base64url: a JSON fragment in it would be the data in the clear.
    expect(sealed).not.toMatch(/["{:]/);
    expect(openPage(sealed, `${PATH}x`, "token-1")).toBeNull();
    expect(openPage(sealed, PATH, "token-2")).toBeNull();
    expect(openPage(sealed, PATH, "")).toBeNull();
    const changed = `${sealed.slice(0, -2)}${sealed.endsWith("AA") ? "AB" : "AA"}`;
    expect(openPage(changed, PATH, "token-1")).toBeNull();
    expect(openPage(null, PATH, "token-1")).toBeNull();
    expect(openPage("", PATH, "token-1")).toBeNull();
  });
});
