import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RunningProviderApi } from "../index.js";
import { Client, staffClient, startTestApi, tempDbFile } from "./support.js";

/**
 * Hostile bodies to sign-in, forgot and reset: every one refused with a 4xx
 * errors document (checked against openapi.yaml by the client), never a 5xx;
 * nothing emailed, no password changed; and no account enumeration by message
 * or by timing beyond noise.
 */

let api: RunningProviderApi;
let cleanup: () => void;
const EMAIL = "fuzz@agency.example.com.au";
const PASSWORD = "quilted-harbour-lantern-1";

beforeAll(async () => {
  const db = tempDbFile();
  cleanup = db.cleanup;
  api = await startTestApi({ dbFile: db.file });
  for (const email of [EMAIL, "t1@agency.example.com.au", "t2@agency.example.com.au"]) {
    await staffClient(api.url).post("/staff/v1/representatives", {
      data: {
        type: "representatives",
        attributes: { email, name: "Fuzz", role: "ROLE_1", locations: ["X"], password: PASSWORD },
      },
    });
  }
});

afterAll(async () => {
  await api.close();
  cleanup();
});

const HOSTILE: unknown[] = [
  JSON.parse('{"__proto__":{"polluted":true}}'),
  "text with a NUL \u0000 inside",
  "x".repeat(600),
  -1000.5,
  null,
  true,
  [[]],
  { $ne: "" },
  "' OR 1=1 --",
  "\u202Eevil",
];
const RAW = [
  "{",
  '{"data":',
  "nul",
  "42",
  "null",
  "{}",
  "[]",
  '"s"',
  JSON.stringify({ data: { filler: "x".repeat(1_100_000) } }),
];

function leaves(value: unknown, path: string[] = []): string[][] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  }
  return [path];
}

function bodies(template: Record<string, unknown>): string[] {
  const out = [...RAW];
  for (const path of leaves(template)) {
    for (const value of HOSTILE) {
      const marked = JSON.parse(JSON.stringify(template));
      let target = marked;
      for (const key of path.slice(0, -1)) target = target[key];
      target[path[path.length - 1]] = "__hostile__";
      out.push(JSON.stringify(marked).replace('"__hostile__"', JSON.stringify(value)));
    }
  }
  return out;
}

async function outboxCount(): Promise<number> {
  const page = await fetch(`${api.url}/dev/outbox`).then((r) => r.text());
  return page.split("<article>").length - 1;
}

describe("fuzzing sign-in, forgot and reset", () => {
  const templates: Array<[string, Record<string, unknown>]> = [
    [
      "/login/representative",
      { data: { type: "representative-logins", attributes: { email: EMAIL, password: "wrong password" } } },
    ],
    [
      "/forgot-password",
      {
        data: {
          type: "password-reset-requests",
          attributes: { email: EMAIL, resetUrl: "http://localhost:3000/staff/reset-password" },
        },
      },
    ],
    [
      "/reset-password",
      { data: { type: "password-resets", attributes: { token: "no-such-token", password: "a fine passphrase" } } },
    ],
  ];

  for (const [path, template] of templates) {
    it(`POST ${path}: 0 × 5xx, nothing sent or changed`, async () => {
      const client = new Client(api.url);
      await client.get("/sanctum/csrf-cookie");
      const mails = await outboxCount();
      for (const body of bodies(template)) {
        if (body === JSON.stringify(template)) continue;
        const response = await client.request("POST", path, { raw: body });
        expect(response.status, `${response.status} for ${body.slice(0, 120)}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(Array.isArray(response.body?.errors)).toBe(true);
      }
      expect((await client.request("POST", path, { raw: JSON.stringify(template), contentType: "text/plain" })).status).toBe(415);
      expect(await outboxCount()).toBe(mails);
      const signIn = new Client(api.url);
      await signIn.get("/sanctum/csrf-cookie");
      const ok = await signIn.post("/login/representative", {
        data: { type: "representative-logins", attributes: { email: EMAIL, password: PASSWORD } },
      });
      expect(ok.status).toBe(200);
    });
  }

  it("takes as long for an unknown email as for a wrong password (no enumeration by timing)", async () => {
    const client = new Client(api.url);
    await client.get("/sanctum/csrf-cookie");
    const time = async (email: string) => {
      const started = performance.now();
      const response = await client.post("/login/representative", {
        data: { type: "representative-logins", attributes: { email, password: "not the password" } },
      });
      expect(response.status).toBe(401);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Two known accounts, 4 tries each: under the lock of 5.
    for (let i = 0; i < 8; i++) {
      known.push(await time(i % 2 ? "t1@agency.example.com.au" : "t2@agency.example.com.au"));
      unknown.push(await time(`nobody${i}@agency.example.com.au`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const [a, b] = [median(known), median(unknown)];
    expect(Math.abs(a - b), `known ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms`).toBeLessThan(
      Math.max(30, 0.5 * Math.max(a, b)),
    );
  });
});
