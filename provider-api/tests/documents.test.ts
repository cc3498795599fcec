import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RunningProviderApi } from "../index.js";
import { Client, createScenario, PNG_BYTES, staffClient, startTestApi, tempDbFile } from "./support.js";

let api: RunningProviderApi;
let cleanup: () => void;
let dbFile: string;
let staff: ReturnType<typeof staffClient>;

beforeAll(async () => {
  const db = tempDbFile();
  cleanup = db.cleanup;
  dbFile = db.file;
  api = await startTestApi({ dbFile: db.file, seedDemoData: true });
  staff = staffClient(api.url);
});

afterAll(async () => {
  await api.close();
  cleanup();
});

const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** Sends a file for a document, the file in the request (decision 0241). */
const send = (client: Client, documentId: string, bytes: Buffer = PDF_BYTES, fileName = "licence.pdf") =>
  client.post(`/authenticated/v1/requested-documents/${documentId}/files`, {
    data: { type: "requested-document-files", attributes: { fileName, base64: bytes.toString("base64") } },
  });

/** How many media rows the store holds, read from the database itself. */
function mediaCount(): number {
  const db = new SQLite(dbFile, { readonly: true });
  try {
    return (db.prepare("select count(*) as n from media").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

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
    const sent = await send(ann, documentId);
    expect(sent.status).toBe(201);
    expect(sent.body.data.attributes).toMatchObject({ state: "received" });
    expect(sent.body.data.attributes.files[0]).toMatchObject({
      fileName: "licence.pdf",
      mimeType: "application/pdf",
      size: PDF_BYTES.length,
      state: "received",
      removable: true,
    });
    // A retried send (the same name and bytes) stores nothing more.
    const stored = mediaCount();
    const again = await send(ann, documentId);
    expect(again.status).toBe(200);
    expect(again.body.data.attributes.files).toHaveLength(1);
    expect(mediaCount()).toBe(stored);

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

    const resent = await send(ann, documentId, PNG_BYTES, "licence.png");
    expect(resent.body.data.attributes.state).toBe("received");
    const accepted = await review(documentId, "ACCEPT");
    expect(accepted.body.data.attributes).toMatchObject({ state: "accepted", rejectionReason: null });
    expect(accepted.body.data.attributes.files.map((f: any) => f.state)).toEqual(["rejected", "accepted"]);
  });

  it("refuses a file for an accepted document before anything is stored (decision 0241)", async () => {
    const { ann, documentId, fundRequestId } = await customerScenario();
    expect((await send(ann, documentId)).status).toBe(201);
    expect((await review(documentId, "ACCEPT")).status).toBe(200);
    const before = mediaCount();
    const late = await send(ann, documentId, PNG_BYTES, "late.png");
    expect(late.status).toBe(409);
    expect(late.body.errors[0].detail).toBe("This document has been accepted; nothing more is needed.");
    // Even a file that would be refused for its own sake is refused for the document first.
    expect((await send(ann, documentId, Buffer.from("not a document"), "late.txt")).status).toBe(409);
    expect(mediaCount()).toBe(before);
    const listed = await new Client(api.url).get(`/staff/v1/fund-requests/${fundRequestId}/requested-documents`, {
      staff: true,
    });
    expect(listed.body.data[0].attributes.files).toHaveLength(1);
  });

  it("refuses a file for a document not asked of the session, or not asked at all, storing nothing", async () => {
    const { ann, ben, documentId } = await customerScenario();
    const other = await customerScenario();
    const before = mediaCount();
    expect((await send(ben, documentId)).status).toBe(403);
    expect((await send(ann, other.documentId)).status).toBe(403);
    expect((await send(ann, "99999999")).status).toBe(404);
    expect((await send(ann, "abc")).status).toBe(404);
    expect(mediaCount()).toBe(before);
  });

  it("refuses a bad file with nothing stored, and the documents collection outside a document", async () => {
    const { ann, documentId } = await customerScenario();
    const before = mediaCount();
    expect((await send(ann, documentId, Buffer.from("MZ not a document"), "tool.exe")).status).toBe(422);
    expect((await send(ann, documentId, PDF_BYTES, "a/b.pdf")).status).toBe(422);
    const bare = await ann.post("/authenticated/v1/media", {
      data: {
        type: "media",
        attributes: { collection: "documents", fileName: "stray.pdf", base64: PDF_BYTES.toString("base64") },
      },
    });
    expect(bare.status).toBe(422);
    expect(bare.body.errors[0].source.pointer).toBe("/data/attributes/collection");
    expect(mediaCount()).toBe(before);
  });

  it("removes a file not yet reviewed from the document and from the media store; staff no longer see it", async () => {
    const { ann, documentId, fundRequestId } = await customerScenario();
    const before = mediaCount();
    const sent = await send(ann, documentId);
    expect(mediaCount()).toBe(before + 1);
    const fileId = sent.body.data.attributes.files[0].id;
    const mediaId = sent.body.data.attributes.files[0].mediaId;
    const path = `/authenticated/v1/requested-documents/${documentId}/files/${fileId}`;
    expect((await ann.request("DELETE", path, { noXsrf: true })).status).toBe(419);
    const removed = await ann.request("DELETE", path);
    expect(removed.status).toBe(200);
    expect(removed.body.data.attributes).toMatchObject({ state: "missing", files: [] });
    expect((await ann.request("DELETE", path)).status).toBe(404);
    expect(mediaCount()).toBe(before);
    expect((await ann.get(`/authenticated/v1/media/${mediaId}`)).status).toBe(404);

    const rep = new Client(api.url);
    await rep.get("/sanctum/csrf-cookie");
    const email = `docs-rep-${Date.now()}@agency.example.com.au`;
    await staff.post("/staff/v1/representatives", {
      data: {
        type: "representatives",
        attributes: {
          email,
          name: "Dora Clerk",
          role: "ROLE_3",
          locations: ["Test Realty Perth"],
          password: "ochre lantern quarry",
        },
      },
    });
    await rep.post("/login/representative", {
      data: { type: "representative-logins", attributes: { email, password: "ochre lantern quarry" } },
    });
    const view = await rep.get(`/representative/v1/fund-requests/${fundRequestId}`);
    expect(view.status).toBe(200);
    expect(view.body.data.attributes.documents).toEqual([]);
  });

  it("keeps each customer's documents and their own files", async () => {
    const { ann, ben, documentId } = await customerScenario();
    expect((await ben.get("/authenticated/v1/requested-documents?owner=customer")).body.data).toEqual([]);
    expect((await send(ben, documentId)).status).toBe(403);
    expect((await send(ann, documentId)).status).toBe(201);
  });

  it("lets every customer of an entity invoice see the entity's documents, and no one else", async () => {
    const { fundRequestId, ann, ben } = await customerScenario({ entity: { name: "Lee Holdings Pty Ltd" } });
    const asked = await ask(fundRequestId, { owner: "entity", name: "Company extract", description: "A current ASIC extract." });
    expect(asked.status).toBe(201);
    expect(asked.body.data.attributes.owner).toBe("entity");
    const id = asked.body.data.id;
    expect((await send(ben, id)).status).toBe(201);
    const seen = await ann.get("/authenticated/v1/requested-documents?owner=entity");
    expect(seen.body.data[0].attributes).toMatchObject({ state: "received" });
    const stranger = await customerScenario();
    expect((await send(stranger.ann, id)).status).toBe(403);
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
