import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setProviderApiUrl } from "~/services/env.server";
import { requireLink } from "~/services/link.server";

// A provider that authenticates the link, then fails the page read with a status
// it should never answer there: the portal shows "unavailable" (503), not a 500.
const UUID = "00000000-0000-4000-8000-000000000001";
let failWith = 500;
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader("Content-Type", "application/vnd.api+json");
    if (req.url?.startsWith("/sanctum/csrf-cookie")) {
      res.setHeader("Set-Cookie", "XSRF-TOKEN=t; Path=/");
      res.end();
    } else if (req.url?.startsWith(`/guest/v1/authenticate/${UUID}`)) {
      res.end(
        JSON.stringify({
          data: {
            type: "guest-authentications",
            id: UUID,
            attributes: { fundRequestId: "1", customerId: "2", impersonationExpiresAt: null, linkExpiresAt: null },
          },
        }),
      );
    } else {
      res.statusCode = failWith;
      res.end(JSON.stringify({ errors: [{ status: String(failWith), title: "Failed" }] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  setProviderApiUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("a provider failure on a page read", () => {
  it.each([500, 409, 422, 400])("answers 503 'unavailable' for a %i, not a portal fault", async (status) => {
    failWith = status;
    const thrown = await requireLink(new Request(`http://portal.test/z/${UUID}`), UUID, {
      cspNonce: "",
      clientAddress: "",
      requestId: "test-request",
    }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 503 } });
  });
});
