import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RunningProviderApi } from "../index.js";
import { Client, createScenario, PNG_BYTES, staffClient, startTestApi, tempDbFile } from "./support.js";

let api: RunningProviderApi;
let cleanup: () => void;
let staff: ReturnType<typeof staffClient>;

beforeAll(async () => {
  const db = tempDbFile();
  cleanup = db.cleanup;
  api = await startTestApi({ dbFile: db.file, seedDemoData: true });
  staff = staffClient(api.url);
});

afterAll(async () => {
  await api.close();
  cleanup();
});

const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

async function upload(client: Client, bytes: Buffer = PDF_BYTES, fileName = "licence.pdf") {
  const answer = await client.post("/authenticated/v1/media", {
    data: { type: "media", attributes: { collection: "documents", fileName, base64: bytes.toString("base64") } },
  });
  expect(answer.status).toBe(201);
  return answer.body.data.id as string;
}

const send = (client: Client, documentId: string, mediaId: string) =>
  client.post(`/authenticated/v1/requested-documents/${documentId}/files`, {
    data: { type: "requested-document-files", attributes: { mediaId } },
  });

const ask = (fundRequestId: string, attributes: Record<string, unknown>) =>
  staff.post(`/staff/v1/fund-requests/${fundRequestId}/requested-documents`, {
    data: {
      type: "requested-documents",
      attributes: { name: "Photo identification", description: "Your licence or passport.", required: true, ...attributes },
    },
  });

const review = (documentId: string, decision: string, reason?: string) =>
  staff.post(`/staff/v1/requested-documents/${documentId}/review`, {
    data: { type: "document-reviews", attributes: { decision, ...(reason ? { reason } : {}) } },
  });

/** A fund request whose two customers each have a session; Ann is asked for a document. */
async function customerScenario(overrides: Record<string, unknown> = {}) {
  const scenario = await createScenario(api.url, overrides);
  const links = [...scenario.links].sort((a, b) => Number(a.customerId) - Number(b.customerId));
  const [ann, ben] = [new Client(api.url), new Client(api.url)];
  await ann.open(links[0].uuid);
  await ben.open(links[1].uuid);
  const asked = await ask(scenario.fundRequestId, { owner: "customer", customerId: links[0].customerId });
  expect(asked.status).toBe(201);
  return { ...scenario, ann, ben, documentId: asked.body.data.id as string, annId: links[0].customerId };
}

