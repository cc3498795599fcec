import { describe, expect, it } from "vitest";

import { errorInfo } from "./error-info";

describe("errorInfo", () => {
  it("words each status the portal answers, and anything else as a general failure", () => {
    expect(errorInfo(404)).toMatchObject({ status: 404, title: "errors.notFoundTitle" });
    expect(errorInfo(503)).toMatchObject({ status: 503, title: "errors.unavailableTitle" });
    expect(errorInfo(500)).toMatchObject({ status: 500, title: "errors.generalTitle" });
    expect(errorInfo(418)).toMatchObject({ status: 418, title: "errors.generalTitle" });
  });

  it("keeps the portal's own message for a refused form or too many attempts, with a fallback", () => {
    expect(errorInfo(403, "This form could not be sent.")).toMatchObject({
      title: "errors.forbiddenTitle",
      message: "errors.forbiddenMessage",
      detail: "This form could not be sent.",
    });
    expect(errorInfo(403).detail).toBeNull();
    expect(errorInfo(429, "Wait five minutes.").detail).toBe("Wait five minutes.");
  });

  it("never shows a message for a general failure", () => {
    expect(errorInfo(500, "TypeError: x is undefined").detail).toBeNull();
  });
});
