import { describe, expect, it } from "vitest";

import { maskedLog, maskSecrets } from "./log-masking.js";

describe("maskSecrets", () => {
  it("masks link uuids but the demo's, tokens, cookies and card payment ids", () => {
    expect(maskSecrets("link 3f2b8c1e-6a4d-4f7e-9b2a-1c5d8e9f0a7b expired")).toBe("link :uuid expired");
    expect(maskSecrets("  /z/00000000-0000-4000-8000-000000000001  Pay now")).toBe(
      "  /z/00000000-0000-4000-8000-000000000001  Pay now",
    );
    expect(maskSecrets("reset ?token=Zq3_kP9xY2mN8bV4 sent")).toBe("reset ?token=:masked sent");
    expect(maskSecrets('{"token":"a b","password":"c"}')).toBe('{"token":":masked","password":":masked"}');
    expect(maskSecrets("Cookie: provider_session=abc; XSRF-TOKEN=def")).toBe("Cookie: :masked");
    expect(maskSecrets("GET /guest/v1/card-payments/42 and /card-gateway/42?token=t")).toBe(
      "GET /guest/v1/card-payments/:masked and /card-gateway/:masked?token=:masked",
    );
  });

  it("is what the provider's log writes", () => {
    const lines: string[] = [];
    maskedLog((line) => lines.push(line))("provider-api: unexpected error: provider_session=abc");
    expect(lines).toEqual(["provider-api: unexpected error: provider_session=:masked"]);
  });
});
