import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_LENDER } from "../domain/lender.js";
import type { RunningProviderApi } from "../index.js";
import { Client, startTestApi, tempDbFile } from "./support.js";

let seeded: RunningProviderApi;
let empty: RunningProviderApi;
const cleanups: Array<() => void> = [];

beforeAll(async () => {
  const seededDb = tempDbFile();
  const emptyDb = tempDbFile();
  cleanups.push(seededDb.cleanup, emptyDb.cleanup);
  seeded = await startTestApi({ dbFile: seededDb.file, seedDemoData: true });
  empty = await startTestApi({ dbFile: emptyDb.file });
});

afterAll(async () => {
  await seeded.close();
  await empty.close();
  cleanups.forEach((cleanup) => cleanup());
});

describe("GET /guest/v1/lender", () => {
  it("answers the demo lender's details without a session, as openapi.yaml describes them", async () => {
    const response = await new Client(seeded.url).get("/guest/v1/lender");
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ type: "lenders", id: "current", attributes: DEMO_LENDER });
    expect(response.body.data.attributes).toMatchObject({
      name: "Fund Request Finance Pty Ltd",
      complaints: { finalResponseDays: 30, hardshipFinalResponseDays: 21 },
      externalDisputeResolution: { phone: "1800 931 678", website: "https://www.afca.org.au" },
    });
  });

  it("answers the same with a link's session", async () => {
    const client = new Client(seeded.url);
    expect((await client.open(seeded.demoLinks[0].uuid)).status).toBe(200);
    expect((await client.get("/guest/v1/lender")).body.data.attributes.australianCreditLicence).toBe(
      DEMO_LENDER.australianCreditLicence,
    );
  });

  it("answers 404 while no lender's details are recorded, and 405 to another method", async () => {
    expect((await new Client(empty.url).get("/guest/v1/lender")).status).toBe(404);
    const client = new Client(seeded.url);
    await client.get("/sanctum/csrf-cookie");
    expect((await client.post("/guest/v1/lender", {})).status).toBe(405);
  });
});
