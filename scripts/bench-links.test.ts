import { describe, expect, it } from "vitest";

import { cycle, DEFAULT_LINKS, inRounds, linksFrom } from "./bench-links";

describe("the load over many links", () => {
  it("is off unless asked, on with the default, or as many links as said", () => {
    expect(linksFrom(undefined)).toBe(0);
    expect(linksFrom("")).toBe(0);
    expect(linksFrom("0")).toBe(0);
    expect(linksFrom("on")).toBe(DEFAULT_LINKS);
    expect(linksFrom(" 50 ")).toBe(50);
  });

  it("refuses a value that is neither a count nor on", () => {
    expect(() => linksFrom("2OO")).toThrow(/BENCH_LINKS=2OO/);
    expect(() => linksFrom("-3")).toThrow(/a number of links/);
  });

  it("takes every link's first request before any link's second", () => {
    const perLink = [
      ["a1", "a2", "a3"],
      ["b1", "b2", "b3"],
      ["c1", "c2"],
    ];
    expect(inRounds(perLink)).toEqual(["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3"]);
    expect(inRounds([])).toEqual([]);
  });

  it("hands out each request in turn and starts again after the last", () => {
    const next = cycle(["a", "b", "c"]);
    expect(Array.from({ length: 7 }, next)).toEqual(["a", "b", "c", "a", "b", "c", "a"]);
    expect(() => cycle([])).toThrow(/at least one request/);
  });
});
