import { describe, expect, it } from "vitest";

import { serverTranslator } from "~/i18n/catalogs.server";
import { lodgeSigned, parseSignatureStatus } from "./lodge-signed";

const { t } = serverTranslator("en-AU");

describe("the signing ceremony's return (decision 0163)", () => {
  it("reads only success and fail from the query", () => {
    expect(parseSignatureStatus("success")).toBe("success");
    expect(parseSignatureStatus("fail")).toBe("fail");
    expect(parseSignatureStatus("SUCCESS")).toBeNull();
    expect(parseSignatureStatus(null)).toBeNull();
  });

  it("shows signed, with thanks, when the provider has the signature", () => {
    expect(lodgeSigned("signed", "success", t)).toMatchObject({ screen: "signed", notice: { type: "success" } });
    expect(lodgeSigned("signed", "fail", t)).toEqual({ screen: "signed", notice: null });
  });

  it("shows a decline the provider recorded as declined, whatever the query says", () => {
    expect(lodgeSigned("declined-signature", "fail", t)).toEqual({ screen: "declined-signature", notice: null });
    expect(lodgeSigned("declined-signature", "success", t)).toEqual({ screen: "declined-signature", notice: null });
  });

  it("goes back to the contract with a clear message when nothing was signed or declined", () => {
    const left = lodgeSigned("contract-signing", "fail", t);
    expect(left.screen).toBe("contract-signing");
    expect(left.notice).toMatchObject({ type: "info", title: "You have not signed the contract yet" });
    const unconfirmed = lodgeSigned("please-sign", "success", t);
    expect(unconfirmed.screen).toBe("please-sign");
    expect(unconfirmed.notice).toMatchObject({ type: "warning", title: "We have not received your signature" });
  });

  it("says nothing when no ceremony answered (lodge-signed opened without a query)", () => {
    expect(lodgeSigned("contract-signing", null, t)).toEqual({ screen: "contract-signing", notice: null });
  });

  it("leaves any other state to its own screen", () => {
    expect(lodgeSigned("reviewing", "success", t)).toEqual({ screen: "reviewing", notice: null });
    expect(lodgeSigned("pay-now", "fail", t)).toEqual({ screen: "pay-now", notice: null });
  });
});
