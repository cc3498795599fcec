import { describe, expect, it, vi } from "vitest";

import { makeApplication, makeFundRequest } from "../../tests/fixtures/fund-requests";
import { startApplication, withdrawApplication } from "./application-lifecycle.server";
import { log as logger } from "./log.server";
import { type ProviderClient, ProviderError } from "./provider.server";
import type { LinkContext } from "./request-state.server";
import { getToasts } from "./toast.server";

const UUID = "00000000-0000-4000-8000-000000000001";
const request = new Request(`http://portal.test/z/${UUID}/pay-later/get-started`, { method: "POST" });

function linkContext(provider: Partial<ProviderClient>, fundRequest = makeFundRequest()): LinkContext {
  const link = { uuid: UUID, providerCookies: {}, fundRequestId: "1", customerId: "c1", impersonationExpiresAt: null };
  return {
    uuid: UUID,
    link,
    fundRequest,
    provider: { linkSession: (same) => same, ...provider } as ProviderClient,
    session: { links: [link] },
    headers: new Headers(),
  };
}

/** The toast a redirect queued, read back as the next page would. */
async function toastOf(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return (await getToasts(new Request("http://portal.test/", { headers: { Cookie: cookie } }))).toasts[0];
}

const refused = (status: number, detail: string) => () =>
  Promise.reject(new ProviderError(status, { errors: [{ status: String(status), title: "Refused", detail }] }));

describe("startApplication", () => {
  it("creates the application and goes to citizenship, or to the entity's upload for an entity invoice", async () => {
    const createFinanceApplication = vi.fn(async () => ({ application: makeApplication(), created: true }));
    expect(await startApplication(linkContext({ createFinanceApplication }), request)).toBe(
      `/z/${UUID}/pay-later/application/citizenship`,
    );
    expect(createFinanceApplication).toHaveBeenCalledWith(expect.anything(), "VPA");
    const entity = makeFundRequest({ entity: { id: "e1", name: "Harbour Holdings Pty Ltd" } });
    expect(await startApplication(linkContext({ createFinanceApplication }, entity), request)).toBe(
      `/e/${UUID}/upload-documents`,
    );
  });

  it("sends application_created once: not for the presses that found the application already made", async () => {
    const log = vi.spyOn(logger(), "info").mockImplementation(() => undefined);
    try {
      const made = makeApplication();
      const answers = [true, false, false].map((created) => ({ application: made, created }));
      const createFinanceApplication = vi.fn(async () => answers.shift()!);
      for (let press = 0; press < 3; press += 1) await startApplication(linkContext({ createFinanceApplication }), request);
      const events = log.mock.calls.filter(([fields]) => (fields as { event?: string }).event === "application_created");
      expect(events).toHaveLength(1);
    } finally {
      log.mockRestore();
    }
  });

  it("lets the provider's refusal through, for the form pipeline to answer with the page kept", async () => {
    const started = startApplication(
      linkContext({ createFinanceApplication: refused(422, "This fund request cannot be paid at settlement.") }),
      request,
    );
    await expect(started).rejects.toMatchObject({ status: 422 });
  });
});

describe("withdrawApplication", () => {
  it("returns to the ways to pay with a success toast", async () => {
    const response = await withdrawApplication(
      linkContext({ withdrawFinanceApplication: async () => makeApplication() }),
      request,
      "a1",
    );
    expect(response.headers.get("Location")).toBe(`/z/${UUID}`);
    expect(await toastOf(response)).toMatchObject({ type: "success", title: "Your application has been withdrawn" });
  });

  it("lets the provider's refusal through, for the form pipeline to answer with the page kept", async () => {
    const withdrawn = withdrawApplication(
      linkContext({
        withdrawFinanceApplication: refused(409, "The application has been submitted and can no longer be withdrawn."),
      }),
      request,
      "a1",
    );
    await expect(withdrawn).rejects.toMatchObject({ status: 409 });
  });
});
