import { describe, expect, it } from "vitest";

import { maskSecretsInText, requestLogUrl } from "./log-secrets";

const uuid = "3f2b8c1e-6a4d-4f7e-9b2a-1c5d8e9f0a7b";

describe("maskSecretsInText", () => {
  it("masks link uuids anywhere, with or without a prefix, but keeps the demo's published links", () => {
    expect(maskSecretsInText(`GET /z/${uuid}/pay-later 200`)).toBe("GET /z/:uuid/pay-later 200");
    expect(maskSecretsInText(`link ${uuid.toUpperCase()} failed`)).toBe("link :uuid failed");
    expect(maskSecretsInText("GET /c/not-a-uuid/upload-documents")).toBe("GET /c/:uuid/upload-documents");
    expect(maskSecretsInText("  Pay now: http://localhost:3000/z/00000000-0000-4000-8000-000000000001")).toBe(
      "  Pay now: http://localhost:3000/z/00000000-0000-4000-8000-000000000001",
    );
  });

  it("masks reset tokens, payment ids, signatures and passwords after their names", () => {
    const token = "Zq3_kP9xY2mN8bV4cX7zL1aS5dF6gH0jK3lQwErTyUi";
    expect(maskSecretsInText(`GET /staff/reset-password?token=${token} 200`)).toBe("GET /staff/reset-password?token=:masked 200");
    expect(maskSecretsInText(`{"token":"${token}","password":"ochre lantern"}`)).toBe('{"token":":masked","password":":masked"}');
    expect(maskSecretsInText("/z/:uuid/card-payment?payment=42")).toBe("/z/:uuid/card-payment?payment=:masked");
    expect(maskSecretsInText("GET /guest/v1/card-payments/42 failed")).toBe("GET /guest/v1/card-payments/:masked failed");
    expect(maskSecretsInText("/card-gateway/42?token=abc")).toBe("/card-gateway/:masked?token=:masked");
    expect(maskSecretsInText("/media-downloads/7?expires=1&signature=s1g")).toBe(
      "/media-downloads/7?expires=1&signature=:masked",
    );
  });

  it("masks session cookies and the headers that carry them", () => {
    expect(maskSecretsInText("Cookie: __portal=abc; __staff=def")).toBe("Cookie: :masked");
    expect(maskSecretsInText('{"set-cookie":"provider_session=xyz; Path=/"}')).toBe('{"set-cookie":":masked"}');
    expect(maskSecretsInText("sent provider_session=xyz and XSRF-TOKEN=t%3D")).toBe(
      "sent provider_session=:masked and XSRF-TOKEN=:masked",
    );
    expect(maskSecretsInText("X-Representative-Session: s3cr3t")).toBe("X-Representative-Session: :masked");
  });

  it("leaves other text as it was", () => {
    const line = "POST /staff/sign-in 303 12.4ms (tokens: 3, payments made: 2)";
    expect(maskSecretsInText(line)).toBe(line);
  });
});

describe("requestLogUrl", () => {
  it("keeps the path, masked, and only harmless query values", () => {
    expect(requestLogUrl(`/z/${uuid}/pay-later?_data=routes%2Fz&paylater=true`)).toBe(
      "/z/:uuid/pay-later?_data=routes%2Fz&paylater=true",
    );
    expect(requestLogUrl("/staff/reset-password?token=abc.def")).toBe("/staff/reset-password?token=:masked");
    expect(requestLogUrl("/staff?q=Mia%20Nguyen&page=2")).toBe("/staff?q=:masked&page=2");
    expect(requestLogUrl(`/__manifest?p=%2Fz%2F${uuid}&version=1`)).toBe("/__manifest?p=:masked&version=:masked");
    expect(requestLogUrl("/z/not-found?index")).toBe("/z/not-found?index");
  });
});
