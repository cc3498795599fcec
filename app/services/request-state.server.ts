// One request's state on the server, in one place (decision 0393): Remix's load
// context, which getLoadContext (portal-app.server.ts) makes for each request and
// Remix hands to the request's action, its loaders and entry.server.tsx. Every field
// is declared here, with who writes and who reads it. The four set at the start are
// read as they are; the others are written while the request runs, and writers and
// readers go through the functions below, never through the fields.
import type { AppLoadContext } from "@remix-run/node";

import type { FundRequest } from "~/domain/types";
import type { DocumentMessages } from "~/i18n/document-messages";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/language";
import type { CompiledMessages } from "~/i18n/translate";
import type { DocumentSnapshot } from "~/types/document-snapshot";
import type { LinkSession, PortalSession } from "~/types/portal-session";
import type { ProviderClient } from "./provider.server";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /**
     * Per-request nonce of the Content-Security-Policy, for every inline and module script.
     * Written by getLoadContext (from securityHeaders' res.locals); read by entry.server.tsx.
     */
    cspNonce: string;
    /**
     * The visitor's address (after trusted proxies), forwarded to the provider.
     * Written by getLoadContext; read by providerClient (provider.server.ts) and StaffProvider (staff.server.ts).
     */
    clientAddress: string;
    /**
     * The request's id (X-Request-Id, decision 0310): in its log lines and sent on each of its provider calls.
     * Written by getLoadContext (from assignRequestId's res.locals); read by providerClient, StaffProvider,
     * entry.server.tsx (handleError and a failed render's log line) and routes/_default.z.$uuid._index.tsx (trackEvent).
     */
    requestId: string;
    /**
     * Aborted when the payer goes away or PROVIDER_DEADLINE_MS has passed: every provider call of the
     * request heeds it (decision 0361); aborted from the start when the request was shed (decision 0366).
     * Written by getLoadContext; read by providerClient and StaffProvider. Unset in tests that make no call.
     */
    providerSignal?: AbortSignal;
    /**
     * The portal session this request came with, opened once (decision 0200). Written by getLoadContext
     * (the one ensureVisitorSession opened) or, unset, by requestSession (session.server.ts) on its
     * first call; read by requestSession only. Through portalSessionOnce.
     */
    portalSession?: PortalSession;
    /**
     * The links this request has loaded, by uuid: an action and the loaders after it read the provider
     * once (decision 0200). Written and read by requireLink (link.server.ts), through linkLoadedOnce.
     */
    links?: Map<string, Promise<LinkContext>>;
    /**
     * What this request's action left for the page drawn after it (decision 0200). Written by formAction's
     * answer (form-action.server.ts), through leaveFormOutcome; read by the root loader (root.tsx) and
     * formPage (form-page.server.ts), through formOutcomeOf.
     */
    formOutcome?: FormOutcome;
    /**
     * What a document request's loaders leave for the document rather than their data (decision 0271);
     * present on a document request only. Made by getLoadContext (pageDocumentFor); its messages written by
     * routeI18n and textI18n (language.server.ts) through gatherDocumentMessages, its snapshot by formPage
     * through keepDocumentSnapshot; read by entry.server.tsx and the root loader, through pageDocumentOf.
     */
    pageDocument?: PageDocument;
  }
}

/** A link as one request loaded it (requireLink, link.server.ts): what its action and loaders share. */
export interface LinkContext {
  uuid: string;
  /** The link's session as requireLink left it; `provider` holds any later change. */
  link: LinkSession;
  fundRequest: FundRequest;
  /** The provider's `lending` flag (unset: on); off, no screen offers or starts an application. */
  lending?: boolean;
  provider: ProviderClient;
  /** The portal session the request came with, which a commit builds on. */
  session: PortalSession;
  /**
   * Set-Cookie for the portal session as requireLink left it (none when unchanged).
   * A response built after another provider call takes `await commitLink(…)` instead.
   */
  headers: Headers;
}

/** What an action that answered its form leaves for the loaders of the same request. */
export interface FormOutcome {
  /** The form was refused or not stored: the page's title begins "Error: ". */
  refused: boolean;
  /** The status the action answered with (a redirect the page's loader makes is not allowed to hide it). */
  status: number;
  /** The provider did not answer: the page is drawn from the snapshot the form carried (page-snapshot.server.ts). */
  redrawFrom: FormDataEntryValue | null;
}

/**
 * What a document request's loaders leave for the document itself rather than for
 * their data (decision 0271). Remix writes loader data into the page as a
 * turbo-stream, beside the markup drawn from it: what the markup already holds, or
 * what travels better as plain JSON, is gathered here instead, and entry.server
 * gives it to the render. A data request (`/path.data`, a navigation with
 * JavaScript) has none: its loaders send everything in their data.
 */
export interface PageDocument {
  /** The messages of every loader of the request, written once as JSON. */
  messages: DocumentMessages;
  /** The form's sealed snapshot, written only in the forms' hidden field, which the browser reads back. */
  snapshot: DocumentSnapshot | null;
}

/** The page document a request starts with: an empty one for a request for a whole page, none for Remix's `/path.data`. */
export function pageDocumentFor(pathname: string): PageDocument | undefined {
  return pathname.endsWith(".data") ? undefined : { messages: { locale: DEFAULT_LOCALE, messages: {} }, snapshot: null };
}

/** The request's page document, or undefined on a data request. */
export function pageDocumentOf(context: AppLoadContext): PageDocument | undefined {
  return context.pageDocument;
}

/**
 * Adds a loader's messages to the document's, and sets the document's language when
 * `locale` is given. False on a data request: the loader sends them in its data.
 */
export function gatherDocumentMessages(context: AppLoadContext, messages: CompiledMessages, locale?: Locale): boolean {
  const gathered = context.pageDocument?.messages;
  if (!gathered) return false;
  if (locale !== undefined) gathered.locale = locale;
  Object.assign(gathered.messages, messages);
  return true;
}

/** Keeps the form's sealed snapshot for the document. False on a data request: the loader sends it in its data. */
export function keepDocumentSnapshot(context: AppLoadContext, snapshot: DocumentSnapshot): boolean {
  if (!context.pageDocument) return false;
  context.pageDocument.snapshot = snapshot;
  return true;
}

/** The portal session of the request: the one it holds, or what `open` gives, kept for the rest of the request. */
export async function portalSessionOnce(context: AppLoadContext, open: () => Promise<PortalSession>): Promise<PortalSession> {
  context.portalSession ??= await open();
  return context.portalSession;
}

/** The link `uuid` as this request loads it: the first call's `load`, which every later call of the request shares. */
export function linkLoadedOnce(context: AppLoadContext, uuid: string, load: () => Promise<LinkContext>): Promise<LinkContext> {
  context.links ??= new Map();
  let loading = context.links.get(uuid);
  if (!loading) {
    loading = load();
    context.links.set(uuid, loading);
  }
  return loading;
}

/** Marks the request as one whose action answered its form, for the loaders that draw the page after it. */
export function leaveFormOutcome(context: AppLoadContext, outcome: FormOutcome): void {
  context.formOutcome = outcome;
}

/** What this request's action left, or undefined when no action answered a form (a GET, or an action that redirected). */
export function formOutcomeOf(context: AppLoadContext): FormOutcome | undefined {
  return context.formOutcome;
}
