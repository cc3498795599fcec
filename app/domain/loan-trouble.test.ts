import { parseWithValibot } from "@conform-to/valibot";
import { describe, expect, it } from "vitest";

import { answerDueOn, loanTroubleSchema } from "./loan-trouble";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  const submission = parseWithValibot(data, { schema: loanTroubleSchema });
  return { ...submission, error: submission.status === "error" ? submission.error : null };
}

describe("loanTroubleSchema", () => {
  it("asks what happened and what the borrower asks for, each by its field", () => {
    const refused = form({ details: "The buyer pulled out." });
    expect(refused.status).toBe("error");
    expect(refused.error).toMatchObject({
      reason: ["loanTrouble.reasonRequired"],
      asked: ["loanTrouble.askedRequired"],
    });
  });

  it("refuses a value it does not offer, and words past the limit", () => {
    const refused = form({ reason: "BORED", asked: "MORE_TIME", details: "x".repeat(2001) });
    expect(refused.error?.reason).toEqual(["loanTrouble.reasonRequired"]);
    expect(refused.error?.details).toEqual(['loanTrouble.detailsTooLong|{"max":2000}']);
  });

  it("takes a request with or without the borrower's own words, trimmed", () => {
    const taken = form({ reason: "FINANCIAL_HARDSHIP", asked: "ARRANGEMENT", details: "  Lost my job.  " });
    expect(taken.status).toBe("success");
    expect(taken.status === "success" && taken.value).toEqual({
      reason: "FINANCIAL_HARDSHIP",
      asked: "ARRANGEMENT",
      details: "Lost my job.",
    });
    const bare = form({ reason: "SALE_WITHDRAWN", asked: "MORE_TIME" });
    expect(bare.status).toBe("success");
    expect(bare.status === "success" && bare.value.details).toBeUndefined();
  });
});

describe("answerDueOn", () => {
  it("counts the lender's days from the day it received the request, across months and years", () => {
    expect(answerDueOn("2026-11-28", 21)).toBe("2026-12-19");
    expect(answerDueOn("2026-12-20", 21)).toBe("2027-01-10");
    expect(answerDueOn("2028-02-20", 10)).toBe("2028-03-01");
  });

  it("refuses what is not a day", () => {
    expect(() => answerDueOn("28/11/2026", 21)).toThrow();
  });
});
