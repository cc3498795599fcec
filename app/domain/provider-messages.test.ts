import { describe, expect, it } from "vitest";

import { parseFieldMessage } from "~/i18n/field-message";
import { toApiErrors } from "./api-errors";
import { payerMessageOf, payerRefusalNotice } from "./provider-messages";
import { formErrorsFrom } from "./step-errors";

const refused = (...items: Array<{ pointer?: string; detail: string }>) =>
  toApiErrors(422, {
    errors: items.map(({ pointer, detail }) => ({
      status: "422",
      title: "Invalid value",
      detail,
      ...(pointer ? { source: { pointer } } : {}),
    })),
  });

describe("the provider's refusals as a payer reads them", () => {
  it("says a refused field from its pointer, in catalog keys, never the provider's English", () => {
    const result = formErrorsFrom(
      refused(
        { pointer: "/data/attributes/email", detail: "Must be an email." },
        { pointer: "/data/attributes/mobile", detail: "Not a mobile." },
        { pointer: "/data/applicationData/amount", detail: "Too big." },
        { pointer: "/data/attributes/message", detail: "Text must not contain NUL characters." },
        { detail: "Something else." },
      ),
      -1,
      (name) => (name === "mobile" ? "phone" : name),
      payerMessageOf,
    );
    expect(result).toEqual({
      fieldErrors: {
        email: ["formReplies.providerEmail"],
        phone: ["formReplies.providerPhone"],
        amount: ["formReplies.providerAmount"],
        message: ["formReplies.providerField"],
      },
      formErrors: ["formReplies.providerForm"],
    });
    for (const message of [...Object.values(result.fieldErrors).flat(), ...result.formErrors]) {
      expect(parseFieldMessage(message)).not.toBeNull();
    }
  });

  it("gives a refusal that names no field the general notice", () => {
    expect(payerRefusalNotice(toApiErrors(400, { errors: [{ status: "400", title: "Bad", detail: "No." }] }))).toEqual({
      kind: "failed",
      title: "formReplies.failedTitle",
      message: "formReplies.refusedMessage",
    });
    expect(payerRefusalNotice(toApiErrors(400, { errors: [{ status: "400", title: "Bad" }] }))).toMatchObject({
      message: "formReplies.failedMessage",
    });
  });
});
