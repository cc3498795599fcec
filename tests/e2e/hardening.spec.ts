import { expect, test } from "@playwright/test";

import { STEP_DEFINITIONS } from "../../app/domain/steps";
import { fundedLoan, providerLoan, providerLoanRequests, signedLoan } from "./support/loan";
import { cardPaymentsOf, messagesOf } from "./support/payments";
import {
  applicationAt,
  approveApplication,
  createFundRequest,
  getFinanceApplication,
  startApplication,
  submittedApplication,
} from "./support/staff";
import { PORTAL_URL } from "./support/urls";
import { rawRequest, slowestHealthCheck, Visitor } from "./support/visitor";

// Hostile requests and unlucky networks (decisions 0100 and 0101): every action answers a fast
// 4xx to what it must refuse, stores nothing from it, and never keeps the portal
// from answering anyone else. Plain HTTP, no browser: it runs once, in js-on.

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "HTTP only: the same requests with or without JavaScript");
  test.setTimeout(180_000);
});

const FULL_LENDING = { amount: 5_000_000, amountPaid: 0 };
/** Every step with a form, from the step registry, and the withdraw confirmation. */
const STEPS = [
  ...STEP_DEFINITIONS.filter((step) => ["identity", "details", "review"].includes(step.stage)).map((step) => step.name),
  "cancel",
];
/** Every action of the portal, as paths under /z/{uuid}. */
const ACTIONS = [
  "contact-us",
  "pay-by-card",
  "pay-later/get-started",
  ...STEPS.map((step) => `pay-later/application/${step}`),
  // Additional funds (decision 0170): open to the vendor of these VPA applications.
  "pay-later/additional-funds/how-much",
  "pay-later/additional-funds/what-are-the-funds-for?amount=250000&product=VPA+Additional",
  // Having trouble paying? (decision 0352): before signing it goes back to the loan page, refusing the same way.
  "pay-later/having-trouble",
];

const SPARSE_BODIES: Array<Array<[string, string]>> = [
  [
    ["income[0].type", "SALARY"],
    ["income[0].amount", "5000"],
    ["income[0].frequency", "MONTHLY"],
    ["income[99999999].type", "SALARY"],
  ],
  [["income[100000].type", "SALARY"]],
  [["expenses[99999999].type", "RENT"]],
  [["liabilities[5000000].type", "CAR_LOAN"]],
  [["payslips[99999999].mediaId", "1"]],
  [["income[0][99999999]", "x"]],
  [["__intent__", '{"type":"insert","payload":{"name":"income","index":99999999}}']],
  [["__intent__", '{"type":"insert","payload":{"name":"income[99999999].type"}}']],
];

const HOSTILE_VALUES = [
  "<script>alert(document.cookie)</script>",
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "\u202Egnp.exe",
  "a\u0000b",
  "x".repeat(20_000),
  "__proto__",
  '{"$gt":""}',
  "../../../../etc/passwd",
  "javascript:alert(1)",
  "😀".repeat(500),
  "-1e309",
];
const HOSTILE_NAMES = [
  "__proto__[polluted]",
  "constructor.prototype.polluted",
  "a.".repeat(400) + "b",
  "income[-1].type",
  "income[].type",
  "[[[[",
  "%00",
];
const FIELD_NAMES = [
  "name",
  "email",
  "message",
  "citizenship",
  "firstName",
  "documentNumber",
  "agency",
  "maritalStatus",
  "income[0].amount",
  "debit.bsb",
  "applicants[0].email",
  "idempotencyKey",
];

const CONTENT_TYPES: Array<string | null> = [
  "application/json",
  "text/plain",
  "application/xml",
  null,
  "multipart/form-data",
  "application/vnd.api+json",
];

/** Counts answers by status and lists the ones that were not what was expected. */
function tally() {
  const statuses = new Map<number, number>();
  const unexpected: string[] = [];
  return {
    statuses,
    unexpected,
    record(what: string, status: number, expected: (status: number) => boolean) {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (!expected(status)) unexpected.push(`${what}: ${status}`);
    },
    summary: () => [...statuses].map(([status, n]) => `${n}×${status}`).join(", "),
  };
}

