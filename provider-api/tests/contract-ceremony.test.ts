import { inflateSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Db, openDatabase } from "../db/database.js";
import type { RunningProviderApi } from "../index.js";
import { Client, createScenario, fundRequestAttributes, staffClient, startTestApi, tempDbFile } from "./support.js";

// The contract's PDF, the agency's docusign flag and its hosted signing ceremony,
// taking a decline back, and withdrawing a declined application (decisions 0163-0165).

let api: RunningProviderApi;
let cleanup: () => void;
let staff: ReturnType<typeof staffClient>;
let db: Db;

beforeAll(async () => {
  const file = tempDbFile();
  cleanup = file.cleanup;
  api = await startTestApi({ dbFile: file.file });
  db = await openDatabase(file.file);
  staff = staffClient(api.url);
});

afterAll(async () => {
  await db.destroy();
  await api.close();
  cleanup();
});

const applicationPath = (id: string) => `/staff/v1/finance-applications/${id}`;
const guestPath = (id: string, rest = "") => `/guest/v1/finance-applications/${id}/contract${rest}`;
const version = async (id: string) => (await staff.get(applicationPath(id))).body.data.attributes.version as number;
const RETURN_URL = "http://portal.test/z/abc/pay-later/application/lodge-signed";

/** An approved application of Ann Lee (creator) and Ben Lee, at an agency with the given flags. */
async function approvedScenario(featureFlags: Record<string, boolean> | null = null) {
  const base = fundRequestAttributes();
  const scenario = await createScenario(api.url, { location: { ...base.location, featureFlags } });
  const links = [...scenario.links].sort((a, b) => Number(a.customerId) - Number(b.customerId));
  const [ann, ben] = [new Client(api.url), new Client(api.url)];
  await ann.open(links[0].uuid);
  await ben.open(links[1].uuid);
  const created = await ann.post("/guest/v1/finance-applications", {
    data: { type: "finance-applications", attributes: { fundRequestId: scenario.fundRequestId, financeType: "VPA" } },
  });
  const id = created.body.data.id as string;
  const applicants = links.map((link) => ({ id: link.customerId, hasCompletedApplication: true }));
  await staff.patch(applicationPath(id), {
    data: {
      type: "finance-applications",
      attributes: {
        applicationStatus: "SUBMITTED",
        applicationData: { applicants, loanRepaymentMethod: "AT_SETTLEMENT", settlement: { agency: "Hay St Sales" } },
      },
    },
  });
  expect((await staff.post(`${applicationPath(id)}/approve`, undefined)).status).toBe(201);
  return { id, ann, ben, customers: links.map((link) => link.customerId), amount: created.body.data.attributes.amount };
}

