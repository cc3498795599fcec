import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { serverTranslator } from "~/i18n/catalogs.server";
import { translateFieldMessage } from "~/i18n/field-message";
import { contactMessageSchema, MESSAGE_MAX_LENGTH, messageKeyOf, newMessageKey } from "./contact-message";

const valid = { name: "Mia Nguyen", email: "mia@example.com", message: "When is the photographer coming?" };

/** The schema's messages as an en-AU page shows them (they are catalog keys: app/i18n/field-message.ts). */
function errorsOf(input: Record<string, unknown>, locale: "en-AU" | "vi" = "en-AU"): Record<string, string[]> {
  const result = v.safeParse(contactMessageSchema, input);
  if (result.success) return {};
  const { t } = serverTranslator(locale);
  const errors = v.flatten<typeof contactMessageSchema>(result.issues).nested as Record<string, string[]>;
  return Object.fromEntries(
    Object.entries(errors).map(([name, messages]) => [name, messages.map((m) => translateFieldMessage(t, m))]),
  );
}

describe("contactMessageSchema", () => {
  it("accepts a message without a phone number and trims what was typed", () => {
    expect(v.parse(contactMessageSchema, { ...valid, name: "  Mia Nguyen " })).toEqual(valid);
  });

  it("asks for name, email and message", () => {
    const errors = errorsOf({ name: " ", email: "", message: "" });
    expect(errors.name).toEqual(["Enter your name"]);
    expect(errors.email).toEqual(["Enter an email address in the correct format, like name@example.com"]);
    expect(errors.message).toEqual(["Enter your message"]);
    expect(errorsOf({})).toMatchObject({ name: ["Enter your name"], message: ["Enter your message"] });
  });

  it("accepts Australian mobile and landline numbers as people type them", () => {
    for (const phone of ["0412 345 678", "0412345678", "+61 412 345 678", "(08) 9335 1200", "08-9335-1200"]) {
      expect(errorsOf({ ...valid, phone }), phone).toEqual({});
    }
  });

  it("refuses other phone numbers", () => {
    for (const phone of ["12345", "0512 345 678", "0412 345 67", "0412 345 6789", "call me"]) {
      expect(errorsOf({ ...valid, phone }).phone, phone).toHaveLength(1);
    }
  });

  it("limits the message at its boundary", () => {
    expect(errorsOf({ ...valid, message: "a".repeat(MESSAGE_MAX_LENGTH) })).toEqual({});
    expect(errorsOf({ ...valid, message: "a".repeat(MESSAGE_MAX_LENGTH + 1) }).message).toEqual([
      "Message must be 2,000 characters or fewer",
    ]);
  });

  it("says the same in the payer's language", () => {
    expect(errorsOf({ ...valid, name: "" }, "vi").name).toEqual(["Nhập họ tên của quý vị"]);
  });
});

describe("message keys", () => {
  it("makes a new url-safe key of 22 characters each time", () => {
    const keys = new Set(Array.from({ length: 50 }, newMessageKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it.each([
    ["a key made here", "AbC_-0123456789abcdef", "AbC_-0123456789abcdef"],
    ["no key", undefined, null],
    ["too short", "abc", null],
    ["a character outside base64url", "abcdefghijklmnop/q", null],
    ["too long", "a".repeat(65), null],
  ])("sends %s as %s", (_label, value, expected) => {
    expect(messageKeyOf(value)).toBe(expected);
  });
});