test("every action refuses what a form cannot be with a fast 4xx, stores nothing of it, and /healthz keeps answering", async () => {
  const { uuid, application, fundRequest } = await applicationAt("income-payslips", FULL_LENDING);
  const visitor = new Visitor();
  await visitor.open(`/z/${uuid}/pay-later/application/income-payslips`);
  expect(visitor.csrf).not.toBe("");
  const before = await getFinanceApplication(application.id);
  const messagesBefore = (await messagesOf(fundRequest.id)).length;
  const answers = tally();

  const { slowestMs, checks } = await slowestHealthCheck(async () => {
    // 1. Lists reaching past any form's rows: 400 before conform allocates them.
    for (const action of ["income-payslips", "expenses-liabilities", "add-applicants"]) {
      for (const body of SPARSE_BODIES) {
        const answer = await visitor.post(`/z/${uuid}/pay-later/application/${action}`, [
          ["csrf", visitor.csrf],
          ["version", visitor.version],
          ...body,
        ]);
        answers.record(`${action} ${body.at(-1)![0]}`, answer.status, (status) => status === 400);
      }
    }
    for (const action of ACTIONS) {
      const path = `/z/${uuid}/${action}`;
      // 2. Any body that is not one of the portal's forms: 415, and no fault reported.
      for (const contentType of CONTENT_TYPES) {
        const answer = await rawRequest({
          path,
          headers: { Cookie: visitor.cookie, ...(contentType ? { "Content-Type": contentType } : {}) },
          body: contentType?.includes("json") ? '{"csrf":"x"}' : `csrf=${visitor.csrf}`,
        });
        answers.record(`${action} as ${contentType ?? "no type"}`, answer.status, (status) => status === 415);
      }
      // 3. The token of another visitor, whose own session is valid: 403.
      const other = new Visitor();
      await other.open(`/z/${uuid}/contact-us`);
      const foreign = await visitor.post(path, { csrf: other.csrf, version: visitor.version, citizenship: "CITIZEN" });
      answers.record(`${action} with another visitor's token`, foreign.status, (status) => status === 403);
      // 4. Hostile values without a token: refused (403, or 413 when too long) before they are used.
      for (const value of HOSTILE_VALUES) {
        const answer = await visitor.post(path, [["csrf", value], ...FIELD_NAMES.map((name): [string, string] => [name, value])]);
        answers.record(`${action} with ${value.slice(0, 20)}`, answer.status, (status) => status === 403 || status === 413);
      }
    }
    // 5. Versions no form has: 400 instead of a save without its conflict check.
    for (const version of ["-1", "abc", "1e309", "", "1.5", "99999999999"]) {
      const answer = await visitor.post(`/z/${uuid}/pay-later/application/income-payslips`, {
        csrf: visitor.csrf,
        version,
        "income[0].type": "SALARY",
        "income[0].amount": "5000",
        "income[0].frequency": "MONTHLY",
      });
      answers.record(`version ${JSON.stringify(version)}`, answer.status, (status) => status === 400);
    }
  });

  console.log(`refused requests: ${answers.summary()}; /healthz ${checks} checks, slowest ${slowestMs.toFixed(1)} ms`);
  expect(answers.unexpected).toEqual([]);
  // No hostile body holds the event loop: a stuck parser is seconds, a busy machine a few hundred ms.
  expect(slowestMs).toBeLessThan(500);
  const after = await getFinanceApplication(application.id);
  expect(after.version).toBe(before.version);
  expect(after.applicationData).toEqual(before.applicationData);
  expect((await messagesOf(fundRequest.id)).length).toBe(messagesBefore);
});

/** What no form of the portal sends: each must be refused with a 4xx before conform or the provider sees it. */
const REFUSED_BODIES: Array<
  [what: string, fields: (csrf: string) => Array<[string, string]>, expected: (status: number) => boolean]
