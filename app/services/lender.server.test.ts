import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { Lender } from "~/domain/types";
import { setProviderApiUrl } from "./env.server";
import { forgetLender, getLender } from "./lender.server";
import { log } from "./log.server";
import { ProviderClient, ProviderError } from "./provider.server";
import { isProviderUnavailable } from "./provider-outage.server";

const LENDER = { name: "Test Lender Pty Ltd", australianCreditLicence: "654321" } as Lender;

beforeAll(() => setProviderApiUrl("http://provider.test"));

afterEach(() => {
  vi.restoreAllMocks();
  forgetLender();
});

describe("the lender's details", () => {
  it("are read once for concurrent pages, then kept ten minutes", async () => {
    const read = vi.spyOn(ProviderClient.prototype, "getLender").mockResolvedValue(LENDER);
    const now = 1_000_000;
    expect(await Promise.all([getLender(now), getLender(now), getLender(now)])).toEqual([LENDER, LENDER, LENDER]);
    expect(read).toHaveBeenCalledTimes(1);
    await getLender(now + 9 * 60_000);
    expect(read).toHaveBeenCalledTimes(1);
    await getLender(now + 11 * 60_000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("unreadable, the unavailable page with its cause logged, and the next page asks again", async () => {
    const warn = vi.spyOn(log(), "warn").mockImplementation(() => undefined);
    const failure = new ProviderError(404, { errors: [{ status: "404", title: "Not found", detail: "No lender." }] });
    const read = vi.spyOn(ProviderClient.prototype, "getLender").mockRejectedValueOnce(failure).mockResolvedValue(LENDER);
    const thrown = await getLender(0).catch((error: unknown) => error);
    expect(isProviderUnavailable(thrown)).toBe(true);
    expect((thrown as { init?: ResponseInit }).init?.status).toBe(503);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ answer: "outage page" }),
      expect.stringContaining("provider unavailable"),
    );
    expect(await getLender(1)).toBe(LENDER);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
