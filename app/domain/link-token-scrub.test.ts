import { describe, expect, it } from "vitest";

import { maskLinkTokens } from "./analytics";
import { maskLinkTokensInText, scrubEnvelope, scrubLinkTokens, scrubReport, withScrubbedEnvelopes } from "./link-token-scrub";

const uuid = "3f2b8c1e-9a4d-4e2f-8b1a-0c9d8e7f6a5b";
const other = "00000000-0000-4000-8000-000000000001";
const hex = (value: string) => [value, value.replaceAll("-", "")];

/** No uuid of the test, with or without dashes, in any letter case, anywhere. */
function expectNoToken(value: unknown) {
  const text = (typeof value === "string" ? value : JSON.stringify(value)).toLowerCase();
  for (const needle of [...hex(uuid), ...hex(other)]) expect(text).not.toContain(needle);
}

describe("maskLinkTokensInText", () => {
  it.each([
    `/z/${uuid}`,
    `/z/${uuid}/pay-later/application/bank-details`,
    `/c/${uuid.toUpperCase()}/upload-documents`,
    `https://portal.example/z/${uuid}?paylater=true&ref=${uuid}#top`,
    "/z/not-a-uuid-123/contact-us",
    "/z/not-found",
    "/z/token-expire",
    "/quiz/abc",
    "/",
  ])("masks a path as maskLinkTokens does: %s", (path) => {
    expect(maskLinkTokensInText(path)).toBe(maskLinkTokens(path));
  });

  it("masks a path inside a message without eating the rest of the sentence", () => {
    expect(maskLinkTokensInText(`You made a POST request to "/z/${uuid}" but did not provide an action`)).toBe(
      'You made a POST request to "/z/:uuid" but did not provide an action',
    );
    expect(maskLinkTokensInText("GET /z/abc-typo done")).toBe("GET /z/:uuid done");
    expect(maskLinkTokensInText('{"href":"/z/abc","x":1}')).toBe('{"href":"/z/:uuid","x":1}');
  });

  it("masks a token after an encoded prefix, as in Remix's manifest query", () => {
    expect(maskLinkTokensInText("/__manifest?p=%2Fz%2Fabc-typo&p=%2Fz%2Fabc-typo%2Fpay-later&version=1")).toBe(
      "/__manifest?p=%2Fz%2F:uuid&p=%2Fz%2F:uuid%2Fpay-later&version=1",
    );
    expect(maskLinkTokensInText("?p=%2fz%2fnot-found&q=%2Fz%2Ftoken-expire")).toBe("?p=%2fz%2fnot-found&q=%2Fz%2Ftoken-expire");
  });

  it("masks a uuid anywhere, even outside a path", () => {
    expect(maskLinkTokensInText(`token=${uuid.toUpperCase()}; next`)).toBe("token=:uuid; next");
  });

  it("leaves trace and event ids (32 hex, no dashes) alone", () => {
    const traceId = "7faf9c3a8bc542328bd2055465009f0f";
    expect(maskLinkTokensInText(traceId)).toBe(traceId);
  });
});

describe("scrubLinkTokens", () => {
  it("masks every string of nested objects and arrays, keys too, and leaves the input as it was", () => {
    const input = {
      transaction: `GET /z/${uuid}/pay-later`,
      spans: [
        {
          description: `GET http://127.0.0.1:3001/guest/v1/authenticate/${uuid}`,
          data: { "url.full": `http://x/z/${uuid}`, "http.status_code": 200 },
        },
      ],
      contexts: { trace: { data: { "url.path": `/z/${uuid}`, sampled: true, nothing: null } } },
      [`/z/${other}`]: "a key",
      count: 3,
    };
    const before = JSON.stringify(input);
    const scrubbed = scrubLinkTokens(input);
    expectNoToken(scrubbed);
    expect(JSON.stringify(input)).toBe(before);
    expect(scrubbed.transaction).toBe("GET /z/:uuid/pay-later");
    expect(scrubbed.spans[0].data).toEqual({ "url.full": "http://x/z/:uuid", "http.status_code": 200 });
    expect(scrubbed.contexts.trace.data).toEqual({ "url.path": "/z/:uuid", sampled: true, nothing: null });
    expect(scrubbed.count).toBe(3);
    expect(scrubbed).toHaveProperty(["/z/:uuid"], "a key");
  });

  it("masks a string given alone and passes other primitives through", () => {
    expect(scrubLinkTokens(`/z/${uuid}`)).toBe("/z/:uuid");
    expect(scrubLinkTokens(42)).toBe(42);
    expect(scrubLinkTokens(undefined)).toBeUndefined();
  });

  it("keeps cycles and leaves class instances and binary data as they are", () => {
    class Scope {
      url = `/z/${uuid}`;
    }
    const scope = new Scope();
    const bytes = new Uint8Array([1, 2, 3]);
    const input: Record<string, unknown> = { url: `/z/${uuid}`, scope, bytes };
    input.self = input;
    const scrubbed = scrubLinkTokens(input);
    expect(scrubbed.url).toBe("/z/:uuid");
    expect(scrubbed.self).toBe(scrubbed);
    expect(scrubbed.scope).toBe(scope);
    expect(scrubbed.bytes).toBe(bytes);
  });
});