> = [
  [
    "an intent that is not JSON",
    (csrf) => [
      ["csrf", csrf],
      ["__intent__", "{x"],
    ],
    (status) => status === 400,
  ],
  [
    "an intent of an unknown type",
    (csrf) => [
      ["csrf", csrf],
      ["__intent__", '{"type":"boom","payload":{}}'],
    ],
    (status) => status === 400,
  ],
  [
    "a name nested 3,000 levels deep",
    (csrf) => [
      ["csrf", csrf],
      [`x${"[0]".repeat(3000)}`, "1"],
    ],
    (status) => status === 400,
  ],
  [
    "a dotted name 2,000 levels deep",
    (csrf) => [
      ["csrf", csrf],
      [`${"a.".repeat(2000)}b`, "1"],
    ],
    (status) => status === 400,
  ],
  [
    "another visitor's token",
    () => [
      ["csrf", "forged-token-of-someone-else"],
      ["name", "Mia Nguyen"],
    ],
    (status) => status === 403,
  ],
  [
    "no token at all",
    () => [
      ["name", "Mia Nguyen"],
      ["email", "mia@example.com"],
    ],
    (status) => status === 403,
  ],
];

test("the forms beside the application steps refuse a hostile body with a fast 4xx too, and store nothing of it", async () => {
  // The contract's sign, decline and ceremony forms, on an approved application.
  const { fundRequest, applicationId, creator } = await submittedApplication();
  await approveApplication(applicationId);
  const before = await getFinanceApplication(applicationId);
  const messagesBefore = (await messagesOf(fundRequest.id)).length;
  const visitor = new Visitor();
  const staffVisitor = new Visitor();
  const borrowerVisitor = new Visitor();
  const TROUBLE = "/z/00000000-0000-4000-8000-000000000063/pay-later/having-trouble";
  const contract = `/z/${creator}/pay-later/application/contract-signing`;
  // The sale's news is told on a signed loan (decision 0342): a loan of its own.
  const sale = await signedLoan(`VPA-HARD-${Date.now() % 1_000_000}`);
  const saleBefore = await providerLoan(sale.uuid);
  // Repaying early by card (decision 0343): a funded loan of its own, and no payment started.
  const repay = await fundedLoan(`VPA-HARD-REPAY-${Date.now() % 1_000_000}`);
  const forms: Array<{ name: string; open: string; post: string; visitor: Visitor; extra?: Array<[string, string]> }> = [
    ...["sign", "decline", "ceremony"].map((intent) => ({
      name: `contract ${intent}`,
      open: contract,
      post: contract,
      visitor,
      extra: [["intent", intent]] as Array<[string, string]>,
    })),
    { name: "contact us", open: `/z/${creator}/contact-us`, post: `/z/${creator}/contact-us`, visitor },
    { name: "the support panel", open: `/z/${creator}/contact-us`, post: `/z/${creator}/contact-us/message`, visitor },
    {
      name: "withdraw",
      open: `/z/${creator}/pay-later/application/cancel`,
      post: `/z/${creator}/pay-later/application/cancel`,
      visitor,
    },
    // Having trouble paying? (decision 0352), on the demo's signed loan whose sale is under offer.
    { name: "having trouble paying", open: TROUBLE, post: TROUBLE, visitor: borrowerVisitor },
    {
      name: "tell us about your sale",
      open: `/z/${sale.uuid}/your-sale`,
      post: `/z/${sale.uuid}/your-sale`,
      visitor: new Visitor(),
    },
    {
      name: "repay by card",
      open: `/z/${repay.uuid}/pay-later/application/signed`,
      post: `/z/${repay.uuid}/repay-by-card`,
      visitor: new Visitor(),
    },
    { name: "staff sign-in", open: "/staff/sign-in", post: "/staff/sign-in", visitor: staffVisitor },
    { name: "staff forgot password", open: "/staff/forgot-password", post: "/staff/forgot-password", visitor: staffVisitor },
    {
      name: "staff reset password",
      open: "/staff/reset-password?token=abc",
      post: "/staff/reset-password?token=abc",
      visitor: staffVisitor,
    },
    { name: "staff sign out", open: "/staff/sign-in", post: "/staff/sign-out", visitor: staffVisitor },
    { name: "staff end viewing", open: "/staff/sign-in", post: "/staff/end-viewing", visitor: staffVisitor },
  ];
  const answers = tally();
  const { slowestMs, checks } = await slowestHealthCheck(async () => {
    for (const form of forms) {
      await form.visitor.open(form.open);
      expect(form.visitor.csrf, form.name).not.toBe("");
      for (const [what, fields, expected] of REFUSED_BODIES) {
        const answer = await form.visitor.post(form.post, [...fields(form.visitor.csrf), ...(form.extra ?? [])]);
        answers.record(`${form.name} with ${what}`, answer.status, expected);
      }
      const other = await rawRequest({
        path: form.post,
        headers: { Cookie: form.visitor.cookie, "Content-Type": "application/json" },
        body: '{"csrf":"x"}',
      });
      answers.record(`${form.name} as JSON`, other.status, (status) => status === 415);
    }
  });
  console.log(`forms beside the steps: ${answers.summary()}; /healthz ${checks} checks, slowest ${slowestMs.toFixed(1)} ms`);
  expect(answers.unexpected).toEqual([]);
  // No hostile body holds the event loop: a stuck parser is seconds, a busy machine a few hundred ms.
  expect(slowestMs).toBeLessThan(500);
  const after = await getFinanceApplication(applicationId);
  expect(after.version).toBe(before.version);
  expect(after.applicationStatus).toBe(before.applicationStatus);
  expect((await messagesOf(fundRequest.id)).length).toBe(messagesBefore);
  const saleAfter = await providerLoan(sale.uuid);
  expect([saleAfter.sale, saleAfter.conveyancer]).toEqual([saleBefore.sale, saleBefore.conveyancer]);
  expect(await cardPaymentsOf(repay.fundRequestId)).toEqual([]);
});

