// The payer's language on a request (decision 0221): their choice from the language
// links, kept in a long-lived cookie so it lasts the link's whole journey and a
// restart of the portal, else their browser's Accept-Language.
import { type AppLoadContext, createCookie } from "@remix-run/node";

import { messagesOf, serverTranslator } from "~/i18n/catalogs.server";
import { chooseLocale, type Locale } from "~/i18n/language";
import type { CompiledMessages, MessageSelection, Namespace, PageI18n } from "~/i18n/translate";
import { gatherDocumentMessages } from "./request-state.server";
import { cookieAttributes } from "./session.server";

/** About a year: browsers keep a cookie at most 400 days. */
const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

let cookie: ReturnType<typeof createCookie> | undefined;
/** Not a secret and not signed: a forged value is only a language the portal speaks, or ignored. */
export const languageCookie = () => (cookie ??= createCookie("lang", cookieAttributes(A_YEAR_IN_SECONDS)));

export async function localeOf(request: Request): Promise<Locale> {
  const chosen: unknown = await languageCookie().parse(request.headers.get("Cookie"));
  return chooseLocale(chosen, request.headers.get("Accept-Language"));
}

export interface RouteI18n extends PageI18n {
  /**
   * What the loader returns as `messages`: the screen's namespaces in its language,
   * on a data request; undefined on a document request, whose messages were given
   * to the document instead.
   */
  messages: CompiledMessages | undefined;
}

/**
 * A loader's words: `t` for what the server says itself (over the whole catalog),
 * and the compiled messages of `namespaces` for the screen's components to render
 * with, on the server and again in the browser.
 */
export async function routeI18n(
  { request, context }: { request: Request; context: AppLoadContext },
  namespaces: readonly MessageSelection[],
): Promise<RouteI18n> {
  const locale = await localeOf(request);
  const messages = messagesOf(locale, namespaces);
  if (!gatherDocumentMessages(context, messages, locale)) return { ...serverTranslator(locale), messages };
  return { ...serverTranslator(locale), messages: undefined };
}

/**
 * A legal page's text in `textLocale`, which may not be the page's (decision 0351:
 * the English that binds, beside a translated page). The messages join the page's
 * as routeI18n's do, under their own namespaces, but leave the page's language as
 * it is: the rest of the page stays in the payer's.
 */
export function textI18n(
  { context }: { context: AppLoadContext },
  namespaces: readonly Namespace[],
  textLocale: Locale,
): CompiledMessages | undefined {
  const messages = messagesOf(textLocale, namespaces);
  return gatherDocumentMessages(context, messages) ? undefined : messages;
}

/** The server's words in the request's language, for what an action or loader says itself (a toast, a refusal). */
export async function translatorOf(request: Request): Promise<PageI18n> {
  return serverTranslator(await localeOf(request));
}

/** The messages of `namespaces` in the request's language, for an answer a script fetches (never a document). */
export async function fetchedMessages(request: Request, namespaces: readonly Namespace[]): Promise<CompiledMessages> {
  return messagesOf(await localeOf(request), namespaces);
}
