import { describe, expect, it } from "vitest";

import { makeApplicant, makeApplication, makeFundRequest } from "../../tests/fixtures/fund-requests";
import { openSnapshot, sealSnapshot } from "./step-snapshot.server";

const UUID = "00000000-0000-4000-8000-000000000001";
const own = makeApplication({ id: "7", version: 3 }, [makeApplicant({ id: "c1" })]);
const other = makeApplication({ id: "8", version: 1 }, [makeApplicant({ id: "c2" })]);
const fundRequest = makeFundRequest({ financeApplications: [own, other] });

describe("the step snapshot (decision 0110)", () => {
  it("gives back the page's fund request, with only this applicant's application", () => {
    const sealed = sealSnapshot(UUID, "c1", fundRequest, own);
    expect(openSnapshot(sealed, UUID, "c1")).toEqual({ ...fundRequest, financeApplications: [own] });
  });

  it("is sealed: it opens for no other link or customer, and not when changed or missing", () => {
    const sealed = sealSnapshot(UUID, "c1", fundRequest, own);
    // Sealed text is base64url: a JSON fragment in it would be the data in the clear
    // (a bare "c1" can occur by chance in random base64, so the test looks for JSON).
    expect(sealed).not.toMatch(/["{:]/);
    expect(openSnapshot(sealed, "00000000-0000-4000-8000-000000000002", "c1")).toBeNull();
    expect(openSnapshot(sealed, UUID, "c2")).toBeNull();
    const changed = `${sealed.slice(0, -2)}${sealed.endsWith("AA") ? "AB" : "AA"}`;
    expect(openSnapshot(changed, UUID, "c1")).toBeNull();
    expect(openSnapshot(null, UUID, "c1")).toBeNull();
    expect(openSnapshot("", UUID, "c1")).toBeNull();
  });
});
