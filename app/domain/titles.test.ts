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

  it("says a representative is viewing as the customer, after the page", () => {
    expect(documentTitle("Select a payment method", "Fund Request Portal", false, "Mia Nguyen")).toBe(
      "Select a payment method - Staff view as Mia Nguyen - Fund Request Portal",
    );
    expect(documentTitle(undefined, "Fund Request Portal", true, "Mia Nguyen")).toBe(
      "Error: Staff view as Mia Nguyen - Fund Request Portal",
    );
  });

  it.each([undefined, "", "   "])("gives the product name alone for %j", (title) => {
    expect(documentTitle(title, "Fund Request Portal")).toBe("Fund Request Portal");
  });
});

describe("ROUTE_TITLES", () => {
  it("uses the spec's wording where it gives one", () => {});

  it("agrees with the step registry on shared pages", () => {
    expect(ROUTE_TITLES["get-started"]).toBe(t(stepInfo("get-started").titleKey));
    expect(ROUTE_TITLES["e-uuid-upload-documents"]).toBe(t(stepInfo("entity-upload-documents").titleKey));
  });

  it("gives every screen a distinct title except the two upload pages", () => {
    const titles = Object.values(ROUTE_TITLES);
    expect(new Set(titles).size).toBe(titles.length - 1);
    // SPEC 2.1 gives both additional-funds questions one title; each says what it asks (decision 0250).
    expect(ROUTE_TITLES["additional-funds-how-much"]).toBe("How much would you like to apply for?");
    expect(ROUTE_TITLES["additional-funds-what-are-the-funds-for"]).toBe("What would you like to use the funds for?");
  });
});