describe("requested documents", () => {
  it("seeds the entity invoice's documents and the customer's two", async () => {
    const entity = new Client(api.url);
    await entity.open("00000000-0000-4000-8000-000000000006");
    const listed = await entity.get("/authenticated/v1/requested-documents?owner=entity");
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((d: any) => d.attributes.name)).toEqual([
      "Company extract",
      "Trust deed",
      "Director identification",
    ]);
    expect(listed.body.data[0].attributes).toMatchObject({ owner: "entity", required: true, state: "missing", files: [] });
    expect((await entity.get("/authenticated/v1/requested-documents?owner=customer")).body.data).toEqual([]);

    const customer = new Client(api.url);
    await customer.open("00000000-0000-4000-8000-000000000040");
    const own = await customer.get("/authenticated/v1/requested-documents?owner=customer");
    expect(own.body.data.map((d: any) => d.attributes.name)).toEqual(["Photo identification", "Recent bank statement"]);
    expect((await customer.get("/authenticated/v1/requested-documents?owner=entity")).status).toBe(404);
    expect((await customer.get("/authenticated/v1/requested-documents")).status).toBe(400);
  });

  it("takes a file, then staff reject it with a reason, then a new file is accepted", async () => {
    const { ann, documentId } = await customerScenario();
    const mediaId = await upload(ann);
    const sent = await send(ann, documentId, mediaId);
    expect(sent.status).toBe(201);
    expect(sent.body.data.attributes).toMatchObject({ state: "received" });
    expect(sent.body.data.attributes.files[0]).toMatchObject({
      mediaId,
      fileName: "licence.pdf",
      mimeType: "application/pdf",
      size: PDF_BYTES.length,
      state: "received",
      removable: true,
    });
    // A retried send changes nothing.
    const again = await send(ann, documentId, mediaId);
    expect(again.status).toBe(200);
    expect(again.body.data.attributes.files).toHaveLength(1);

    expect((await review(documentId, "REJECT")).status).toBe(422);
    const rejected = await review(documentId, "REJECT", "The photo is blurred: every word must be readable.");
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.attributes).toMatchObject({
      state: "rejected",
      rejectionReason: "The photo is blurred: every word must be readable.",
    });
    expect(rejected.body.data.attributes.files[0]).toMatchObject({ state: "rejected", removable: false });
    expect((await review(documentId, "ACCEPT")).status).toBe(409);
    const fileId = rejected.body.data.attributes.files[0].id;
    expect((await ann.request("DELETE", `/authenticated/v1/requested-documents/${documentId}/files/${fileId}`)).status).toBe(409);

    const resent = await send(ann, documentId, await upload(ann, PNG_BYTES, "licence.png"));
    expect(resent.body.data.attributes.state).toBe("received");
    const accepted = await review(documentId, "ACCEPT");
    expect(accepted.body.data.attributes).toMatchObject({ state: "accepted", rejectionReason: null });
    expect(accepted.body.data.attributes.files.map((f: any) => f.state)).toEqual(["rejected", "accepted"]);
    expect((await send(ann, documentId, await upload(ann))).status).toBe(409);
  });

  it("removes a file not yet reviewed, and the document is missing again", async () => {
    const { ann, documentId } = await customerScenario();
    const sent = await send(ann, documentId, await upload(ann));
    const fileId = sent.body.data.attributes.files[0].id;
    const path = `/authenticated/v1/requested-documents/${documentId}/files/${fileId}`;
    expect((await ann.request("DELETE", path, { noXsrf: true })).status).toBe(419);
    const removed = await ann.request("DELETE", path);
    expect(removed.status).toBe(200);
    expect(removed.body.data.attributes).toMatchObject({ state: "missing", files: [] });
    expect((await ann.request("DELETE", path)).status).toBe(404);
  });

  it("keeps each customer's documents and uploads their own", async () => {
    const { ann, ben, documentId } = await customerScenario();
    expect((await ben.get("/authenticated/v1/requested-documents?owner=customer")).body.data).toEqual([]);
    expect((await send(ben, documentId, await upload(ben))).status).toBe(403);
    // Ben's upload cannot be sent for Ann's document, nor Ann's from another fund request.
    expect((await send(ann, documentId, await upload(ben))).status).toBe(422);
    const other = await customerScenario();
    expect((await send(ann, documentId, await upload(other.ann))).status).toBe(422);
    expect((await send(ann, other.documentId, await upload(ann))).status).toBe(403);
    expect((await send(ann, "99999999", await upload(ann))).status).toBe(404);
    const mediaId = await upload(ann);
    const second = await ask(other.fundRequestId, { owner: "customer", customerId: other.annId });
    await send(ann, documentId, mediaId);
    expect((await send(ann, documentId, "abc")).status).toBe(422);
    expect(second.status).toBe(201);
  });

  it("lets every customer of an entity invoice see the entity's documents, and no one else", async () => {
    const { fundRequestId, ann, ben } = await customerScenario({ entity: { name: "Lee Holdings Pty Ltd" } });
    const asked = await ask(fundRequestId, { owner: "entity", name: "Company extract", description: "A current ASIC extract." });
    expect(asked.status).toBe(201);
    expect(asked.body.data.attributes.owner).toBe("entity");
    const id = asked.body.data.id;
    expect((await send(ben, id, await upload(ben))).status).toBe(201);
    const seen = await ann.get("/authenticated/v1/requested-documents?owner=entity");
    expect(seen.body.data[0].attributes).toMatchObject({ state: "received" });
    const stranger = await customerScenario();
    expect((await send(stranger.ann, id, await upload(stranger.ann))).status).toBe(403);
    expect((await ask(stranger.fundRequestId, { owner: "entity" })).status).toBe(422);
  });

  it("staff calls need the key and check what they are given", async () => {
    const { fundRequestId, documentId } = await customerScenario();
    const anonymous = new Client(api.url);
    expect((await anonymous.get(`/staff/v1/fund-requests/${fundRequestId}/requested-documents`)).status).toBe(401);
    const listed = await staff.get(`/staff/v1/fund-requests/${fundRequestId}/requested-documents`);
    expect(listed.body.data.map((d: any) => d.id)).toEqual([documentId]);
    expect((await ask(fundRequestId, { owner: "customer", customerId: "99999" })).status).toBe(422);
    expect((await ask(fundRequestId, { owner: "customer", customerId: "1", name: "Bad\u202ename" })).status).toBe(422);
    expect((await ask("99999999", { owner: "entity" })).status).toBe(404);
    expect((await review(documentId, "ACCEPT")).status).toBe(409);
    expect((await review("99999999", "ACCEPT")).status).toBe(404);
  });
});
