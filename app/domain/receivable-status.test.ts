import { describe, expect, it } from "vitest";

import { receivableStatusWords } from "./receivable-status";

describe("receivableStatusWords", () => {
  it.each([
    ["UNPAID", "Not paid yet"],
    ["PROCESSING", "Payment being processed"],
    ["PAID", "Paid in full"],
    ["REFUNDED", "REFUNDED"],
  ])("says %s as %j", (status, words) => {
    expect(receivableStatusWords(status)).toBe(words);
  });
});