test("hostile values and field names in a well-formed form are answered, never a fault, and shown escaped", async () => {
  const { uuid } = await applicationAt("income-payslips", FULL_LENDING);
  const visitor = new Visitor();
  await visitor.open(`/z/${uuid}/pay-later/application/income-payslips`);
  const answers = tally();
  const { slowestMs, checks } = await slowestHealthCheck(async () => {
    // The withdraw button's only field is the token: a valid post of it is a real withdrawal.
    for (const action of ACTIONS.filter((action) => !action.endsWith("/cancel"))) {
      const path = `/z/${uuid}/${action}`;
      for (const value of [...HOSTILE_VALUES.map((value) => value.slice(0, 4000))]) {
        await visitor.open(path);
        const fields = FIELD_NAMES.map((name): [string, string] => [name, value]);
        const answer = await visitor.post(path, [["csrf", visitor.csrf], ["version", visitor.version], ...fields]);
        answers.record(`${action} with ${value.slice(0, 20)}`, answer.status, (status) => status < 500);
      }
      for (const name of HOSTILE_NAMES) {
        const answer = await visitor.post(path, [
          ["csrf", visitor.csrf],
          ["version", visitor.version],
          [name, "x"],
        ]);
        answers.record(`${action} with field ${name.slice(0, 20)}`, answer.status, (status) => status < 500);
      }
    }
  });
  console.log(`hostile forms: ${answers.summary()}; /healthz ${checks} checks, slowest ${slowestMs.toFixed(1)} ms`);
  expect(answers.unexpected).toEqual([]);
  // No hostile body holds the event loop: a stuck parser is seconds, a busy machine a few hundred ms.
  expect(slowestMs).toBeLessThan(500);
  // Whatever was kept of them comes back as text, never as markup.
  for (const path of ["pay-later/application/settlement-details", "contact-us"]) {
    const page = await visitor.open(`/z/${uuid}/${path}`);
    expect(page.html).not.toContain("<script>alert(document.cookie)</script>");
    expect(page.html).not.toContain("<img src=x onerror=alert(1)>");
  }
});

/** The forms of a signed loan (decisions 0342, 0352), each with its own fields, which the fuzz fills. */
const LOAN_FORMS: Array<{ action: string; names: string[] }> = [
  {
    action: "your-sale",
    names: [
      "status",
      "expectedSettlementDate",
      "conveyancerFirm",
      "conveyancerName",
      "conveyancerEmail",
      "conveyancerPhone",
      "emailPayoutLetter",
      "confirmDue",
      "key",
    ],
  },
  { action: "pay-later/having-trouble", names: ["reason", "asked", "details", "key"] },
];
/** The loan's pages that take a settlement day in their address: the payout letter's GET form and its PDF. */
const LOAN_DAY_PAGES = ["payout-letter", "payout-letter.pdf"];

