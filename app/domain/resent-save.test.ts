import { describe, expect, it } from "vitest";

import { makeApplicant, makeApplication } from "../../tests/fixtures/fund-requests";
import { isAlreadyStored, type SavedState } from "./resent-save";
import type { PageName } from "./steps";

function state(agency: string | null, currentPage: PageName = "send-funds-to"): SavedState {
  const application = makeApplication({}, [makeApplicant({ id: "c1", settings: { currentPage } })]);
  return {
    applicationData: { ...application.applicationData, settlement: agency === null ? null : { agency } },
    additionalApplicants: [],
  };
}

describe("isAlreadyStored", () => {
  it("is true when the stored application already holds everything sent, whatever the order of keys", () => {
    const sent = state("Coastal Conveyancing");
    const reordered = Object.fromEntries(Object.entries(sent.applicationData).reverse()) as SavedState["applicationData"];
    expect(Object.keys(reordered)).not.toEqual(Object.keys(sent.applicationData));
    expect(isAlreadyStored(sent, state("Coastal Conveyancing"))).toBe(true);
    expect(isAlreadyStored({ ...sent, applicationData: reordered }, sent)).toBe(true);
  });

  it("is false when an answer, the next page or the other applicants differ", () => {
    const sent = state("Coastal Conveyancing");
    expect(isAlreadyStored(state(null), sent)).toBe(false);
    expect(isAlreadyStored(state("Coastal Conveyancing", "settlement-details"), sent)).toBe(false);
    expect(
      isAlreadyStored(
        {
          ...sent,
          additionalApplicants: [{ firstName: "Ben", lastName: "Lee", email: "ben@example.com", mobile: "0412345678" }],
        },
        sent,
      ),
    ).toBe(false);
  });

  it("counts a key left out and a key set to undefined alike", () => {
    const sent = state("Coastal Conveyancing");
    const withUndefined = { ...sent, applicationData: { ...sent.applicationData, extra: undefined } };
    expect(isAlreadyStored(sent, withUndefined as SavedState)).toBe(true);
  });
});
