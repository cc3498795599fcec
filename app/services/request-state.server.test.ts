import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";

import type { PortalSession } from "~/types/portal-session";
import {
  formOutcomeOf,
  gatherDocumentMessages,
  keepDocumentSnapshot,
  leaveFormOutcome,
  type LinkContext,
  linkLoadedOnce,
  pageDocumentFor,
  pageDocumentOf,
  portalSessionOnce,
} from "./request-state.server";

/** The state getLoadContext (portal-app.server.ts) starts a request for `pathname` with. */
const stateFor = (pathname: string): AppLoadContext => ({
  cspNonce: "n",
  clientAddress: "203.0.113.1",
  requestId: "test-request",
  pageDocument: pageDocumentFor(pathname),
});

describe("the page document of a request", () => {
  it("is an empty one for a whole page, none for Remix's data request", () => {
    expect(pageDocumentOf(stateFor("/z/x"))).toEqual({ messages: { locale: "en-AU", messages: {} }, snapshot: null });
    expect(pageDocumentOf(stateFor("/z/x.data"))).toBeUndefined();
  });

  it("gathers every loader's messages, and takes the language only from a loader that gives it", () => {
    const state = stateFor("/z/x");
    expect(gatherDocumentMessages(state, { "shell.a": "A" }, "vi")).toBe(true);
    expect(gatherDocumentMessages(state, { "legal.b": "B" })).toBe(true);
    expect(pageDocumentOf(state)?.messages).toEqual({ locale: "vi", messages: { "shell.a": "A", "legal.b": "B" } });
  });

  it("keeps the form's snapshot for the document", () => {
    const state = stateFor("/z/x");
    expect(keepDocumentSnapshot(state, { path: "/z/x", value: "sealed" })).toBe(true);
    expect(pageDocumentOf(state)?.snapshot).toEqual({ path: "/z/x", value: "sealed" });
  });

  it("on a data request, keeps neither: the loader sends them in its data", () => {
    const state = stateFor("/z/x.data");
    expect(gatherDocumentMessages(state, { "shell.a": "A" }, "vi")).toBe(false);
    expect(keepDocumentSnapshot(state, { path: "/z/x", value: "sealed" })).toBe(false);
    expect(pageDocumentOf(state)).toBeUndefined();
  });
});

describe("the portal session of a request", () => {
  it("is opened once, by the first to ask", async () => {
    const state = stateFor("/");
    const opened: PortalSession = { links: [], csrf: "a" };
    const open = vi.fn(async () => opened);
    expect(await portalSessionOnce(state, open)).toBe(opened);
    expect(await portalSessionOnce(state, async () => ({ links: [] }))).toBe(opened);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("is the one the request started with, never opened again", async () => {
    const handedOver: PortalSession = { links: [], csrf: "b" };
    const open = vi.fn(async (): Promise<PortalSession> => ({ links: [] }));
    expect(await portalSessionOnce({ ...stateFor("/"), portalSession: handedOver }, open)).toBe(handedOver);
    expect(open).not.toHaveBeenCalled();
  });
});

describe("the links a request loads", () => {
  it("loads each link once, every later call sharing the first load, even before it ends", async () => {
    const state = stateFor("/");
    const loaded = { uuid: "one" } as LinkContext;
    const load = vi.fn(() => Promise.resolve(loaded));
    const first = linkLoadedOnce(state, "one", load);
    const second = linkLoadedOnce(state, "one", load);
    expect(second).toBe(first);
    expect(await second).toBe(loaded);
    expect(load).toHaveBeenCalledTimes(1);
    const other = vi.fn(() => Promise.resolve({ uuid: "two" } as LinkContext));
    expect((await linkLoadedOnce(state, "two", other)).uuid).toBe("two");
    expect(other).toHaveBeenCalledTimes(1);
  });
});

describe("what an action leaves for the page drawn after it", () => {
  it("is nothing until an action answers its form, then what it left", () => {
    const state = stateFor("/z/x");
    expect(formOutcomeOf(state)).toBeUndefined();
    leaveFormOutcome(state, { refused: true, status: 503, redrawFrom: "sealed" });
    expect(formOutcomeOf(state)).toEqual({ refused: true, status: 503, redrawFrom: "sealed" });
  });
});
