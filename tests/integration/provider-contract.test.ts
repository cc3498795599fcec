import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type * as Undici from "undici";
import { fetch as providerFetch, Headers, Request, type RequestInit, type Response } from "undici";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parse as parseYaml } from "yaml";

import { ProviderClient, ProviderError } from "~/services/provider.server";
import type { LinkSession } from "~/types/portal-session";
import { type RunningProviderApi, startProviderApi } from "../../provider-api/index";

// The provider client calls undici's own fetch (provider-http.server.ts): every exchange is recorded.
vi.mock("undici", async (importOriginal) => {
  const undici = await importOriginal<typeof Undici>();
  return { ...undici, fetch: vi.fn(undici.fetch) };
});

// The consumer's side of the contract (decision 0104): the portal's provider client,
// run against the embedded provider through a recording fetch, and every request it
// sends (operation, path and query parameters, headers, body) and every answer it
// gets (status, content type, body) checked against provider-api/openapi.yaml. The
// provider's own contract test (provider-api/tests/contract.test.ts) checks its
// answers to requests it makes itself; this one checks what the portal really sends.

const JSON_API = "application/vnd.api+json";
const demo = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

// ---- The OpenAPI file ------------------------------------------------------------------

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: Schema }> }>;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: {
    responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string }>;
  };
}

const openapi = parseYaml(
  readFileSync(fileURLToPath(new URL("../../provider-api/openapi.yaml", import.meta.url)), "utf8"),
) as OpenApi;
const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormatsModule as unknown as (ajv: Ajv2020) => void)(ajv);
ajv.addSchema(openapi as unknown as Schema, "openapi.json");

const pointer = (...segments: string[]) =>
  `openapi.json#/${segments.map((s) => s.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;

const validators = new Map<string, ValidateFunction>();
function validator(ref: string, schema: Schema = { $ref: ref }): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(ref, validate);
  }
  return validate;
}

/**
 * A request body schema read strictly: an object the file describes inline without
 * saying whether other keys may come (the JSON:API wrappers) takes no other keys, so a
 * key the file does not name fails. Schemas that say `additionalProperties: true`
 * (application data, applicants: "stored as sent") keep saying it.
 */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (typeof schema !== "object" || schema === null) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "$ref" && typeof value === "string" && value.startsWith("#/")) copy[key] = `openapi.json${value}`;
    else if (key === "properties")
      copy[key] = Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, strict(v)]));
    else copy[key] = strict(value);
  }
  const isObject = copy.type === "object" || "properties" in copy;
  if (isObject && !("additionalProperties" in copy) && !("unevaluatedProperties" in copy) && !("$ref" in copy)) {
    copy.additionalProperties = false;
  }
  return copy;
}

const templates = Object.keys(openapi.paths).map((template) => ({
  template,
  names: [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]),
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "([^/]+)")}$`),
}));

// ---- Recording the client's exchanges -----------------------------------------------

interface Exchange {
  method: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
  status: number;
  responseHeaders: Headers;
  responseText: string;
}

const realFetch = vi.mocked(providerFetch).getMockImplementation()!;
const exchanges: Exchange[] = [];

async function recordingFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  if (input instanceof Request) throw new Error("The provider client is expected to call fetch(url, init)");
  if (init.body !== undefined && init.body !== null && typeof init.body !== "string") {
    throw new Error("The provider client is expected to send JSON text");
  }
  const response = await realFetch(input, init);
  exchanges.push({
    method: (init.method ?? "GET").toUpperCase(),
    url: new URL(String(input)),
    headers: new Headers(init.headers),
    body: init.body ?? undefined,
    status: response.status,
    responseHeaders: response.headers,
    responseText: await response.clone().text(),
  });
  return response;
}

/** The exchanges one client call made, each checked against the file; answers `METHOD template status` per exchange. */
async function conforming<T>(call: () => Promise<T>): Promise<{ value: T; operations: string[] }> {
  const from = exchanges.length;
  const value = await call();
  return { value, operations: exchanges.slice(from).map(checkExchange) };
}

