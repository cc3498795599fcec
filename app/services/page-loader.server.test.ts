import { type AppLoadContext, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { SNAPSHOT_FIELD } from "~/domain/form-fields";
import type { PortalSession } from "~/types/portal-session";
import { formPage } from "./form-page.server";
import { pageLoader } from "./page-loader.server";
import { openPage } from "./page-snapshot.server";
import { pageDocumentFor, pageDocumentOf } from "./request-state.server";

const PAGE = "/z/00000000-0000-4000-8000-000000000001/pay-later/get-started";

/** A loader's arguments for `pathname`, in Vietnamese by the browser's choice, as getLoadContext starts them. */
function argsFor(pathname: string): LoaderFunctionArgs {
  const context: AppLoadContext = {
    cspNonce: "n",
    clientAddress: "203.0.113.1",
    requestId: "test-request",
    pageDocument: pageDocumentFor(pathname),
    portalSession: { csrf: "token-1" } as PortalSession,
  };
  const request = new Request(`http://portal.test${pathname}`, { headers: { "Accept-Language": "vi" } });
  return { request, params: {}, context };
}

/** What a loader's `data()` answer carries: its data and its init. */
const opened = (result: unknown) => result as { data: Record<string, unknown>; init: ResponseInit | null };

describe("a page's loader (pageLoader): the words reach the page one way", () => {
  it("adds the screen's messages, in the request's language, beside what the loader returns", async () => {
    const result = await pageLoader(argsFor(`${PAGE}.data`), ["home"], (_args, words) => ({
      said: words.t("home.title"),
      locale: words.locale,
    }));
    expect(result.locale).toBe("vi");
    const messages = result.messages ?? {};
    expect(Object.keys(messages).every((key) => key.startsWith("home."))).toBe(true);
    // Compiled messages are parts to format; the loader's own `t` formats the same key.
    expect(messages["home.title"]).toEqual([result.said]);
  });

  it("keeps the status and headers of data(), the messages inside its data", async () => {
    const result = opened(
      await pageLoader(argsFor(`${PAGE}.data`), ["notFound"], () =>
        data({ linkEnding: "abc" }, { status: 410, headers: { "X-A": "1" } }),
      ),
    );
    expect(result.init?.status).toBe(410);
    expect(new Headers(result.init?.headers).get("X-A")).toBe("1");
    expect(result.data.linkEnding).toBe("abc");
    expect(Object.keys(result.data.messages as object)).toContain("notFound.title");
  });

  it("on a document request, gives the messages to the document once and none in the data", async () => {
    const args = argsFor(PAGE);
    const result = await pageLoader(args, ["home"], () => ({ shown: true }));
    expect(result.messages).toBeUndefined();
    expect(pageDocumentOf(args.context)?.messages.locale).toBe("vi");
    expect(Object.keys(pageDocumentOf(args.context)?.messages.messages ?? {})).toContain("home.title");
  });

  it("passes a redirect through untouched, returned or thrown", async () => {
    const away = redirect("/elsewhere", 303);
    expect(await pageLoader(argsFor(`${PAGE}.data`), ["home"], () => away)).toBe(away);
    await expect(
      pageLoader(argsFor(`${PAGE}.data`), ["home"], () => {
        throw away;
      }),
    ).rejects.toBe(away);
  });

  it("sends a legal text's words in the text's language beside the page's own (textIn)", async () => {
    const result = (await pageLoader(argsFor(`${PAGE}.data`), ["legal"], (_args, words) => {
      words.textIn(["complaints"], "en-AU");
      return {};
    })) as { messages: Record<string, unknown> };
    const keys = Object.keys(result.messages);
    expect(keys.some((key) => key.startsWith("legal."))).toBe(true);
    expect(keys.some((key) => key.startsWith("complaints."))).toBe(true);
  });

  it("sends no messages for a screen that names none", async () => {
    const result = await pageLoader(argsFor(`${PAGE}.data`), [], () => ({ a: 1 }));
    expect(result).toEqual({ a: 1, messages: undefined });
  });
});

describe("a form page's loader (formPage): the same shape, the words outside the sealed snapshot", () => {
  it("seals what the loader returned, and adds the messages after sealing", async () => {
    const args = argsFor(`${PAGE}.data`);
    const result: Record<string, unknown> = { ...(await formPage(args, ["home"], () => ({ answer: 42 }))) };
    expect(Object.keys(result.messages as object)).toContain("home.title");
    const path = new URL(args.request.url).pathname;
    expect(openPage(result[SNAPSHOT_FIELD] as string, path, "token-1")).toEqual({ answer: 42 });
  });
});
