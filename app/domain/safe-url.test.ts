import { describe, expect, it } from "vitest";

import { httpUrlOrNull } from "./safe-url";

describe("httpUrlOrNull", () => {
  it("keeps absolute http(s) URLs", () => {
    expect(httpUrlOrNull("https://harbourside.example.com.au")).toBe("https://harbourside.example.com.au/");
    expect(httpUrlOrNull(" http://agency.example/logo.png ")).toBe("http://agency.example/logo.png");
  });

  it("drops every other scheme, and what is not a URL", () => {
    for (const value of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "vbscript:x",
      "file:///etc/passwd",
      "//evil.example",
      "/logo.png",
      "",
      null,
      undefined,
    ]) {
      expect(httpUrlOrNull(value)).toBeNull();
    }
  });
});
