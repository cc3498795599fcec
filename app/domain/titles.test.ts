import { describe, expect, it } from "vitest";

import { documentTitle } from "./titles";

const productName = "Fund Request Portal";

describe("documentTitle", () => {
  it("begins with Error: after a refused submit", () => {
    expect(documentTitle({ title: "Settlement details", productName, refused: true })).toBe(
      "Error: Settlement details - Fund Request Portal",
    );
  });

  it("marks a refused page as the page's language does", () => {
    expect(documentTitle({ title: "银行账户信息", productName, refused: true, markRefused: (base) => `错误：${base}` })).toBe(
      "错误：银行账户信息 - Fund Request Portal",
    );
  });

  it("puts the route title, a dash and the product name", () => {
    expect(documentTitle({ title: "Contact us", productName })).toBe("Contact us - Fund Request Portal");
  });

  it("says a representative is viewing as the customer, after the page", () => {
    expect(documentTitle({ title: "Select a payment method", productName, viewingAs: "Mia Nguyen" })).toBe(
      "Select a payment method - Staff view as Mia Nguyen - Fund Request Portal",
    );
    expect(documentTitle({ title: undefined, productName, refused: true, viewingAs: "Mia Nguyen" })).toBe(
      "Error: Staff view as Mia Nguyen - Fund Request Portal",
    );
  });

  it.each([undefined, "", "   "])("gives the product name alone for %j", (title) => {
    expect(documentTitle({ title, productName })).toBe("Fund Request Portal");
  });
});