test("the forms after the signature answer hostile values and field names, never a fault, and store nothing of them", async () => {
  const loan = await signedLoan(`VPA-FUZZ-${Date.now() % 1_000_000}`);
  const before = await providerLoan(loan.uuid);
  const requestsBefore = await providerLoanRequests(loan.uuid);
  const visitor = new Visitor();
  const answers = tally();
  const { slowestMs, checks } = await slowestHealthCheck(async () => {
    for (const { action, names } of LOAN_FORMS) {
      const path = `/z/${loan.uuid}/${action}`;
      for (const value of [...HOSTILE_VALUES.map((value) => value.slice(0, 4000)), "", "2026-02-30", "9999-99-99"]) {
        await visitor.open(path);
        expect(visitor.csrf, action).not.toBe("");
        // The form's own fields, so that each reaches its checks: a name no form has is refused before them (400).
        const fields = names.map((name): [string, string] => [name, value]);
        const answer = await visitor.post(path, [["csrf", visitor.csrf], ...fields]);
        // Refused by the fields (the form again), never a fault, never saved (a redirect to the loan page).
        answers.record(`${action} with ${value.slice(0, 20)}`, answer.status, (status) => status < 500 && status !== 303);
        const mixed = await visitor.post(path, [
          ["csrf", visitor.csrf],
          ...fields,
          ...FIELD_NAMES.map((name): [string, string] => [name, value]),
        ]);
        answers.record(
          `${action} with others' fields, ${value.slice(0, 20)}`,
          mixed.status,
          (status) => status < 500 && status !== 303,
        );
      }
      for (const name of HOSTILE_NAMES) {
        const answer = await visitor.post(path, [
          ["csrf", visitor.csrf],
          [name, "x"],
        ]);
        answers.record(`${action} with field ${name.slice(0, 20)}`, answer.status, (status) => status < 500 && status !== 303);
      }
    }
    for (const page of LOAN_DAY_PAGES) {
      for (const value of [
        ...HOSTILE_VALUES.map((value) => value.slice(0, 2000)),
        "",
        "2026-02-30",
        "31/02/2027",
        "9999-12-31",
      ]) {
        const answer = await visitor.open(`/z/${loan.uuid}/${page}?settlementDate=${encodeURIComponent(value)}`);
        answers.record(`${page} for ${value.slice(0, 20)}`, answer.status, (status) => status < 500);
      }
    }
  });
  console.log(`forms after the signature: ${answers.summary()}; /healthz ${checks} checks, slowest ${slowestMs.toFixed(1)} ms`);
  expect(answers.unexpected).toEqual([]);
  // No hostile body holds the event loop: a stuck parser is seconds, a busy machine a few hundred ms.
  expect(slowestMs).toBeLessThan(500);
  const after = await providerLoan(loan.uuid);
  expect([after.sale, after.conveyancer]).toEqual([before.sale, before.conveyancer]);
  expect(await providerLoanRequests(loan.uuid)).toEqual(requestsBefore);
  // Whatever was kept of them comes back as text, never as markup.
  const page = await visitor.open(`/z/${loan.uuid}/your-sale`);
  expect(page.html).not.toContain("<script>alert(document.cookie)</script>");
  expect(page.html).not.toContain("<img src=x onerror=alert(1)>");
});