async function conformingFailure(call: () => Promise<unknown>): Promise<{ error: ProviderError; operations: string[] }> {
  const from = exchanges.length;
  const error = await call().then(
    () => {
      throw new Error("expected the provider to refuse");
    },
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return { error: error as ProviderError, operations: exchanges.slice(from).map(checkExchange) };
}

function parseJson(text: string | undefined, what: string): unknown {
  if (text === undefined || text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${what} is not JSON: ${text.slice(0, 200)}`);
  }
}

/** Throws with what disagrees with openapi.yaml; answers the operation as `METHOD template status`. */
function checkExchange(exchange: Exchange): string {
  const { method, url } = exchange;
  const at = `${method} ${url.pathname}${url.search}`;
  const problems: string[] = [];

  // The operation: a path and a method the file lists.
  const match = templates.map((t) => ({ t, m: t.pattern.exec(url.pathname) })).find(({ m }) => m !== null);
  if (!match) throw new Error(`${at}: openapi.yaml lists no such path`);
  const { template, names } = match.t;
  const operation = openapi.paths[template][method.toLowerCase()];
  if (!operation) throw new Error(`${at}: openapi.yaml lists no ${method} for ${template}`);
  const parameters = operation.parameters ?? [];
  const check = (ref: string, value: unknown, what: string, schema?: Schema) => {
    const validate = validator(ref, schema);
    if (!validate(value)) problems.push(`${what}: ${ajv.errorsText(validate.errors, { dataVar: "" })}`);
  };

  // Path and query parameters: named by the operation, each value valid.
  names.forEach((name, i) => {
    const index = parameters.findIndex((p) => p.in === "path" && p.name === name);
    if (index < 0) problems.push(`path parameter ${name} is not described`);
    else
      check(
        pointer("paths", template, method.toLowerCase(), "parameters", String(index), "schema"),
        decodeURIComponent(match.m![i + 1]),
        `path parameter ${name}`,
      );
  });
  for (const name of new Set(url.searchParams.keys())) {
    const index = parameters.findIndex((p) => p.in === "query" && p.name === name);
    if (index < 0) problems.push(`query parameter ${name} is not described`);
    else
      check(
        pointer("paths", template, method.toLowerCase(), "parameters", String(index), "schema"),
        url.searchParams.get(name),
        `query parameter ${name}`,
      );
  }
  for (const parameter of parameters) {
    if (parameter.in === "query" && parameter.required && !url.searchParams.has(parameter.name)) {
      problems.push(`required query parameter ${parameter.name} is missing`);
    }
  }

  // Headers: JSON:API asked for; the file's session cookie and anti-forgery header where it requires them.
  if (!(exchange.headers.get("accept") ?? "").includes(JSON_API)) problems.push(`Accept is not ${JSON_API}`);
  const cookies = (exchange.headers.get("cookie") ?? "").split(";").map((pair) => pair.trim().split("=")[0]);
  // OpenAPI's security is a list of alternatives: one of them, all its schemes carried, is enough.
  const missingPerAlternative = (operation.security ?? []).map((requirement) =>
    Object.keys(requirement).flatMap((schemeName) => {
      const scheme = openapi.components.securitySchemes[schemeName];
      const carried =
        scheme.in === "cookie"
          ? cookies.includes(scheme.name!)
          : scheme.in === "header"
            ? exchange.headers.has(scheme.name!)
            : true;
      // A call made without its session is the client's way to learn it lost it (401, then authenticate again).
      const lostSession = scheme.in === "cookie" && exchange.status === 401;
      return !carried && !lostSession ? [`${schemeName} (${scheme.in} ${scheme.name}) not sent`] : [];
    }),
  );
  if (missingPerAlternative.length > 0 && missingPerAlternative.every((missing) => missing.length > 0)) {
    problems.push(...missingPerAlternative[0]);
  }

  // The body: only where the file describes one, of a type it lists, valid against its schema read strictly.
  if (exchange.body === undefined) {
    if (operation.requestBody?.required) problems.push("the request body the operation requires was not sent");
  } else if (!operation.requestBody) {
    problems.push(`sent a body, but openapi.yaml describes none: ${exchange.body.slice(0, 300)}`);
  } else {
    const contentType = (exchange.headers.get("content-type") ?? "").split(";")[0].trim();
    const media = operation.requestBody.content[contentType];
    if (!media?.schema) {
      problems.push(
        `sent ${contentType || "no content type"}; the operation takes ${Object.keys(operation.requestBody.content).join(", ")}`,
      );
    } else {
      const ref = `${pointer("paths", template, method.toLowerCase(), "requestBody", "content", contentType, "schema")}#strict`;
      check(
        ref,
        parseJson(exchange.body, "the request body"),
        `request body ${exchange.body.slice(0, 300)}`,
        strict(media.schema) as Schema,
      );
    }
  }

  // The answer: a status the operation lists, its content type, a body valid against its schema.
  const status = String(exchange.status);
  const declared = operation.responses[status];
  if (!declared) {
    problems.push(`answered ${status}, which openapi.yaml does not list for this operation`);
  } else {
    const name = declared.$ref?.split("/").pop();
    const response = name ? openapi.components.responses[name] : declared;
    const base = name ? ["components", "responses", name] : ["paths", template, method.toLowerCase(), "responses", status];
    const body = parseJson(exchange.responseText, "the answer");
    if (!response.content) {
      if (body !== undefined) problems.push(`answered a body where openapi.yaml describes none`);
    } else {
      const contentType = (exchange.responseHeaders.get("content-type") ?? "").split(";")[0].trim();
      if (!response.content[contentType])
        problems.push(`answered ${contentType}; openapi.yaml lists ${Object.keys(response.content).join(", ")}`);
      else if (response.content[contentType].schema) {
        check(pointer(...base, "content", contentType, "schema"), body, `answer ${exchange.responseText.slice(0, 300)}`);
      }
    }
  }

  if (problems.length > 0) throw new Error(`${at} (${template}) disagrees with openapi.yaml:\n- ${problems.join("\n- ")}`);
  return `${method} ${template} ${status}`;
}

