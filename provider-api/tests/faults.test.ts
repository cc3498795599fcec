import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { resolveConfig } from "../config.js";
import type { RunningProviderApi } from "../index.js";
import { Client, createScenario, STAFF_KEY, startTestApi, tempDbFile } from "./support.js";

const JSON_API = "application/vnd.api+json";

function setFaults(url: string, attributes: Record<string, unknown>) {
  return new Client(url).request("PUT", "/staff/v1/faults", { staff: true, body: { data: { type: "faults", attributes } } });
}

describe("the test-only fault switch (decision 0110)", () => {
  const db = tempDbFile();
  let api: RunningProviderApi;
  beforeAll(async () => {
    api = await startTestApi({ dbFile: db.file, env: { PROVIDER_API_FAULTS: "on" } });
  });
  afterAll(async () => {
    await api.close();
    db.cleanup();
  });

  it("does not exist unless PROVIDER_API_FAULTS=on, and never in production", async () => {
    const off = tempDbFile();
    const plain = await startTestApi({ dbFile: off.file });
    try {
      const response = await fetch(`${plain.url}/staff/v1/faults`, { headers: { Authorization: `Bearer ${STAFF_KEY}` } });
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
      off.cleanup();
    }
    expect(() => resolveConfig({ staffApiKey: STAFF_KEY }, { NODE_ENV: "production", PROVIDER_API_FAULTS: "on" })).toThrow(
      /tests only/,
    );
  });

  it("asks for the staff key", async () => {
    const response = await fetch(`${api.url}/staff/v1/faults`, {
      method: "PUT",
      headers: { "Content-Type": JSON_API },
      body: JSON.stringify({ data: { type: "faults", attributes: { down: true } } }),
    });
    expect(response.status).toBe(401);
    expect((await setFaults(api.url, {})).body.data.attributes).toEqual({ down: false, submitDelayMs: 0 });
  });

  it("down: every guest and sanctum call answers 503 until switched off", async () => {
    expect((await setFaults(api.url, { down: true })).status).toBe(200);
    const down = await fetch(`${api.url}/sanctum/csrf-cookie`);
    expect(down.status).toBe(503);
    expect((await down.json()).errors[0].status).toBe("503");
    expect((await setFaults(api.url, { down: false })).status).toBe(200);
    expect((await fetch(`${api.url}/sanctum/csrf-cookie`)).status).toBe(204);
  });

  it("submitDelayMs: the save is stored before its late answer", async () => {
    const scenario = await createScenario(api.url);
    const client = new Client(api.url);
    await client.open(scenario.links[0].uuid);
    const created = await client.post("/guest/v1/finance-applications", {
      data: { type: "finance-applications", attributes: { fundRequestId: scenario.fundRequestId, financeType: "VPA" } },
    });
    const { id, attributes } = created.body.data;
    await setFaults(api.url, { submitDelayMs: 1500 });
    try {
      const started = Date.now();
      const saving = client.post(`/guest/v1/finance-applications/${id}/submit`, {
        data: { action: "SAVE", version: 1, applicationData: attributes.applicationData },
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const meanwhile = await new Client(api.url).request("GET", `/staff/v1/finance-applications/${id}`, { staff: true });
      expect(meanwhile.body.data.attributes.version).toBe(2);
      expect((await saving).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    } finally {
      await setFaults(api.url, {});
    }
  });
});
