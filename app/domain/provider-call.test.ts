import { describe, expect, it } from "vitest";

import {
  CallRefused,
  endsTheRequest,
  noAnswerCause,
  providerCallLevel,
  providerCallOutcome,
  providerOperation,
  retryBackoffMs,
} from "./provider-call";

describe("providerOperation", () => {
  it("masks uuids and ids and drops the query", () => {
    expect(providerOperation("GET", "/guest/v1/authenticate/3f1c2a9e-7b4d-4e0a-9c1f-0d2b3a4c5e6f")).toBe(
      "GET /guest/v1/authenticate/:uuid",
    );
    expect(providerOperation("GET", "/guest/v1/fund-requests/42?include=location,property")).toBe(
      "GET /guest/v1/fund-requests/:id",
    );
    expect(providerOperation("POST", "/guest/v1/finance-applications/7/contract/signatures")).toBe(
      "POST /guest/v1/finance-applications/:id/contract/signatures",
    );
    expect(providerOperation("GET", "/representative/v1/fund-requests?q=Mia%20Nguyen")).toBe(
      "GET /representative/v1/fund-requests",
    );
    expect(providerOperation("GET", "/sanctum/csrf-cookie")).toBe("GET /sanctum/csrf-cookie");
  });

  it("masks a segment that is no word of the provider's, whatever it looks like", () => {
    expect(providerOperation("GET", "/guest/v1/card-payments/pay_8f3KzQ")).toBe("GET /guest/v1/card-payments/:id");
    expect(providerOperation("DELETE", "/authenticated/v1/requested-documents/12/files/AbC")).toBe(
      "DELETE /authenticated/v1/requested-documents/:id/files/:id",
    );
    expect(providerOperation("GET", "/guest/v1/media/a%2Fb")).toBe("GET /guest/v1/media/:id");
  });
});

describe("noAnswerCause", () => {
  const fetchFailed = (cause: unknown) => Object.assign(new TypeError("fetch failed"), { cause });
  const coded = (code: string) => Object.assign(new Error(code), { code });

  it("names a time-out and an abort", () => {
    expect(noAnswerCause(new DOMException("The operation was aborted due to timeout", "TimeoutError"))).toBe("timeout");
    expect(noAnswerCause(new DOMException("This operation was aborted", "AbortError"))).toBe("aborted");
    expect(noAnswerCause(fetchFailed(coded("UND_ERR_CONNECT_TIMEOUT")))).toBe("timeout");
  });

  it("names a refused, reset or unresolved connection from the error fetch wraps", () => {
    expect(noAnswerCause(fetchFailed(coded("ECONNREFUSED")))).toBe("refused");
    expect(noAnswerCause(fetchFailed(Object.assign(new AggregateError([coded("ECONNREFUSED")]), {})))).toBe("refused");
    expect(noAnswerCause(fetchFailed(coded("ECONNRESET")))).toBe("reset");
    expect(noAnswerCause(fetchFailed(coded("UND_ERR_SOCKET")))).toBe("reset");
    expect(noAnswerCause(fetchFailed(coded("ENOTFOUND")))).toBe("dns");
    expect(noAnswerCause(fetchFailed(coded("EAI_AGAIN")))).toBe("dns");
  });

  it("calls anything else other", () => {
    expect(noAnswerCause(fetchFailed(coded("EPROTO")))).toBe("other");
    expect(noAnswerCause(new Error("boom"))).toBe("other");
    expect(noAnswerCause("a string")).toBe("other");
    expect(noAnswerCause(undefined)).toBe("other");
  });
});

describe("providerCallOutcome and providerCallLevel", () => {
  it("an answer is its status; only a 5xx or no answer is a warning", () => {
    expect(providerCallOutcome(200)).toBe("200");
    expect(providerCallOutcome(undefined, new DOMException("t", "TimeoutError"))).toBe("timeout");
    expect(providerCallLevel(200)).toBe("info");
    expect(providerCallLevel(404)).toBe("info");
    expect(providerCallLevel(499)).toBe("info");
    expect(providerCallLevel(500)).toBe("warn");
    expect(providerCallLevel(503)).toBe("warn");
    expect(providerCallLevel(undefined)).toBe("warn");
  });
});

describe("calls the portal refused or stopped itself (decision 0361)", () => {
  it("names the request's deadline and the open breaker apart from the call's own time-out", () => {
    expect(noAnswerCause(new CallRefused("deadline"))).toBe("deadline");
    expect(noAnswerCause(new CallRefused("breaker-open"))).toBe("breaker-open");
    expect(noAnswerCause(new CallRefused("shed"))).toBe("shed");
    expect(providerCallOutcome(undefined, new CallRefused("deadline"))).toBe("deadline");
  });

  it("logs a call the payer's leaving stopped as information, any other unanswered call as a warning", () => {
    expect(providerCallLevel(undefined, "aborted")).toBe("info");
    expect(providerCallLevel(undefined, "deadline")).toBe("warn");
    expect(providerCallLevel(undefined, "timeout")).toBe("warn");
    expect(providerCallLevel(503, "503")).toBe("warn");
  });

  it("tries no read again after a time-out, the deadline, the payer's leaving or an open breaker", () => {
    for (const outcome of ["timeout", "deadline", "aborted", "breaker-open", "shed"]) expect(endsTheRequest(outcome)).toBe(true);
    for (const outcome of ["503", "502", "refused", "reset", "other"]) expect(endsTheRequest(outcome)).toBe(false);
  });
});

describe("retryBackoffMs", () => {
  it("waits 100 to 300 ms, spread by the random draw", () => {
    expect(retryBackoffMs(0)).toBe(100);
    expect(retryBackoffMs(0.5)).toBe(200);
    expect(retryBackoffMs(0.999)).toBe(299);
    expect(retryBackoffMs(5)).toBe(300);
  });
});