// ---- The client against the embedded provider ------------------------------------------

let provider: RunningProviderApi;
let client: ProviderClient;
const newClient = () => new ProviderClient({ baseUrl: provider.url, timeoutMs: 5000, clientAddress: "203.0.113.9" });

beforeAll(async () => {
  provider = await startProviderApi({ port: 0, dbFile: ":memory:", staffApiKey: "contract-staff-key", log: () => {} });
  client = newClient();
  vi.mocked(providerFetch).mockImplementation(recordingFetch);
});

afterAll(async () => {
  vi.mocked(providerFetch).mockImplementation(realFetch);
  await provider?.close();
});

/** Every method of the client this test has called, to check none is left out. */
const exercised = new Set<string>();
const called = <T>(method: keyof ProviderClient, value: T): T => {
  exercised.add(method);
  return value;
};

// A tiny file the provider takes as a PDF (it decides by the first bytes).
const PDF_BASE64 = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n").toString("base64");

describe("the portal's provider client keeps to provider-api/openapi.yaml", () => {
  let link: LinkSession;

  it("authenticate: a fresh session, then the link", async () => {
    const { value, operations } = await conforming(() => called("authenticate", client.authenticate(demo(1))));
    link = value;
    expect(operations).toEqual(["GET /sanctum/csrf-cookie 204", "GET /guest/v1/authenticate/{uuid} 200"]);
    expect(link.fundRequestId).toMatch(/^\d+$/);
  });

  it("authenticate: an unknown link and an expired one are answered as the file says", async () => {
    const unknown = await conformingFailure(() => client.authenticate("6f1c2d3e-aaaa-4bbb-8ccc-123456789abc"));
    expect(unknown.operations).toEqual(["GET /sanctum/csrf-cookie 204", "GET /guest/v1/authenticate/{uuid} 404"]);
    const expired = await conformingFailure(() => client.authenticate(demo(5)));
    expect(expired.operations).toEqual(["GET /sanctum/csrf-cookie 204", "GET /guest/v1/authenticate/{uuid} 410"]);
  });

  it("getFundRequest: the fund request with every relationship it includes", async () => {
    const { value, operations } = await conforming(() => called("getFundRequest", client.getFundRequest(link)));
    expect(operations).toEqual(["GET /guest/v1/fund-requests/{id} 200"]);
    expect(value.id).toBe(link.fundRequestId);
  });

  it("getBanks and getFeatureFlags: no session needed", async () => {
    const banks = await conforming(() => called("getBanks", client.getBanks()));
    expect(banks.operations).toEqual(["GET /guest/v1/banks 200"]);
    const flags = await conforming(() => called("getFeatureFlags", client.getFeatureFlags()));
    expect(flags.operations).toEqual(["GET /guest/v1/feature-flags 200"]);
  });

  it("getAdditionalFundsRules: the limits, products and purposes, no session needed", async () => {
    const rules = await conforming(() => called("getAdditionalFundsRules", client.getAdditionalFundsRules()));
    expect(rules.operations).toEqual(["GET /guest/v1/additional-funds 200"]);
    expect(rules.value.products.map((product) => product.name)).toEqual(["VPA Additional", "VPA Additional - Bridging"]);
  });

  it("getLender: the lender's details, no session needed", async () => {
    const lender = await conforming(() => called("getLender", client.getLender()));
    expect(lender.operations).toEqual(["GET /guest/v1/lender 200"]);
    expect(lender.value.externalDisputeResolution.phone).toBe("1800 931 678");
  });

  it("createFinanceApplication and withdrawFinanceApplication: created, answered again, withdrawn", async () => {
    const first = await conforming(() => called("createFinanceApplication", client.createFinanceApplication(link, "VPA")));
    expect(first.operations).toEqual(["POST /guest/v1/finance-applications 201"]);
    const again = await conforming(() => client.createFinanceApplication(link, "VPA"));
    expect(again.operations).toEqual(["POST /guest/v1/finance-applications 200"]);
    expect(again.value.application.id).toBe(first.value.application.id);

    const withdrawn = await conforming(() =>
      called("withdrawFinanceApplication", client.withdrawFinanceApplication(link, first.value.application.id)),
    );
    expect(withdrawn.operations).toEqual(["PATCH /guest/v1/finance-applications/{id}/withdraw 200"]);
    expect(withdrawn.value.status).toBe("WITHDRAWN");
  });

  it("createFinanceApplication for additional funds: refused on its fields (422), then made beside the VPA one", async () => {
    const answers = { amount: 99, product: "VPA Additional" as const, purpose: "MOVING_COSTS" };
    const refused = await conforming(() =>
      client.createFinanceApplication(link, "VPA_ADDITIONAL", answers).catch((error: unknown) => error),
    );
    expect(refused.operations).toEqual(["POST /guest/v1/finance-applications 422"]);
    const { application: vpa } = await client.createFinanceApplication(link, "VPA");
    const made = await conforming(() => client.createFinanceApplication(link, "VPA_ADDITIONAL", { ...answers, amount: 150000 }));
    expect(made.operations).toEqual(["POST /guest/v1/finance-applications 201"]);
    expect(made.value.application).toMatchObject({ financeType: "VPA_ADDITIONAL", amount: 150000, purpose: "MOVING_COSTS" });
    // Left as the tests after this one expect: no open application.
    await client.withdrawFinanceApplication(link, made.value.application.id);
    await client.withdrawFinanceApplication(link, vpa.id);
  });

  it("a stale anti-forgery token is refreshed once (419), a lost session re-established once (401)", async () => {
    // Each on a client of its own, which knows no newer session for the link than the one it is given.
    const stale = { ...link, providerCookies: { ...link.providerCookies, "XSRF-TOKEN": "stale-token" } };
    const refreshed = await conforming(() => newClient().createFinanceApplication(stale, "VPA"));
    expect(refreshed.operations).toEqual([
      "POST /guest/v1/finance-applications 419",
      "GET /sanctum/csrf-cookie 204",
      "POST /guest/v1/finance-applications 201",
    ]);

    const lost = { ...link, providerCookies: {} };
    const reauthenticated = await conforming(() => newClient().getFundRequest(lost));
    expect(reauthenticated.operations).toEqual([
      "GET /guest/v1/fund-requests/{id} 401",
      "GET /sanctum/csrf-cookie 204",
      "GET /guest/v1/authenticate/{uuid} 200",
      "GET /guest/v1/fund-requests/{id} 200",
    ]);
  });

  it("checkIdentity, uploadMedia, getMedia, submitFinanceApplication: a refused COMPLETE, a SAVE, a stale SAVE, a COMPLETE", async () => {
    const fundRequest = await client.getFundRequest(link);
    const application = fundRequest.financeApplications.find((a) => a.status === "ACTIVE")!;

    const identity = await conforming(() =>
      called(
        "checkIdentity",
        client.checkIdentity(link, application.id, {
          firstName: "Olivia",
          lastName: "Nguyen",
          dateOfBirth: "1980-02-29",
          documentType: "DRIVERS_LICENCE",
          documentNumber: "12345678",
        }),
      ),
    );
    expect(identity.operations).toEqual(["POST /guest/v1/finance-applications/{id}/identity-checks 201"]);
    expect(identity.value.result).toBe("PASS");
    const checked = identity.value.financeApplication;

    const upload = await conforming(() =>
      called("uploadMedia", client.uploadMedia(link, { collection: "payslips", fileName: "payslip.pdf", base64: PDF_BASE64 })),
    );
    expect(upload.operations).toEqual(["POST /authenticated/v1/media 201"]);
    const media = await conforming(() => called("getMedia", client.getMedia(link, upload.value.id)));
    expect(media.operations).toEqual(["GET /authenticated/v1/media/{id} 200"]);
    expect(media.value.downloadUrl).toMatch(/^http/);

    // COMPLETE before the answers: field errors (422), as the file describes them.
    const early = await conformingFailure(() =>
      client.submitFinanceApplication(link, application.id, {
        action: "COMPLETE",
        version: checked.version,
        applicationData: checked.applicationData,
        additionalApplicants: [],
      }),
    );
    expect(early.operations).toEqual(["POST /guest/v1/finance-applications/{id}/submit 422"]);
    expect(early.error.errors.length).toBeGreaterThan(0);

    const [applicant] = checked.applicationData.applicants;
    const answered = {
      ...applicant,
      citizenship: "CITIZEN" as const,
      hasConsentedToReceiveDigitalCreditGuide: true,
      hasDeclaredHardshipManagementStatus: true,
      hasConfirmedRepaymentCapability: true,
      hasDeclaredInformationAccuracy: true,
      martialStatus: "Single" as const,
      numberOfDependents: 0,
      income: [{ type: "Salary", amount: 500000, frequency: "MONTHLY" as const }],
      payslips: [{ mediaId: upload.value.id }],
      expenses: [{ type: "Groceries", amount: 60000, frequency: "MONTHLY" as const }],
      liabilities: [{ type: "Car loan", amount: 40000, balance: 1200000 }],
      settings: { currentPage: "review-details" as const },
    };
    const applicationData = {
      ...checked.applicationData,
      applicants: [answered],
      debitBankDetails: { bsb: "062000", accountNumber: "12345678", accountName: "Olivia Nguyen", userId: link.customerId },
      loanRepaymentMethod: "AT_SETTLEMENT" as const,
      settlement: { agency: "Seaview Property Group" },
    };

    const saved = await conforming(() =>
      called(
        "submitFinanceApplication",
        client.submitFinanceApplication(link, application.id, {
          action: "SAVE",
          version: checked.version,
          applicationData,
          additionalApplicants: [],
        }),
      ),
    );
    expect(saved.operations).toEqual(["POST /guest/v1/finance-applications/{id}/submit 200"]);

    const stale = await conformingFailure(() =>
      client.submitFinanceApplication(link, application.id, {
        action: "SAVE",
        version: checked.version,
        applicationData,
        additionalApplicants: [],
      }),
    );
    expect(stale.operations).toEqual(["POST /guest/v1/finance-applications/{id}/submit 409"]);

    const completed = await conforming(() =>
      client.submitFinanceApplication(link, application.id, {
        action: "COMPLETE",
        version: saved.value.version,
        applicationData: saved.value.applicationData,
        additionalApplicants: [],
      }),
    );
    expect(completed.operations).toEqual(["POST /guest/v1/finance-applications/{id}/submit 200"]);
    expect(completed.value.applicationStatus).toBe("SUBMITTED");
  });

  it("getContract, signContract, declineContract: after approval, a refused name, a signature, a refused decline", async () => {
    const application = (await client.getFundRequest(link)).financeApplications.find((a) => a.status === "ACTIVE")!;
    const approved = await fetch(`${provider.url}/staff/v1/finance-applications/${application.id}/approve`, {
      method: "POST",
      headers: { Authorization: "Bearer contract-staff-key", Accept: JSON_API },
    });
    expect(approved.status).toBe(201);

    const contract = await conforming(() => called("getContract", client.getContract(link, application.id)));
    expect(contract.operations).toEqual(["GET /guest/v1/finance-applications/{id}/contract 200"]);
    expect(contract.value.document.totalRepayable).toBe(application.repaymentAmount);

    const version = (await client.getFundRequest(link)).financeApplications.find((a) => a.id === application.id)!.version;
    const confirmations = { hasReadContract: true, acceptsKeyTerms: true, understandsCoolingOff: true } as const;
    const refused = await conformingFailure(() =>
      client.signContract(link, application.id, { version, fullName: "Someone Else", confirmations }),
    );
    expect(refused.operations).toEqual(["POST /guest/v1/finance-applications/{id}/contract/signatures 422"]);
    const signed = await conforming(() =>
      called("signContract", client.signContract(link, application.id, { version, fullName: "olivia nguyen", confirmations })),
    );
    expect(signed.operations).toEqual(["POST /guest/v1/finance-applications/{id}/contract/signatures 201"]);
    expect(signed.value.applicationStatus).toBe("SIGNED");

    const declined = await conformingFailure(() =>
      called("declineContract", client.declineContract(link, application.id, { version: signed.value.version, reason: null })),
    );
    expect(declined.operations).toEqual(["POST /guest/v1/finance-applications/{id}/contract/decline 409"]);
  });

  it("getLoan: the signed application's loan, and 404 for another link's application", async () => {
    const signed = (await client.getFundRequest(link)).financeApplications.find((a) => a.applicationStatus === "SIGNED")!;
    const loan = await conforming(() => called("getLoan", client.getLoan(link, signed.id)));
    expect(loan.operations).toEqual(["GET /guest/v1/finance-applications/{id}/loan 200"]);
    expect(loan.value).toMatchObject({
      status: "AWAITING_FUNDING",
      total: signed.repaymentAmount,
      balance: signed.repaymentAmount,
    });

    const funded = await client.authenticate(demo(63));
    const vpa = (await client.getFundRequest(funded)).financeApplications.find((a) => a.financeType === "VPA")!;
    const held = await conforming(() => client.getLoan(funded, vpa.id));
    expect(held.value).toMatchObject({ status: "FUNDED", repaid: 50000, sale: { status: "UNDER_OFFER" } });
    const refused = await conformingFailure(() => client.getLoan(funded, signed.id));
    expect(refused.operations).toEqual(["GET /guest/v1/finance-applications/{id}/loan 404"]);
  });

  it("sendLoanRequest and getLoanRequests: stored once per key, read back, 404 on another's loan (decision 0352)", async () => {
    const borrower = await client.authenticate(demo(64));
    const vpa = (await client.getFundRequest(borrower)).financeApplications.find((a) => a.financeType === "VPA")!;
    const other = await client.authenticate(demo(63));
    const refused = await conformingFailure(() =>
      client.sendLoanRequest(other, vpa.id, { reason: "SALE_WITHDRAWN", asked: "MORE_TIME", details: "", clientKey: null }),
    );
    expect(refused.operations).toEqual(["POST /guest/v1/finance-applications/{id}/loan/requests 404"]);
    const request = {
      reason: "SALE_WITHDRAWN",
      asked: "MORE_TIME",
      details: "Withdrawn.",
      clientKey: "contract-test-key-0001",
    } as const;
    const sent = await conforming(() => called("sendLoanRequest", client.sendLoanRequest(borrower, vpa.id, request)));
    expect(sent.operations).toEqual(["POST /guest/v1/finance-applications/{id}/loan/requests 201"]);
    expect(sent.value).toMatchObject({ kind: "EXTENSION_REQUEST", details: "Withdrawn." });
    const again = await conforming(() => client.sendLoanRequest(borrower, vpa.id, request));
    expect(again.operations).toEqual(["POST /guest/v1/finance-applications/{id}/loan/requests 200"]);
    const listed = await conforming(() => called("getLoanRequests", client.getLoanRequests(borrower, vpa.id)));
    expect(listed.operations).toEqual(["GET /guest/v1/finance-applications/{id}/loan/requests 200"]);
    expect(listed.value.map((r) => r.id)).toEqual([sent.value.id]);
  });

  it("getPayoutLetter, recordSaleUpdate: a payout letter, a day refused (422), the sale's news refused by its field, then recorded", async () => {
    const funded = await client.authenticate(demo(63));
    const vpa = (await client.getFundRequest(funded)).financeApplications.find((a) => a.financeType === "VPA")!;
    const { asAt, balance, reference } = await client.getLoan(funded, vpa.id);
    const letter = await conforming(() => called("getPayoutLetter", client.getPayoutLetter(funded, vpa.id, asAt)));
    expect(letter.operations).toEqual(["GET /guest/v1/finance-applications/{id}/loan/payout-letter 200"]);
    expect(letter.value).toMatchObject({ settlementDate: asAt, payoutFigure: balance, validUntil: asAt, reference });
    const pastDay = await conformingFailure(() => client.getPayoutLetter(funded, vpa.id, "2000-01-01"));
    expect(pastDay.operations).toEqual(["GET /guest/v1/finance-applications/{id}/loan/payout-letter 422"]);

    const news = { status: "UNDER_OFFER" as const, expectedSettlementDate: asAt, conveyancer: null, emailPayoutLetter: false };
    const refused = await conformingFailure(() =>
      called("recordSaleUpdate", client.recordSaleUpdate(funded, vpa.id, { ...news, expectedSettlementDate: "2000-01-01" })),
    );
    expect(refused.operations).toEqual(["POST /guest/v1/finance-applications/{id}/loan/sale-updates 422"]);
    const recorded = await conforming(() =>
      client.recordSaleUpdate(funded, vpa.id, { ...news, clientKey: "contract-test-key-0001" }),
    );
    expect(recorded.operations).toEqual(["POST /guest/v1/finance-applications/{id}/loan/sale-updates 201"]);
    expect(recorded.value).toMatchObject({
      status: "UNDER_OFFER",
      expectedSettlementDate: asAt,
      recordedBy: { representativeName: null },
    });
  });

  it("startLoanCardPayment: 409 before the loan is paid to the agency, then the payout figure plus the surcharge, once per key (decision 0343)", async () => {
    const returnUrl = `https://portal.example.com.au/z/${demo(90)}/repay-by-card`;
    const unfunded = await client.authenticate(demo(18));
    const signed = (await client.getFundRequest(unfunded)).financeApplications.find((a) => a.financeType === "VPA")!;
    const refused = await conformingFailure(() =>
      called(
        "startLoanCardPayment",
        client.startLoanCardPayment(unfunded, signed.id, { returnUrl, idempotencyKey: "contract-test-loan-0000000" }),
      ),
    );
    expect(refused.operations).toEqual(["POST /guest/v1/finance-applications/{id}/loan/card-payments 409"]);
    const borrower = await client.authenticate(demo(90));
    const vpa = (await client.getFundRequest(borrower)).financeApplications.find((a) => a.financeType === "VPA")!;
    const { balance } = await client.getLoan(borrower, vpa.id);
    const input = { returnUrl, idempotencyKey: "contract-test-loan-0000001" };
    const started = await conforming(() => client.startLoanCardPayment(borrower, vpa.id, input));
    expect(started.operations).toEqual(["POST /guest/v1/finance-applications/{id}/loan/card-payments 201"]);
    expect(started.value).toMatchObject({ status: "PENDING", amount: balance });
    expect(started.value.total).toBe(balance + started.value.surcharge);
    const again = await conforming(() => client.startLoanCardPayment(borrower, vpa.id, input));
    expect(again.operations).toEqual(["POST /guest/v1/finance-applications/{id}/loan/card-payments 200"]);
    expect(again.value.id).toBe(started.value.id);
  });

  it("getLinkFeatureFlags, startSigningCeremony, reopenContract: the agency's docusign flag, a ceremony, a decline taken back", async () => {
    const ceremonyLink = await client.authenticate(demo(62));
    const flags = await conforming(() => called("getLinkFeatureFlags", client.getLinkFeatureFlags(ceremonyLink)));
    expect(flags.operations).toEqual(["GET /guest/v1/feature-flags 200"]);
    expect((flags.value as { docusign: boolean }).docusign).toBe(true);
    const toSign = (await client.getFundRequest(ceremonyLink)).financeApplications.find((a) => a.status === "ACTIVE")!;
    const ceremony = await conforming(() =>
      called(
        "startSigningCeremony",
        client.startSigningCeremony(ceremonyLink, toSign.id, {
          version: toSign.version,
          returnUrl: `https://portal.example.com.au/z/${demo(62)}/pay-later/application/lodge-signed`,
        }),
      ),
    );
    expect(ceremony.operations).toEqual(["POST /guest/v1/finance-applications/{id}/contract/ceremonies 201"]);
    expect(ceremony.value.ceremonyUrl).toMatch(/\/signing-ceremony\/\d+\?token=/);

    const declinedLink = await client.authenticate(demo(61));
    const declined = (await client.getFundRequest(declinedLink)).financeApplications.find((a) => a.status === "ACTIVE")!;
    const reopened = await conforming(() =>
      called("reopenContract", client.reopenContract(declinedLink, declined.id, { version: declined.version })),
    );
    expect(reopened.operations).toEqual(["POST /guest/v1/finance-applications/{id}/contract/reopen 200"]);
    expect(reopened.value.applicationData.applicants[0].hasDeclinedContract).toBe(false);
  });

  it("startCardPayment, getCardPayment, sendMessage: pay now and contact us", async () => {
    const payer = await client.authenticate(demo(2));
    const started = await conforming(() =>
      called(
        "startCardPayment",
        client.startCardPayment(payer, {
          returnUrl: `https://portal.example.com.au/z/${demo(2)}/card-payment`,
          idempotencyKey: "contract-test-0000000001",
        }),
      ),
    );
    expect(started.operations).toEqual(["POST /guest/v1/fund-requests/{id}/card-payments 201"]);
    const again = await conforming(() =>
      client.startCardPayment(payer, {
        returnUrl: `https://portal.example.com.au/z/${demo(2)}/card-payment`,
        idempotencyKey: "contract-test-0000000001",
      }),
    );
    expect(again.operations).toEqual(["POST /guest/v1/fund-requests/{id}/card-payments 200"]);

    const read = await conforming(() => called("getCardPayment", client.getCardPayment(payer, started.value.id)));
    expect(read.operations).toEqual(["GET /guest/v1/card-payments/{id} 200"]);
    expect(read.value.status).toBe("PENDING");

    const sent = await conforming(() =>
      called(
        "sendMessage",
        client.sendMessage(payer, {
          name: "Olivia Nguyen",
          email: "olivia@example.com",
          phone: null,
          message: "When is it due?",
        }),
      ),
    );
    expect(sent.operations).toEqual(["POST /guest/v1/fund-requests/{id}/messages 201"]);
  });

  it("listRequestedDocuments, sendDocumentFile, removeDocumentFile: the entity's documents, a file sent and taken back", async () => {
    const entity = await client.authenticate(demo(6));
    const listed = await conforming(() => called("listRequestedDocuments", client.listRequestedDocuments(entity, "entity")));
    expect(listed.operations).toEqual(["GET /authenticated/v1/requested-documents 200"]);
    expect(listed.value.map((document) => document.name)).toContain("Company extract");
    const own = await conforming(() => client.listRequestedDocuments(entity, "customer"));
    expect(own.value).toEqual([]);

    const sent = await conforming(() =>
      called(
        "sendDocumentFile",
        client.sendDocumentFile(entity, listed.value[0].id, { fileName: "extract.pdf", base64: PDF_BASE64 }),
      ),
    );
    expect(sent.operations).toEqual(["POST /authenticated/v1/requested-documents/{id}/files 201"]);
    expect(sent.value.state).toBe("received");
    const removed = await conforming(() =>
      called("removeDocumentFile", client.removeDocumentFile(entity, listed.value[0].id, sent.value.files[0].id)),
    );
    expect(removed.operations).toEqual(["DELETE /authenticated/v1/requested-documents/{id}/files/{fileId} 200"]);
    expect(removed.value.state).toBe("missing");
    const payer = await client.authenticate(demo(1));
    const missing = await conformingFailure(() => client.listRequestedDocuments(payer, "entity"));
    expect(missing.operations).toEqual(["GET /authenticated/v1/requested-documents 404"]);
  });

  it("has made every call the client has (each method that names a provider path)", () => {
    const calls = Object.getOwnPropertyNames(ProviderClient.prototype).filter((name) => {
      const member = (ProviderClient.prototype as unknown as Record<string, unknown>)[name];
      return name !== "constructor" && typeof member === "function" && /\/v1\//.test(member.toString());
    });
    expect(calls.length).toBeGreaterThan(10);
    expect([...exercised].sort()).toEqual(calls.sort());
  });
});

