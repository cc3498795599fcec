import { describe, expect, it } from "vitest";

import { errorInfo } from "./error-info";

describe("errorInfo", () => {
  it("words each status the portal answers, and anything else as a general failure", () => {
    expect(errorInfo(404)).toMatchObject({ status: 404, title: "Page not found" });
    expect(errorInfo(503)).toMatchObject({ status: 503, title: "Our payment service is unavailable" });
    expect(errorInfo(500)).toMatchObject({ status: 500, title: "Sorry, something went wrong" });
    expect(errorInfo(418)).toMatchObject({ status: 418, title: "Sorry, something went wrong" });
  });

  it("shows the portal's own message for a refused form or too many attempts, with a fallback", () => {
    expect(errorInfo(403, "This form could not be sent.")).toMatchObject({
      title: "This form could not be sent",
      message: "This form could not be sent.",
    });
    expect(errorInfo(403).message).toBe("You do not have access to this page.");
    expect(errorInfo(429, "Wait five minutes.").message).toBe("Wait five minutes.");
    expect(errorInfo(429).message).toBe("Please wait a few minutes and try again.");
  });

  it("never shows a message for a general failure", () => {
    expect(errorInfo(500, "TypeError: x is undefined").message).not.toContain("TypeError");
  });
});
