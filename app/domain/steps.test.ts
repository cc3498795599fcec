import { describe, expect, it } from "vitest";

import { serverTranslator } from "~/i18n/catalogs.server";
import { PROGRESS_STEP_LABELS } from "./progress";
import {
  APPLICATION_STEPS,
  EDITABLE_STEPS,
  IDENTITY_STEPS,
  isApplicationStep,
  isEditableStep,
  isPageName,
  PAGE_NAMES,
  STEP_DEFINITIONS,
  stepInfo,
  stepPageAt,
} from "./steps";

const { t } = serverTranslator("en-AU");

describe("the step registry", () => {
  it("holds the 21 steps of docs/SPEC.md 2.2 plus the three other page names", () => {
    expect(APPLICATION_STEPS).toHaveLength(21);
    expect(new Set(PAGE_NAMES).size).toBe(24);
    expect(PAGE_NAMES.slice(21)).toEqual(["get-started", "entity-upload-documents", "lodge-signed"]);
  });

  it("keeps the flow order of docs/SPEC.md 4: identity first, details, then after submit", () => {
    const at = (step: (typeof APPLICATION_STEPS)[number]) => APPLICATION_STEPS.indexOf(step);
    expect(APPLICATION_STEPS[0]).toBe("citizenship");
    expect(at("verify-identity")).toBeLessThan(at("marital-status"));
    expect(at("marital-status")).toBeLessThan(at("mortgage-property"));
    expect(at("bank-details")).toBeLessThan(at("review-details"));
    expect(at("review-details")).toBeLessThan(at("reviewing"));
    expect(at("reviewing")).toBeLessThan(at("processing"));
    expect(at("processing")).toBeLessThan(at("creating-contract"));
    expect(at("contract-signing")).toBeLessThan(at("signed"));
  });

  it("has titles exactly as docs/SPEC.md 2.2", () => {
    expect(t(stepInfo("citizenship").titleKey)).toBe("Are you an Australian citizen or permanent resident?");
    expect(t(stepInfo("verification-fail").titleKey)).toBe("Verify your identity");
    expect(t(stepInfo("awaiting-applicants").titleKey)).toBe("Thank you for submitting your application.");
    expect(t(stepInfo("please-sign").titleKey)).toBe("Your contract is ready to sign");
    expect(t(stepInfo("declined-signature").titleKey)).toBe("You have chosen not to sign the contract.");
    expect(t(stepInfo("get-started").titleKey)).toBe("Get started on your finance application");
  });

  it("gives every application step a progress step with a label", () => {
    for (const step of APPLICATION_STEPS) {
      expect(stepInfo(step).name).toBe(step);
      expect(PROGRESS_STEP_LABELS[stepInfo(step).progressStep!]).toBeTruthy();
    }
  });

  it("numbers progress: 1 identity, 2 details, 3 after submit", () => {
    expect(stepInfo("verify-identity").progressStep).toBe(1);
    expect(stepInfo("mortgage-property").progressStep).toBe(2);
    expect(stepInfo("review-details").progressStep).toBe(2);
    expect(stepInfo("processing").progressStep).toBe(3);
    expect(stepInfo("signed").progressStep).toBe(3);
    expect(stepInfo("get-started").progressStep).toBeNull();
  });

  it("shows entity document upload outside the application's progress", () => {
    expect(stepInfo("entity-upload-documents")).toMatchObject({ progressStep: null });
  });

  it("says who answers each step: full lending questions and the creator's co-applicants", () => {
    const audience = (step: (typeof APPLICATION_STEPS)[number]) => STEP_DEFINITIONS.find((d) => d.name === step)!.audience;
    expect(["marital-status", "income-payslips", "expenses-liabilities"].map((s) => audience(s as "marital-status"))).toEqual([
      "full-lending",
      "full-lending",
      "full-lending",
    ]);
    expect(audience("add-applicants")).toBe("creator");
    expect(audience("bank-details")).toBe("everyone");
    expect(IDENTITY_STEPS).toEqual(["citizenship", "verify-identity", "verification-fail"]);
  });

  it("knows the editable steps: citizenship to review-details", () => {
    expect(EDITABLE_STEPS[0]).toBe("citizenship");
    expect(EDITABLE_STEPS[EDITABLE_STEPS.length - 1]).toBe("review-details");
    expect(isEditableStep("bank-details")).toBe(true);
    expect(isEditableStep("reviewing")).toBe(false);
    expect(isEditableStep("get-started")).toBe(false);
  });
});

describe("isPageName and isApplicationStep", () => {
  it.each([
    ["citizenship", true, true],
    ["lodge-signed", true, false],
    ["get-started", true, false],
    ["pay-now", false, false],
    ["", false, false],
    ["toString", false, false],
    [undefined, false, false],
    [3, false, false],
  ])("%j is a page name: %s, a step: %s", (value, page, step) => {
    expect(isPageName(value)).toBe(page);
    expect(isApplicationStep(value)).toBe(step);
  });
});

describe("stepPageAt", () => {
  const base = "/z/00000000-0000-4000-8000-000000000001/pay-later";
  it.each([
    [`${base}/application/bank-details`, "Bank account details", 2],
    [`${base}/application/verification-fail/`, "Verify your identity", 1],
    [`${base}/application/signed`, "Thank you for signing the online contract", 3],
  ])("names the application page at %s", (path, title, progressStep) => {
    const page = stepPageAt(path);
    expect(page).toMatchObject({ progressStep });
    expect(t(page!.titleKey)).toBe(title);
  });

  it.each([
    ["/application/contract-signing", "?decline", "contract.declineQuestion"],
    ["/application/please-sign", "?decline=", "contract.declineQuestion"],
    ["/application/contract-signing", "?other", "stepTitle.contractReady"],
    ["/application/declined-signature", "?pay-now", "contract.closeTitle"],
    ["/application/declined-signature", "?decline", "stepTitle.declinedSignature"],
  ])("names the question a query asks on %s%s", (path, search, titleKey) => {
    expect(stepPageAt(`${base}${path}`, search)?.titleKey).toBe(titleKey);
  });

  it.each([`${base}`, `${base}/get-started`, `${base}/application/cancel`, `${base}/application/toString`, "/"])(
    "gives nothing for %s, which is not an application page",
    (path) => {
      expect(stepPageAt(path)).toBeNull();
    },
  );
});
