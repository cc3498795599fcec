import { describe, expect, it } from "vitest";

import { serverTranslator } from "~/i18n/catalogs.server";
import type { MessageKey } from "~/i18n/translate";
import { makeApplicant, makeApplication } from "../../tests/fixtures/fund-requests";
import { applicantFor, applicationAbout, chooseActiveApplication } from "./active-application";
import type { FinanceApplication } from "./types";

const vpa = (signed: boolean) =>
  makeApplication({ id: "vpa", financeType: "VPA" }, [makeApplicant({ id: "c1", hasSignedContract: signed })]);
const additional = makeApplication({ id: "add", financeType: "VPA_ADDITIONAL" }, [makeApplicant({ id: "c1" })]);

describe("chooseActiveApplication", () => {
  it("gives null without applications", () => {
    expect(chooseActiveApplication([], "c1")).toBeNull();
  });

  it("gives the only VPA application", () => {
    expect(chooseActiveApplication([vpa(false)], "c1")?.id).toBe("vpa");
  });

  it("gives the only additional application", () => {
    expect(chooseActiveApplication([additional], "c1")?.id).toBe("add");
  });

  it("prefers VPA while this customer has not signed its contract", () => {
    expect(chooseActiveApplication([additional, vpa(false)], "c1")?.id).toBe("vpa");
  });

  it("prefers the additional one once this customer has signed the VPA contract", () => {
    expect(chooseActiveApplication([vpa(true), additional], "c1")?.id).toBe("add");
  });

  it("treats a customer who is not on the VPA application as not having signed it", () => {
    expect(chooseActiveApplication([vpa(true), additional], "c9")?.id).toBe("vpa");
  });

  it("prefers this customer's own applications over another customer's", () => {
    const others = makeApplication({ id: "other", createdAt: "2026-02-01T00:00:00Z" }, [makeApplicant({ id: "c2" })]);
    expect(chooseActiveApplication([others, vpa(false)], "c1")?.id).toBe("vpa");
  });

  it("picks the newest of one type", () => {
    const older = makeApplication({ id: "old", createdAt: "2026-01-01T00:00:00Z" });
    const newer = makeApplication({ id: "new", createdAt: "2026-03-01T00:00:00Z" });
    expect(chooseActiveApplication([older, newer], "c1")?.id).toBe("new");
    expect(chooseActiveApplication([newer, older], "c1")?.id).toBe("new");
  });

  it("falls back to all applications when the customer is on none", () => {
    expect(chooseActiveApplication([vpa(false)], "c9")?.id).toBe("vpa");
  });
});

describe("applicantFor", () => {
  it("finds the applicant whose id is the customer id", () => {
    expect(applicantFor(vpa(false), "c1")?.id).toBe("c1");
    expect(applicantFor(vpa(false), "c2")).toBeNull();
    expect(applicantFor(null, "c1")).toBeNull();
  });
});

describe("chooseActiveApplication over every combination (docs/SPEC.md 4)", () => {
  const signedBy = (signed: boolean) => makeApplicant({ id: "c1", hasSignedContract: signed });
  const cases: Array<{ name: string; applications: () => FinanceApplication[]; active: string | null }> = [
    { name: "nothing", applications: () => [], active: null },
    { name: "VPA only, unsigned", applications: () => [vpa(false)], active: "vpa" },
    { name: "VPA only, signed", applications: () => [vpa(true)], active: "vpa" },
    { name: "additional only", applications: () => [additional], active: "add" },
    { name: "both, VPA unsigned", applications: () => [vpa(false), additional], active: "vpa" },
    { name: "both, VPA signed", applications: () => [vpa(true), additional], active: "add" },
    {
      name: "both, VPA signed by a co-applicant only",
      applications: () => [
        makeApplication({ id: "vpa", financeType: "VPA" }, [
          signedBy(false),
          makeApplicant({ id: "c2", hasSignedContract: true }),
        ]),
        additional,
      ],
      active: "vpa",
    },
    // The provider leaves a withdrawn application out of the list: what is left decides.
    { name: "additional withdrawn, VPA unsigned", applications: () => [vpa(false)], active: "vpa" },
    { name: "VPA withdrawn, additional left", applications: () => [additional], active: "add" },
  ];
  it.each(cases)("$name → $active", ({ applications, active }) => {
    expect(chooseActiveApplication(applications(), "c1")?.id ?? null).toBe(active);
  });
});

describe("applicationAbout", () => {
  const { t } = serverTranslator("en-AU");
  it("names the application only when the customer has both", () => {
    expect(applicationAbout([vpa(false)], "c1", vpa(false))).toBeNull();
    expect(applicationAbout([additional], "c1", additional)).toBeNull();
    const about = (key: MessageKey | null) => (key ? t(key) : null);
    expect(about(applicationAbout([vpa(false), additional], "c1", vpa(false)))).toBe(
      "Your application to pay the marketing cost at settlement",
    );
    expect(about(applicationAbout([vpa(true), additional], "c1", additional))).toBe("Your application for additional funds");
    expect(applicationAbout([vpa(false), additional], "c9", vpa(false))).toBeNull();
  });
});
