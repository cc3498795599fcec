import { describe, expect, it } from "vitest";

import { nextAttemptSearch } from "./post-target";

describe("nextAttemptSearch", () => {
  it("posts a page to its own address with the next attempt, keeping the rest of the query", () => {
    expect(nextAttemptSearch("")).toBe("?attempt=1");
    expect(nextAttemptSearch("?attempt=1")).toBe("?attempt=2");
    expect(nextAttemptSearch("?returnTo=review")).toBe("?returnTo=review&attempt=1");
    expect(nextAttemptSearch("?returnTo=review&attempt=4")).toBe("?returnTo=review&attempt=5");
  });

  it("starts again at 1 from an attempt no form made", () => {
    for (const odd of ["abc", "-3", "1.5", "0", "1000", ""]) expect(nextAttemptSearch(`?attempt=${odd}`)).toBe("?attempt=1");
  });
});
