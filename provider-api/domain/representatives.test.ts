import { describe, expect, it } from "vitest";

import {
  guestOperationOf,
  impersonationAllows,
  impersonationRefusal,
  LOGIN_FAILURE_LIMIT,
  loginLock,
  REPRESENTATIVE_ROLES,
  servesLocation,
} from "./representatives.js";

describe("guestOperationOf", () => {
  it("names each guest call", () => {
    expect(guestOperationOf("GET", "/guest/v1/fund-requests/1?include=location", undefined)).toBe("read");
    expect(guestOperationOf("POST", "/guest/v1/finance-applications", {})).toBe("start-application");
    expect(guestOperationOf("PATCH", "/guest/v1/finance-applications/3/withdraw", undefined)).toBe("withdraw-application");
    expect(guestOperationOf("POST", "/guest/v1/finance-applications/3/submit", { data: { action: "SAVE" } })).toBe(
      "save-answers",
    );
    expect(guestOperationOf("POST", "/guest/v1/finance-applications/3/submit", { data: { action: "COMPLETE" } })).toBe(
      "submit-application",
    );
    expect(guestOperationOf("POST", "/guest/v1/finance-applications/3/submit", { data: {} })).toBe("submit-application");
    expect(guestOperationOf("POST", "/guest/v1/finance-applications/3/identity-checks", {})).toBe("verify-identity");
    expect(guestOperationOf("POST", "/guest/v1/finance-applications/3/contract/signatures", {})).toBe("sign-contract");
    expect(guestOperationOf("POST", "/guest/v1/finance-applications/3/contract/decline", {})).toBe("decline-contract");
    expect(guestOperationOf("POST", "/guest/v1/fund-requests/1/card-payments", {})).toBe("pay");
    expect(guestOperationOf("POST", "/guest/v1/fund-requests/1/messages", {})).toBe("send-message");
    expect(guestOperationOf("POST", "/authenticated/v1/media", {})).toBe("upload-document");
    expect(guestOperationOf("DELETE", "/guest/v1/anything", {})).toBe("other");
  });
});

describe("impersonationAllows (decision 0191)", () => {
  it("lets every role read", () => {
    for (const role of REPRESENTATIVE_ROLES) expect(impersonationAllows(role, "read")).toBe(true);
  });

  it("lets every role but office view only save answers and add documents", () => {
    for (const role of ["ROLE_1", "ROLE_2", "ROLE_3", "ROLE_5"] as const) {
      expect(impersonationAllows(role, "save-answers")).toBe(true);
      expect(impersonationAllows(role, "upload-document")).toBe(true);
    }
    expect(impersonationAllows("ROLE_6", "save-answers")).toBe(false);
    expect(impersonationAllows("ROLE_6", "upload-document")).toBe(false);
  });

  it("never lets anyone make the customer's own decisions", () => {
    const decisions = [
      "submit-application",
      "start-application",
      "withdraw-application",
      "verify-identity",
      "sign-contract",
      "decline-contract",
      "pay",
      "send-message",
      "other",
    ] as const;
    for (const role of REPRESENTATIVE_ROLES) {
      for (const operation of decisions) expect(impersonationAllows(role, operation)).toBe(false);
    }
    expect(impersonationRefusal("pay")).toBe("While viewing as the customer, a representative cannot pay on their behalf.");
  });
});

describe("loginLock", () => {
  const now = 1_000_000_000;
  it("locks at the fifth failure in 15 minutes, until 15 minutes after the oldest of those", () => {
    const four = [now - 60_000, now - 50_000, now - 40_000, now - 30_000];
    expect(loginLock(four, now)).toEqual({ locked: false });
    expect(loginLock([...four, now], now)).toEqual({ locked: true, until: now - 60_000 + 15 * 60_000 });
    expect(LOGIN_FAILURE_LIMIT).toBe(5);
  });

  it("forgets failures older than 15 minutes", () => {
    const old = [1, 2, 3, 4, 5].map((i) => now - 16 * 60_000 - i);
    expect(loginLock([...old, now], now)).toEqual({ locked: false });
  });
});

describe("servesLocation", () => {
  it("matches the agency name without case or surrounding spaces", () => {
    expect(servesLocation([" Rokeby Road Realty"], "rokeby road realty")).toBe(true);
    expect(servesLocation(["Rokeby Road Realty"], "Rokeby Road")).toBe(false);
    expect(servesLocation([], "Rokeby Road Realty")).toBe(false);
  });
});
