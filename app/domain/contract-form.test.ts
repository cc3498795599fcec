import { parseWithValibot } from "@conform-to/valibot";
import { describe, expect, it } from "vitest";

import { CONFIRMATIONS, contractSchema, FULL_NAME_REQUIRED, REASON_TOO_LONG } from "./contract-form";

const parse = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return parseWithValibot(form, { schema: contractSchema });
};

const errorsOf = (entries: Record<string, string>) => {
  const submission = parse(entries);
  return submission.status === "error" ? submission.error : null;
};

const everyBox = { hasReadContract: "on", acceptsKeyTerms: "on", understandsCoolingOff: "on" };

describe("the contract form", () => {
  it("signs with every statement confirmed and a name typed", () => {
    const submission = parse({ intent: "sign", ...everyBox, fullName: "  Ann Lee " });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.fullName).toBe("Ann Lee");
  });

  it("names each statement not confirmed and a missing name, on their fields", () => {
    expect(errorsOf({ intent: "sign", hasReadContract: "on", fullName: "  " })).toEqual({
      acceptsKeyTerms: [CONFIRMATIONS.acceptsKeyTerms.error],
      understandsCoolingOff: [CONFIRMATIONS.understandsCoolingOff.error],
      fullName: [FULL_NAME_REQUIRED],
    });
  });

  it("declines with or without a reason, and without the signing fields", () => {
    expect(parse({ intent: "decline" }).status).toBe("success");
    expect(parse({ intent: "decline", reason: "Changed my mind" }).status).toBe("success");
    expect(errorsOf({ intent: "decline", reason: "x".repeat(1001) })).toEqual({ reason: [REASON_TOO_LONG] });
  });

  it("refuses a form that says neither", () => {
    expect(parse({ ...everyBox, fullName: "Ann Lee" }).status).toBe("error");
  });
});
