import { describe, expect, it } from "vitest";

import { NO_ADDRESS as nowhere } from "../../tests/fixtures/fund-requests";
import { formatAddress } from "./address";

describe("formatAddress", () => {
  it("writes the street, then the locality with the state abbreviated", () => {
    const address = {
      ...nowhere,
      streetNumber: "14",
      streetName: "Docker",
      streetType: "Street",
      city: "Richmond",
      state: "Victoria",
      postalCode: "3121",
    };
    expect(formatAddress(address)).toBe("14 Docker Street, Richmond VIC 3121");
  });

  it("puts a unit before the street number, and keeps a state it does not know as given", () => {
    const address = {
      ...nowhere,
      unitNumber: "4",
      streetNumber: "21",
      streetName: "Eric",
      streetType: "Street",
      city: "Cottesloe",
      state: "WA",
      postalCode: "6011",
    };
    expect(formatAddress(address)).toBe("4/21 Eric Street, Cottesloe WA 6011");
    expect(formatAddress({ ...nowhere, city: "Norfolk Island", state: "Norfolk Island" })).toBe("Norfolk Island Norfolk Island");
  });

  it("leaves out what is missing, and is empty for no address at all", () => {
    expect(formatAddress({ ...nowhere, city: "Subiaco", state: "western australia" })).toBe("Subiaco WA");
    expect(formatAddress({ ...nowhere, streetName: "The Esplanade" })).toBe("The Esplanade");
    expect(formatAddress(nowhere)).toBe("");
  });
});