describe("scrubReport", () => {
  it("keeps of the request only the method and the masked URL, drops the user, masks the rest", () => {
    const event = {
      type: "transaction",
      transaction: `/z/${uuid}`,
      request: {
        method: "GET",
        url: `http://localhost/z/${uuid}/pay-later`,
        query_string: `ref=${uuid}`,
        headers: { cookie: "__session=abc", referer: `http://localhost/z/${uuid}` },
        data: { note: uuid },
      },
      user: { ip_address: "10.0.0.1" },
      exception: { values: [{ type: "Error", value: `You made a POST request to "/z/${uuid}"` }] },
      breadcrumbs: [{ category: "fetch", data: { url: `/z/${uuid}?_data=root`, status_code: 200 } }],
      urls: [`http://localhost/z/${uuid}`],
    };
    const scrubbed = scrubReport(event);
    expectNoToken(scrubbed);
    expect(scrubbed.request).toEqual({ method: "GET", url: "http://localhost/z/:uuid/pay-later" });
    expect(scrubbed).not.toHaveProperty("user");
    expect(scrubbed.exception.values[0].value).toBe('You made a POST request to "/z/:uuid"');
    expect(scrubbed.breadcrumbs[0].data).toEqual({ url: "/z/:uuid?_data=root", status_code: 200 });
    expect(scrubbed.urls).toEqual(["http://localhost/z/:uuid"]);
    expect(event.request.headers.cookie).toBe("__session=abc");
  });
});

describe("scrubEnvelope", () => {
  const headers = { event_id: "e1", trace: { trace_id: "7faf9c3a8bc542328bd2055465009f0f", transaction: `GET /z/${uuid}` } };

  it("scrubs the envelope header, item headers and object payloads", () => {
    const envelope = [headers, [[{ type: "transaction" }, { transaction: `GET /z/${uuid}`, user: { id: 1 } }]]] as const;
    const scrubbed = scrubEnvelope(envelope);
    expectNoToken(scrubbed);
    expect(scrubbed?.[0]).toEqual({
      event_id: "e1",
      trace: { trace_id: "7faf9c3a8bc542328bd2055465009f0f", transaction: "GET /z/:uuid" },
    });
    expect(scrubbed?.[1][0][1]).toEqual({ transaction: "GET /z/:uuid" });
  });

  it("scrubs an uncompressed replay recording event by event and fixes the item length", () => {
    const events = [
      { type: 4, data: { href: `http://localhost:3000/z/${uuid}/pay-later` } },
      { type: 2, data: { node: { attributes: { href: `/z/${uuid}`, action: `/z/${uuid}/pay-later/application/citizenship` } } } },
      { type: 5, data: { tag: "breadcrumb", payload: { message: `/z/${uuid}` } } },
    ];
    const recording = `${JSON.stringify({ segment_id: 0 })}\n${JSON.stringify(events)}`;
    const envelope = [
      headers,
      [
        [{ type: "replay_event" }, { type: "replay_event", urls: [`http://localhost:3000/z/${uuid}`] }],
        [{ type: "replay_recording", length: new TextEncoder().encode(recording).length }, recording],
      ],
    ] as const;
    const scrubbed = scrubEnvelope(envelope);
    expectNoToken(scrubbed);
    const [header, payload] = scrubbed![1][1] as unknown as [{ length: number }, string];
    expect(header.length).toBe(new TextEncoder().encode(payload).length);
    const [segment, body] = payload.split("\n");
    expect(JSON.parse(segment)).toEqual({ segment_id: 0 });
    expect(JSON.parse(body)[0].data.href).toBe("http://localhost:3000/z/:uuid/pay-later");
    expect(JSON.parse(body)[1].data.node.attributes.action).toBe("/z/:uuid/pay-later/application/citizenship");
    expect(scrubbed![1][0][1]).toEqual({ type: "replay_event", urls: ["http://localhost:3000/z/:uuid"] });
  });

  it("drops what it cannot read: a compressed recording, and its replay event with it", () => {
    const compressed = new Uint8Array([0x78, 0x9c, 1, 2, 3]);
    const envelope = [
      headers,
      [
        [{ type: "replay_event" }, { urls: [`/z/${uuid}`] }],
        [{ type: "replay_recording", length: compressed.length }, compressed],
      ],
    ] as const;
    expect(scrubEnvelope(envelope)).toBeNull();
  });

  it("drops a binary attachment but keeps the event it came with", () => {
    const envelope = [
      headers,
      [
        [{ type: "event" }, { message: `/z/${uuid}` }],
        [{ type: "attachment", length: 3 }, new Uint8Array([1, 2, 3])],
      ],
    ] as const;
    const scrubbed = scrubEnvelope(envelope);
    expect(scrubbed?.[1]).toEqual([[{ type: "event" }, { message: "/z/:uuid" }]]);
  });
});

describe("withScrubbedEnvelopes", () => {
  function fakeTransport(options: { url: string }) {
    const sent: unknown[] = [];
    return {
      url: options.url,
      sent,
      send: (envelope: unknown) => {
        sent.push(envelope);
        return Promise.resolve({ statusCode: 200 });
      },
      flush: () => Promise.resolve(true),
    };
  }

  it("sends every envelope scrubbed and keeps the rest of the transport", async () => {
    const transport = withScrubbedEnvelopes(fakeTransport)({ url: "http://sentry.example" });
    const envelope = [{ trace: { transaction: `/z/${uuid}` } }, [[{ type: "event" }, { message: `/z/${uuid}` }]]] as const;
    await expect(transport.send(envelope as never)).resolves.toEqual({ statusCode: 200 });
    expect(transport.url).toBe("http://sentry.example");
    await expect(transport.flush()).resolves.toBe(true);
    expect(transport.sent).toEqual([[{ trace: { transaction: "/z/:uuid" } }, [[{ type: "event" }, { message: "/z/:uuid" }]]]]);
  });

  it("sends nothing when nothing readable is left", async () => {
    const transport = withScrubbedEnvelopes(fakeTransport)({ url: "http://sentry.example" });
    const envelope = [{}, [[{ type: "replay_recording", length: 1 }, new Uint8Array([1])]]] as const;
    await expect(transport.send(envelope as never)).resolves.toEqual({});
    expect(transport.sent).toEqual([]);
  });
});
