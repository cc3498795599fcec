import { describe, expect, it } from "vitest";

import { checkContactMessage, contactMessageSchema, contactSubmissionResult, MESSAGE_MAX_LENGTH } from "./contact-message";

const valid = { name: "Mia Nguyen", email: "mia@example.com", message: "When is the photographer coming?" };

function errorsOf(input: Record<string, unknown>): Record<string, string[]> {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? {} : (result.error.flatten().fieldErrors as Record<string, string[]>);
}

describe("contactMessageSchema", () => {
  it("accepts a message without a phone number and trims what was typed", () => {
    expect(contactMessageSchema.parse({ ...valid, name: "  Mia Nguyen " })).toEqual(valid);
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
    expect(errorsOf({ ...valid, message: "a".repeat(MESSAGE_MAX_LENGTH + 1) }).message).toHaveLength(1);
  });
});

describe("checkContactMessage", () => {
  it("answers the value or the errors per field", () => {
    expect(checkContactMessage({ ...valid, phone: "" })).toEqual({ value: valid, errors: null });
    expect(checkContactMessage({ name: "", email: "a@b.co", message: "Hi" })).toEqual({
      value: null,
      errors: { name: ["Enter your name"] },
    });
  });

  it("reads an empty field as the browser's conform does: a missing one", () => {
    const empty = checkContactMessage({ name: "Mia", email: "", message: "Hi" });
    expect(empty.errors).toEqual({ email: ["Enter your email address"] });
    expect(checkContactMessage({ ...valid, phone: " " }).value?.phone).toBe("");
  });
});

describe("contactSubmissionResult", () => {
  it("gives conform the refused message's values and errors, a failure to pass it on as the form's error", () => {
    const values = { name: "Mia", email: "mia@example.com", phone: "12345", message: "" };
    expect(
      contactSubmissionResult({ errors: { phone: ["Enter an Australian phone number"], message: [] }, formError: null, values }),
    ).toEqual({ status: "error", initialValue: values, error: { phone: ["Enter an Australian phone number"] } });
    expect(contactSubmissionResult({ errors: null, formError: "Try again later", values })).toEqual({
      status: "error",
      initialValue: values,
      error: { "": ["Try again later"] },
    });
  });

  it("empties the form once the message is sent, and says nothing before an answer", () => {
    expect(contactSubmissionResult({ sent: true })).toEqual({ initialValue: null });
    expect(contactSubmissionResult(undefined)).toBeUndefined();
  });
});
