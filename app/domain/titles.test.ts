import { describe, expect, it } from "vitest";

import { serverTranslator } from "~/i18n/catalogs.server";
import { stepInfo } from "./steps";
import { documentTitle, ROUTE_TITLES } from "./titles";

const { t } = serverTranslator("en-AU");

describe("documentTitle", () => {
  it("begins with Error: after a refused submit", () => {
    expect(documentTitle("Settlement details", "Fund Request Portal", true)).toBe(
      "Error: Settlement details - Fund Request Portal",
    );
  });

  it("puts the route title, a dash and the product name", () => {
    expect(documentTitle("Contact us", "Fund Request Portal")).toBe("Contact us - Fund Request Portal");
  });

  it.each([undefined, "", "   "])("gives the product name alone for %j", (title) => {
    expect(documentTitle(title, "Fund Request Portal")).toBe("Fund Request Portal");
  });
});

describe("ROUTE_TITLES", () => {
  it("uses the spec's wording where it gives one", () => {
    expect(ROUTE_TITLES["c-uuid-thank-you"]).toBe("Thank You!");
  });

  it("agrees with the step registry on shared pages", () => {
    expect(ROUTE_TITLES["get-started"]).toBe(t(stepInfo("get-started").titleKey));
    expect(ROUTE_TITLES["e-uuid-upload-documents"]).toBe(t(stepInfo("entity-upload-documents").titleKey));
  });

  it("gives every screen a distinct title except the two thank-you pages, the upload pages and the two additional-funds questions", () => {
    const titles = Object.values(ROUTE_TITLES);
    // SPEC 2.1 gives both additional-funds questions one title; a caption tells them apart (decision 0172).
    expect(new Set(titles).size).toBe(titles.length - 3);
  });
});
