import { describe, expect, it } from "vitest";

import { contractEvent } from "./contract-analytics";

const uuid = "00000000-0000-4000-8000-000000000014";

describe("the contract's analytics events", () => {
  it("names the event and the application, with the link's uuid masked", () => {
    expect(
      contractEvent("contract_viewed", {
        applicationId: "42",
        pagePath: `/z/${uuid}/pay-later/application/contract-signing`,
      }),
    ).toEqual({
      name: "contract_viewed",
      params: { application_id: "42", page_path: "/z/:uuid/pay-later/application/contract-signing" },
    });
  });

  it("says how a contract was signed or declined", () => {
    const signed = contractEvent("contract_signed", {
      applicationId: "42",
      pagePath: `/z/${uuid}/pay-later/application/lodge-signed`,
      method: "ceremony",
    });
    expect(signed.params).toEqual({
      application_id: "42",
      page_path: "/z/:uuid/pay-later/application/lodge-signed",
      signing_method: "ceremony",
    });
    expect(JSON.stringify(signed)).not.toContain(uuid);
    expect(
      contractEvent("contract_declined", { applicationId: "7", pagePath: "/z/not-a-uuid-token/x", method: "typed" }).params,
    ).toMatchObject({ page_path: "/z/:uuid/x", signing_method: "typed" });
  });
});