/** The text a PDF shows: its streams inflated, the strings of its text operators decoded. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], "latin1")).toString("latin1");
    } catch {
      content = match[1];
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) parts.push(Buffer.from(text[1], "hex").toString("latin1"));
  }
  return parts.join("\n");
}

const ceremonyStart = (v: number, returnUrl = RETURN_URL) => ({
  data: { type: "signing-ceremonies", attributes: { version: v, returnUrl } },
});

async function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.9" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

describe("the contract as a PDF", () => {
  it("is made with the contract, stored as media, and served through a signed download URL", async () => {
    const { id, ann, amount } = await approvedScenario();
    const contract = (await ann.get(guestPath(id))).body.data.attributes;
    expect(contract.pdf).toMatchObject({ mediaId: expect.any(String), fileName: `loan-contract-${id}.pdf` });
    expect(contract.pdf.size).toBeGreaterThan(1000);
    const media = await ann.get(`/authenticated/v1/media/${contract.pdf.mediaId}`);
    expect(media.status).toBe(200);
    expect(media.body.data.attributes).toMatchObject({ collection: "contracts", mimeType: "application/pdf" });
    const download = await fetch(media.body.data.attributes.downloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toMatch(/^application\/pdf/);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(bytes);
    const money = (cents: number) => new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" }).format(cents / 100);
    expect(text).toContain(money(amount));
    expect(text).toContain(money(contract.document.totalRepayable));
    expect(text).toContain("Ann Lee, Ben Lee");
    expect(text).toContain(contract.documentHash);
  });
});

describe("the agency's docusign flag and the signing ceremony", () => {
  it("answers the agency's flags to its links, and the provider's without a session", async () => {
    const { ann } = await approvedScenario({ docusign: true });
    expect((await ann.get("/guest/v1/feature-flags")).body.data.attributes.features.docusign).toBe(true);
    expect((await new Client(api.url).get("/guest/v1/feature-flags")).body.data.attributes.features.docusign).toBe(false);
    const plain = await approvedScenario();
    expect((await plain.ann.get("/guest/v1/feature-flags")).body.data.attributes.features.docusign).toBe(false);
    const bad = await staff.post("/staff/v1/fund-requests", {
      data: {
        type: "fund-requests",
        attributes: fundRequestAttributes({ location: { name: "X", featureFlags: { docusign: "yes" } } }),
      },
    });
    expect(bad.status).toBe(422);
  });

  it("starts only where the agency signs through it; typed signatures are refused there", async () => {
    const typed = await approvedScenario();
    expect((await typed.ann.post(guestPath(typed.id, "/ceremonies"), ceremonyStart(await version(typed.id)))).status).toBe(409);

    const { id, ann } = await approvedScenario({ docusign: true });
    const signature = {
      data: {
        type: "signatures",
        attributes: {
          version: await version(id),
          fullName: "Ann Lee",
          confirmations: { hasReadContract: true, acceptsKeyTerms: true, understandsCoolingOff: true },
        },
      },
    };
    expect((await ann.post(guestPath(id, "/signatures"), signature)).status).toBe(409);
    const stale = await ann.post(guestPath(id, "/ceremonies"), ceremonyStart((await version(id)) - 1));
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].source.pointer).toBe("/data/attributes/version");
    const badUrl = await ann.post(guestPath(id, "/ceremonies"), ceremonyStart(await version(id), "javascript:alert(1)"));
    expect(badUrl.status).toBe(422);
  });

  it("records a signature made on the ceremony page: who, when, from where, the hash; a replay changes nothing", async () => {
    const { id, ann, ben, customers } = await approvedScenario({ docusign: true });
    const started = await ann.post(guestPath(id, "/ceremonies"), ceremonyStart(await version(id)));
    expect(started.status).toBe(201);
    const { ceremonyUrl, status } = started.body.data.attributes;
    expect(status).toBe("PENDING");

    const page = await fetch(ceremonyUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Signing as <strong>Ann Lee</strong>");
    expect(html).toContain('value="sign"');
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self' http://portal.test");
    const url = new URL(ceremonyUrl);
    expect((await fetch(`${url.origin}${url.pathname}?token=wrong`)).status).toBe(403);

    const token = url.searchParams.get("token")!;
    const signed = await postForm(`${url.origin}${url.pathname}`, { token, decision: "sign" });
    expect(signed.status).toBe(303);
    expect(signed.headers.get("location")).toBe(`${RETURN_URL}?signatureStatus=success`);
    const replay = await postForm(`${url.origin}${url.pathname}`, { token, decision: "decline" });
    expect(replay.headers.get("location")).toBe(`${RETURN_URL}?signatureStatus=success`);

    const contract = (await ann.get(guestPath(id))).body.data.attributes;
    expect(contract.status).toBe("AWAITING_SIGNATURES");
    const rows = await db
      .selectFrom("contractSignatures")
      .innerJoin("contracts", "contracts.id", "contractSignatures.contractId")
      .selectAll("contractSignatures")
      .where("contracts.financeApplicationId", "=", Number(id))
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        customerId: Number(customers[0]),
        fullName: "Ann Lee",
        clientAddress: "203.0.113.9",
        documentHash: contract.documentHash,
        method: "CEREMONY",
      }),
    ]);
    expect((await ann.post(guestPath(id, "/ceremonies"), ceremonyStart(await version(id)))).status).toBe(409);

    // The last applicant signs: the application is SIGNED.
    const second = (await ben.post(guestPath(id, "/ceremonies"), ceremonyStart(await version(id)))).body.data.attributes;
    const secondUrl = new URL(second.ceremonyUrl);
    await postForm(`${secondUrl.origin}${secondUrl.pathname}`, { token: secondUrl.searchParams.get("token")!, decision: "sign" });
    expect((await staff.get(applicationPath(id))).body.data.attributes.applicationStatus).toBe("SIGNED");
  });

  it("declines from the ceremony page, and leaves the contract unsigned when finished later", async () => {
    const { id, ann, ben } = await approvedScenario({ docusign: true });
    const later = new URL(
      (await ann.post(guestPath(id, "/ceremonies"), ceremonyStart(await version(id)))).body.data.attributes.ceremonyUrl,
    );
    const left = await postForm(`${later.origin}${later.pathname}`, {
      token: later.searchParams.get("token")!,
      decision: "later",
    });
    expect(left.headers.get("location")).toBe(`${RETURN_URL}?signatureStatus=fail`);
    expect((await ann.get(guestPath(id))).body.data.attributes.status).toBe("AWAITING_SIGNATURES");
    const none = await postForm(`${later.origin}${later.pathname}`, { token: later.searchParams.get("token")!, decision: "" });
    expect(none.status).toBe(400);

    const visit = new URL(
      (await ben.post(guestPath(id, "/ceremonies"), ceremonyStart(await version(id)))).body.data.attributes.ceremonyUrl,
    );
    const declined = await postForm(`${visit.origin}${visit.pathname}`, {
      token: visit.searchParams.get("token")!,
      decision: "decline",
    });
    expect(declined.headers.get("location")).toBe(`${RETURN_URL}?signatureStatus=fail`);
    const contract = (await ann.get(guestPath(id))).body.data.attributes;
    expect(contract.status).toBe("DECLINED");
    expect((await staff.get(applicationPath(id))).body.data.attributes.applicationData.applicants[1].hasDeclinedContract).toBe(
      true,
    );
  });
});

describe("after a decline", () => {
  const decline = (v: number) => ({ data: { type: "contract-declines", attributes: { version: v } } });
  const reopen = (v: number) => ({ data: { type: "contract-reopenings", attributes: { version: v } } });

  it("lets the applicant who declined take it back while the approval stands, and no one else", async () => {
    const { id, ann, ben } = await approvedScenario();
    expect((await ben.post(guestPath(id, "/reopen"), reopen(await version(id)))).status).toBe(200);
    await ben.post(guestPath(id, "/decline"), decline(await version(id)));
    const declined = (await ann.get(guestPath(id))).body.data.attributes;
    expect(Date.parse(declined.reopenableUntil)).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect((await ann.post(guestPath(id, "/reopen"), reopen(await version(id)))).status).toBe(403);
    const stale = await ben.post(guestPath(id, "/reopen"), reopen((await version(id)) - 1));
    expect(stale.status).toBe(409);
    const reopened = await ben.post(guestPath(id, "/reopen"), reopen(await version(id)));
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.attributes.applicationData.applicants[1].hasDeclinedContract).toBe(false);
    expect((await ann.get(guestPath(id))).body.data.attributes).toMatchObject({
      status: "AWAITING_SIGNATURES",
      reopenableUntil: null,
    });

    // Once the approval has lapsed, only the agency can help.
    await ben.post(guestPath(id, "/decline"), decline(await version(id)));
    await db
      .updateTable("contracts")
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString() })
      .where("financeApplicationId", "=", Number(id))
      .execute();
    expect((await ann.get(guestPath(id))).body.data.attributes.reopenableUntil).toBeNull();
    expect((await ben.post(guestPath(id, "/reopen"), reopen(await version(id)))).status).toBe(409);
  });

  it("lets any applicant withdraw a declined application, so the fund request can be paid now", async () => {
    const { id, ann, ben } = await approvedScenario();
    const withdraw = `/guest/v1/finance-applications/${id}/withdraw`;
    expect((await ben.patch(withdraw)).status).toBe(403);
    expect((await ann.patch(withdraw)).status).toBe(409);
    await ann.post(guestPath(id, "/decline"), decline(await version(id)));
    const withdrawn = await ben.patch(withdraw);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.attributes.status).toBe("WITHDRAWN");
  });
});

describe("the demo seed's contract scenarios (decision 0166)", () => {
  const demo = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

  it("gives 60 a co-applicant still to sign, 61 a declined contract and 62 an agency that signs through the ceremony", async () => {
    const file = tempDbFile();
    const seeded = await startTestApi({ dbFile: file.file, seedDemoData: true });
    try {
      const at = async (n: number) => {
        const guest = new Client(seeded.url);
        const { body } = await guest.open(demo(n));
        const fundRequest = await guest.get(
          `/guest/v1/fund-requests/${body.data.attributes.fundRequestId}?include=financeApplications`,
        );
        const vpa = fundRequest.body.included.find((r: any) => r.attributes.financeType === "VPA");
        const contract = (await guest.get(`/guest/v1/finance-applications/${vpa.id}/contract`)).body.data.attributes;
        const flags = (await guest.get("/guest/v1/feature-flags")).body.data.attributes.features;
        return { guest, contract, flags, application: vpa.attributes, customerId: body.data.attributes.customerId };
      };
      const coApplicant = await at(60);
      expect(coApplicant.contract.status).toBe("AWAITING_SIGNATURES");
      expect(coApplicant.contract.signatures.map((s: any) => [s.name, s.signedAt !== null])).toEqual([
        ["Amira Haddad", true],
        ["Sam Haddad", false],
      ]);
      const declined = await at(61);
      expect(declined.contract).toMatchObject({ status: "DECLINED", reopenableUntil: expect.any(String) });
      const ceremony = await at(62);
      expect(ceremony.contract.status).toBe("AWAITING_SIGNATURES");
      expect(ceremony.flags.docusign).toBe(true);
      expect(coApplicant.flags.docusign).toBe(false);
    } finally {
      await seeded.close();
      file.cleanup();
    }
  });
});
