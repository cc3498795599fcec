import { describe, expect, it } from "vitest";

import { NO_ADDRESS } from "../../tests/fixtures/fund-requests";
import { agencyOf } from "./agency";
import type { Location } from "./types";

const location: Location = {
  id: "l1",
  name: "Seaview Property Group",
  nickname: "Seaview",
  email: "hello@seaview.example",
  phone: "08 9335 1200",
  logoUrl: "https://cdn.seaview.example/logo.png",
  websiteUrl: "https://seaview.example/",
  cardSurcharges: 1.2,
  bpayBillerCode: "12345",
  trustAccountName: "Seaview Trust",
  trustAccountBsb: "066000",
  trustAccountNumber: "12345678",
  unitNumber: null,
  streetNumber: "1",
  streetName: "Marine",
  streetType: "Parade",
  city: "Cottesloe",
  state: "Western Australia",
  postalCode: "6011",
  country: "Australia",
};

describe("agencyOf", () => {
  it("keeps only how a payer contacts the agency, with its address on one line", () => {
    expect(agencyOf(location)).toEqual({
      name: "Seaview Property Group",
      email: "hello@seaview.example",
      phone: "08 9335 1200",
      websiteUrl: "https://seaview.example/",
      logoUrl: "https://cdn.seaview.example/logo.png",
      address: "1 Marine Parade, Cottesloe WA 6011",
    });
  });

  it("drops a website or logo that is not an http(s) URL, and an empty address", () => {
    const agency = agencyOf({
      ...location,
      websiteUrl: "javascript:alert(1)",
      logoUrl: "data:image/png;base64,AAAA",
      ...NO_ADDRESS,
    });
    expect(agency).toMatchObject({ websiteUrl: null, logoUrl: null, address: null });
  });

  it("drops a logo served over plain http, which the page could not load", () => {
    expect(agencyOf({ ...location, logoUrl: "http://cdn.seaview.example/logo.png" })?.logoUrl).toBeNull();
  });

  it("is null without a location", () => {
    expect(agencyOf(null)).toBeNull();
  });
});
