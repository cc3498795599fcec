import { describe, expect, it } from "vitest";

import { serverTranslator } from "~/i18n/catalogs.server";
import { makeFundRequest, NO_ADDRESS as nowhere } from "../../tests/fixtures/fund-requests";
import { summaryOf } from "./fund-request-summary";
import type { Location } from "./types";

const EN = serverTranslator("en-AU");

describe("summaryOf", () => {
  it("sends the browser only what the summary shows, worded and with the GST worked out", () => {
    const summary = summaryOf(makeFundRequest({ amount: 110000, amountOutstanding: 110000, dueAt: "2026-12-01" }), EN);
    expect(summary).toMatchObject({
      requestType: "VENDOR_PAID_ADVERTISING",
      reference: "FR-1",
      amount: 110000,
      amountOutstanding: 110000,
      gst: 10000,
      propertyAddress: null,
      agencyName: null,
    });
    expect(summary.requestLabel).toBeTruthy();
    expect(summary.dueDate).toMatch(/2026/);
    expect(summary).not.toHaveProperty("customers");
    expect(summary).not.toHaveProperty("financeApplications");
  });

  it("names the property and the agency, and has no due date when none is set", () => {
    const property = {
      ...nowhere,
      id: "p1",
      streetNumber: "14",
      streetName: "Docker",
      streetType: "Street",
      city: "Richmond",
      state: "Victoria",
      postalCode: "3121",
      latitude: null,
      longitude: null,
    };
    const location: Location = {
      ...nowhere,
      id: "l1",
      name: "Harbour Realty",
      nickname: null,
      email: null,
      phone: null,
      logoUrl: null,
      websiteUrl: null,
      cardSurcharges: null,
      bpayBillerCode: null,
      trustAccountName: null,
      trustAccountBsb: null,
      trustAccountNumber: null,
    };
    const summary = summaryOf(makeFundRequest({ property, location, dueAt: null, requestType: "BOND" }), EN);
    expect(summary).toMatchObject({
      propertyAddress: "14 Docker Street, Richmond VIC 3121",
      agencyName: "Harbour Realty",
      dueDate: null,
    });
  });

  it("is overdue only while something is owed after the due date", () => {
    const now = new Date("2026-12-02T01:00:00Z");
    const due = { dueAt: "2026-12-01", amountOutstanding: 110000 };
    expect(summaryOf(makeFundRequest(due), EN, now).overdue).toBe(true);
    expect(summaryOf(makeFundRequest({ ...due, amountOutstanding: 0 }), EN, now).overdue).toBe(false);
    expect(summaryOf(makeFundRequest(due), EN, new Date("2026-11-30T01:00:00Z")).overdue).toBe(false);
  });
});

describe("summaryOf in another language", () => {
  it("words the request type and the due date in the page's language", () => {
    const summary = summaryOf(
      makeFundRequest({ dueAt: "2026-12-01", requestType: "BUYER_DEPOSIT" }),
      serverTranslator("zh-Hans"),
    );
    expect(summary.requestLabel).toBe("购房定金");
    expect(summary.dueDate).toBe("2026年12月1日");
  });
});
