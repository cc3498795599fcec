import { describe, expect, it } from "vitest";

import { Client, createScenario, staffClient, startTestApi, tempDbFile } from "./support.js";

describe("restart", () => {
  it("keeps data, sessions and the demo seed (once) across a restart on the same file", async () => {
    const db = tempDbFile();
    try {
      const first = await startTestApi({ dbFile: db.file, seedDemoData: true });
      expect(first.demoLinks).toHaveLength(23);
      const scenario = await createScenario(first.url);
      const client = new Client(first.url);
      await client.open(scenario.links[0].uuid);
      const created = await client.post("/guest/v1/finance-applications", {
        data: { type: "finance-applications", attributes: { fundRequestId: scenario.fundRequestId, financeType: "VPA" } },
      });
      const { id, attributes } = created.body.data;
      const applicationData = {
        ...attributes.applicationData,
        applicants: [
          {
            ...attributes.applicationData.applicants[0],
            citizenship: "PERMANENT_RESIDENT",
            settings: { currentPage: "bank-details" },
          },
        ],
      };
      const saved = await client.post(`/guest/v1/finance-applications/${id}/submit`, {
        data: { action: "SAVE", version: 1, applicationData },
      });
      expect(saved.status).toBe(200);
      await first.close();

      const second = await startTestApi({ dbFile: db.file, seedDemoData: true });
      try {
        const resumed = new Client(second.url);
        for (const [name, value] of client.cookies) resumed.cookies.set(name, value);
        const fundRequest = await resumed.get(`/guest/v1/fund-requests/${scenario.fundRequestId}?include=financeApplications`);
        expect(fundRequest.status).toBe(200);
        const application = fundRequest.body.included.find((r: { id: string }) => r.id === id);
        expect(application.attributes.version).toBe(2);
        expect(application.attributes.applicationData.applicants[0]).toMatchObject({
          citizenship: "PERMANENT_RESIDENT",
          settings: { currentPage: "bank-details" },
        });
        const staff = staffClient(second.url);
        const nextId = Number(scenario.fundRequestId) + 1;
        expect((await staff.get(`/staff/v1/fund-requests/${nextId}`)).status).toBe(404);
        expect((await new Client(second.url).open(second.demoLinks[0].uuid)).status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      db.cleanup();
    }
  });
});
