import { describe, expect, it } from "vitest";

import { fieldMessage, parseFieldMessage, translateFieldMessage } from "./field-message";
import type { Translate } from "./translate";

const t = ((key: string, values?: Record<string, unknown>) => `[${key}${values ? JSON.stringify(values) : ""}]`) as Translate;

describe("field messages", () => {
  it("carries a key alone, or a key with its values, in one string", () => {
    expect(fieldMessage("errors.tryAgain")).toBe("errors.tryAgain");
    expect(fieldMessage("errors.code", { status: 404 })).toBe('errors.code|{"status":404}');
    expect(parseFieldMessage('errors.code|{"status":404}')).toEqual({ key: "errors.code", values: { status: 404 } });
  });

  it("translates a key with the page's t, and leaves plain words as they are", () => {
    expect(translateFieldMessage(t, fieldMessage("errors.code", { status: 410 }))).toBe('[errors.code{"status":410}]');
    expect(translateFieldMessage(t, "Enter your email address")).toBe("Enter your email address");
    expect(translateFieldMessage(t, "a.b|not json")).toBe("a.b|not json");
  });
});
