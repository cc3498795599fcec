import { expect, test } from "@playwright/test";

import { askForDocument, documentsOf, GIF, PDF, reviewDocument } from "./support/documents";
import { createFundRequest } from "./support/staff";
import { rawRequest, slowestHealthCheck, Visitor } from "./support/visitor";

// A fuzz run of the documents upload actions (decisions 0100 and 0181): empty, truncated, wrong
// type, 50 MB, thousands of parts, odd file names. No answer is a 5xx, nothing of
// a refused request is stored, and /healthz keeps answering. Plain HTTP, js-on only.

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "HTTP only: the same requests with or without JavaScript");
  test.setTimeout(180_000);
});

const BOUNDARY = "----fuzz7MA4YWxkTrZu0gW";

type Part = { name: string; value: string | Buffer; filename?: string; contentType?: string };

function multipart(parts: Part[], { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? "" : `Content-Type: ${part.contentType ?? "application/octet-stream"}\r\n`;
    // UTF-8, as browsers send a file name (latin1 would turn an emoji into "=" and NUL).
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, "utf8"));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

test("the upload actions refuse what no form sends with a 4xx, store nothing of it, and keep odd file names harmless", async () => {
  const { id, links } = await createFundRequest({ reference: "VPA-FUZZ-1" });
  const uuid = links[0].uuid;
  const document = await askForDocument(id, {
    owner: "customer",
    customerId: links[0].customerId,
    name: "Photo identification",
    description: "Your licence.",
    required: true,
  });
  const field = `document-${document.id}`;
  const visitor = new Visitor();
  await visitor.open(`/c/${uuid}/upload-documents`);
  expect(visitor.csrf).not.toBe("");
  const csrf = { name: "csrf", value: visitor.csrf };
  const pdf = (filename = "a.pdf", value: Buffer = PDF): Part => ({
    name: field,
    filename,
    value,
    contentType: "application/pdf",
  });
  const statuses = new Map<number, number>();
  const unexpected: string[] = [];

  const post = async (
    what: string,
    path: string,
    body: Buffer | string,
    contentType = `multipart/form-data; boundary=${BOUNDARY}`,
  ) => {
    const answer = await rawRequest({
      path,
      headers: {
        Cookie: visitor.cookie,
        "Content-Type": contentType,
        "Content-Length": String(Buffer.byteLength(body)),
        "Sec-Fetch-Site": "same-origin",
      },
      body,
    });
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.status >= 500) unexpected.push(`${what}: ${answer.status}`);
    return answer;
  };

  const paths = [`/c/${uuid}/upload-documents`, `/c/${uuid}/upload-documents/file`];
  // The bodies are built before the clock starts: building 50 MB in this process
  // would hold up its own /healthz polling, and time the test instead of the server.
  const bodies: Array<[what: string, body: Buffer | string, contentType?: string]> = [
    ["empty body", ""],
    ["only the closing boundary", `--${BOUNDARY}--\r\n`],
    ["no boundary", multipart([csrf, pdf()]), "multipart/form-data"],
    ["truncated", multipart([csrf, pdf()]).subarray(0, 200)],
    ["unclosed", multipart([csrf, pdf()], { close: false })],
    ["garbage", Buffer.alloc(4096, 0xab)],
    ["no token", multipart([pdf()])],
    ["a foreign token", multipart([{ name: "csrf", value: "x".repeat(32) }, pdf()])],
    ["a token after the file", multipart([pdf(), { name: "csrf", value: "wrong" }])],
    ["wrong type", multipart([csrf, pdf("scan.pdf", GIF)])],
    ["empty file", multipart([csrf, pdf("empty.pdf", Buffer.alloc(0))])],
    ["11 MB file", multipart([csrf, pdf("big.pdf", Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]))])],
    ["a file for no document", multipart([csrf, { ...pdf(), name: "document-99999999" }])],
    ["a file under another name", multipart([csrf, { ...pdf(), name: "csrf" }])],
    ["a long text field", multipart([csrf, { name: "remove", value: "1".repeat(100_000) }])],
    ["thousands of parts", multipart([csrf, ...Array.from({ length: 5000 }, (_, i) => ({ name: `f${i}`, value: "x" }))])],
    ["thousands of file parts", multipart([csrf, ...Array.from({ length: 3000 }, () => pdf("x.gif", GIF))])],
  ];
  // 50 MB, declared and streamed: refused on the header, before the body is read.
  const huge = multipart([csrf, pdf("huge.pdf", Buffer.alloc(50 * 1024 * 1024, 0x25))]);
  const { slowestMs, checks } = await slowestHealthCheck(async () => {
    for (const path of paths) {
      for (const [what, body, contentType] of bodies) await post(what, path, body, contentType);
      let offset = 0;
      const fifty = await rawRequest({
        path,
        headers: {
          Cookie: visitor.cookie,
          "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
          "Content-Length": String(huge.length),
        },
        chunks: () => (offset < huge.length ? huge.subarray(offset, (offset += 1024 * 1024)) : null),
      });
      statuses.set(fifty.status, (statuses.get(fifty.status) ?? 0) + 1);
      expect(fifty.status).toBe(413);
    }
    for (const remove of ["", "x:y", `${document.id}:99999999`, "99999999:1", ":", "1:1:1"]) {
      const answer = await visitor.post(`/c/${uuid}/upload-documents`, [
        ["csrf", visitor.csrf],
        ["remove", remove],
      ]);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500) unexpected.push(`remove ${remove}: ${answer.status}`);
    }
  });
  console.log(
    `documents fuzz: ${[...statuses].map(([status, n]) => `${n}×${status}`).join(", ")}; /healthz ${checks} checks, slowest ${slowestMs.toFixed(1)} ms`,
  );
  expect(unexpected).toEqual([]);
  expect((await documentsOf(id))[0].attributes.files).toEqual([]);

  // A good file with an odd name is kept, under a name with no path and nothing hidden.
  const oddNames = [
    "../../etc/passwd.pdf",
    "C:\\Users\\mia\\licence.pdf",
    "bad\u202Efdp.exe",
    "tab\there.pdf",
    "",
    "😀".repeat(200),
  ];
  for (const [index, filename] of oddNames.entries()) {
    const path = paths[index % 2];
    const answer = await post(`odd name ${index}`, path, multipart([csrf, pdf(filename)]));
    expect(answer.status, `odd name ${JSON.stringify(filename)}`).toBeLessThan(400);
  }
  const stored = (await documentsOf(id))[0].attributes.files.map((file) => file.fileName);
  expect(stored).toHaveLength(oddNames.length);
  for (const name of stored) {
    expect(name).not.toMatch(/[/\\\p{Cc}\p{Cf}]/u);
    expect(name.length).toBeGreaterThan(0);
  }
  expect(stored).toContain("passwd.pdf");
  expect(stored).toContain("licence.pdf");

  // Once staff accept the document, nothing more is stored for it, by either action (decision 0241).
  await reviewDocument(document.id, "ACCEPT");
  for (const path of paths) {
    for (const [what, body] of [
      ["a late file", multipart([csrf, pdf("late.pdf")])],
      ["a late odd name", multipart([csrf, pdf("../late.pdf")])],
      ["a late wrong type", multipart([csrf, pdf("late.pdf", GIF)])],
    ] as const) {
      const answer = await post(`accepted: ${what}`, path, body);
      expect(answer.status, `${what} to ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${what} to ${path}`).toBeLessThan(500);
    }
  }
  expect((await documentsOf(id))[0].attributes.files).toHaveLength(oddNames.length);
  expect(unexpected).toEqual([]);
  expect(slowestMs).toBeLessThan(500);
});