test("a huge body is answered 413 before it is read whole, declared or chunked", async () => {
  const { uuid } = await applicationAt("income-payslips", FULL_LENDING);
  const visitor = new Visitor();
  await visitor.open(`/z/${uuid}/contact-us`);
  const path = `/z/${uuid}/contact-us`;
  const megabyte = Buffer.alloc(1024 * 1024, "a");
  const { result, slowestMs } = await slowestHealthCheck(async () => {
    // 200 MB declared: refused on the header, before any byte of the body.
    let sent = 0;
    const declared = await rawRequest({
      path,
      headers: {
        Cookie: visitor.cookie,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(200 * 1024 * 1024),
      },
      chunks: () => (sent++ < 200 ? megabyte : null),
    });
    // Chunked, no length: refused at the first chunk past the form limit.
    let chunksSent = 0;
    const chunked = await rawRequest({
      path,
      headers: { Cookie: visitor.cookie, "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
      chunks: () => (chunksSent++ < 200 ? megabyte : null),
    });
    // An upload form takes documents, up to its own limit only.
    let uploadSent = 0;
    const upload = await rawRequest({
      path: `/z/${uuid}/pay-later/application/income-payslips`,
      headers: { Cookie: visitor.cookie, "Content-Type": "multipart/form-data; boundary=xyz", "Transfer-Encoding": "chunked" },
      chunks: () => (uploadSent++ < 200 ? megabyte : null),
    });
    return { declared, chunked, upload };
  });
  expect(result.declared.status).toBe(413);
  expect(result.chunked.status).toBe(413);
  expect(result.upload.status).toBe(413);
  // The client is still writing when the answer comes: far less than the 200 MB was sent.
  expect(result.chunked.written).toBeLessThan(120 * 1024 * 1024);
  expect(result.upload.written).toBeLessThan(150 * 1024 * 1024);
  console.log(
    `413 after ${[result.declared, result.chunked, result.upload].map((r) => `${(r.written / 1048576).toFixed(0)} MB`).join(", ")} written; /healthz slowest ${slowestMs.toFixed(1)} ms`,
  );
  // No hostile body holds the event loop: a stuck parser is seconds, a busy machine a few hundred ms.
  expect(slowestMs).toBeLessThan(500);
});

test("the card gateway returns the payer to the configured origin, whatever Host the pay form came with", async () => {
  const { id, links } = await createFundRequest();
  const uuid = links[0].uuid;
  const visitor = new Visitor();
  const page = await visitor.open(`/z/${uuid}/card`);
  const idempotencyKey = /name="idempotencyKey" value="([^"]+)"/.exec(page.html)?.[1] ?? "";
  const answer = await rawRequest({
    path: `/z/${uuid}/pay-by-card`,
    headers: {
      Host: "evil.example",
      "X-Forwarded-Host": "evil.example",
      Cookie: visitor.cookie,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ csrf: visitor.csrf, idempotencyKey }).toString(),
  });
  expect(answer.status).toBe(303);
  const gateway = new URL(String(answer.headers.location));
  const token = gateway.searchParams.get("token") ?? "";
  const approved = await fetch(gateway, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token, decision: "approve" }),
    redirect: "manual",
  });
  const back = new URL(String(approved.headers.get("location")));
  expect(back.origin).toBe(PORTAL_URL);
  expect(back.pathname).toBe(`/z/${uuid}/card-payment`);
  expect(await cardPaymentsOf(id)).toHaveLength(1);
});

test("a session cookie from before the link expired neither reads nor saves", async () => {
  const fundRequest = await createFundRequest({ amount: 123456, expiresAt: new Date(Date.now() + 4000).toISOString() });
  const uuid = fundRequest.links[0].uuid;
  const applicationId = await startApplication(uuid);
  const visitor = new Visitor();
  const opened = await visitor.open(`/z/${uuid}/pay-later/application/citizenship`);
  expect(opened.url).toBe(`${PORTAL_URL}/z/${uuid}/pay-later/application/citizenship`);
  const before = await getFinanceApplication(applicationId);
  await new Promise((resolve) => setTimeout(resolve, 4500));

  const read = await visitor.open(`/z/${uuid}/pay-later/application/citizenship`);
  expect(read.url).toBe(`${PORTAL_URL}/z/token-expire?uuid=${uuid}`);
  const save = await visitor.post(`/z/${uuid}/pay-later/application/citizenship`, {
    csrf: visitor.csrf,
    version: String(before.version),
    citizenship: "CITIZEN",
  });
  expect(save.status).toBe(302);
  expect(save.location).toBe(`/z/token-expire?uuid=${uuid}`);
  expect((await getFinanceApplication(applicationId)).version).toBe(before.version);
});

test("the static files are served under their own names only, and nothing outside public/ is", async ({ request }) => {
  const icon = await request.get(`${PORTAL_URL}/favicon.ico`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()["cache-control"]).toContain("max-age=3600");
  // A page's path is never looked for on disk; one that is no page is the portal's own not-found.
  const missing = await request.get(`${PORTAL_URL}/robots.txt`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("<html");
  for (const path of ["/favicon.ico/../package.json", "/%2e%2e/package.json", "/build/../server.ts"]) {
    const outside = await request.get(`${PORTAL_URL}${path}`);
    expect(outside.status(), path).toBeGreaterThanOrEqual(400);
    expect(await outside.text(), path).not.toContain('"dependencies"');
  }
});