describe("the check itself", () => {
  const exchange = (body: unknown, status = 201, answer: unknown = {}): Exchange => ({
    method: "POST",
    url: new URL("http://provider.test/guest/v1/fund-requests/1/messages"),
    headers: new Headers({ Accept: JSON_API, "Content-Type": JSON_API, Cookie: "provider_session=s", "X-XSRF-TOKEN": "t" }),
    body: JSON.stringify(body),
    status,
    responseHeaders: new Headers({ "Content-Type": JSON_API }),
    responseText: JSON.stringify(answer),
  });
  const message = { name: "Ann Lee", email: "ann@example.com", phone: null, message: "Hello" };

  it("refuses a body with a key the file does not describe, at any level", () => {
    expect(() => checkExchange(exchange({ data: { type: "messages", attributes: { ...message, urgent: true } } }))).toThrow(
      /request body/,
    );
    expect(() => checkExchange(exchange({ data: { type: "messages", attributes: message, meta: {} } }))).toThrow(/request body/);
    expect(() => checkExchange(exchange({ data: { type: "messages", attributes: message }, jsonapi: {} }))).toThrow(
      /request body/,
    );
  });

  it("refuses an operation, a parameter, a status and an answer the file does not describe", () => {
    expect(() => checkExchange({ ...exchange({}), url: new URL("http://provider.test/guest/v1/messages") })).toThrow(
      /no such path/,
    );
    expect(() => checkExchange({ ...exchange({}), method: "PUT" })).toThrow(/no PUT/);
    expect(() =>
      checkExchange({
        ...exchange({}),
        method: "GET",
        body: undefined,
        url: new URL("http://provider.test/guest/v1/banks?all=1"),
      }),
    ).toThrow(/query parameter all/);
    expect(() => checkExchange(exchange({ data: { type: "messages", attributes: message } }, 202))).toThrow(/answered 202/);
    expect(() => checkExchange(exchange({ data: { type: "messages", attributes: message } }, 201, { data: {} }))).toThrow(
      /answer/,
    );
  });
});
