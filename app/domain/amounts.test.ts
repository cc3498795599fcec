import { describe, expect, it } from "vitest";

import { dollarsToCents } from "./amounts";

describe("dollarsToCents", () => {
  it.each([
    ["1,234.5", 123450],
    ["1234.56", 123456],
    ["$12", 1200],
    ["$ 12.05", 1205],
    [" 0.01 ", 1],
    ["0", 0],
    [".5", 50],
    ["12.", 1200],
    ["1,000,000", 100000000],
  ])("reads %j as %i cents", (input, cents) => {
    expect(dollarsToCents(input)).toBe(cents);
  });

  it.each(["", "$", ".", "abc", "12abc", "1.234", "-5", "$-5", "1,23", "12,34.5", "1e3", "0x10", "1 000", "99999999999999999"])(
    "rejects %j",
    (input) => {
      expect(dollarsToCents(input)).toBeNull();
    },
  );
});
