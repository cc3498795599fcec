// The one shape of a page's loader (decision 0401): the screen names its words, the
// loader gets them with its arguments, and the words reach the page one way, as
// `messages` beside what the loader returns (or, on a document request, in the
// document once: language.server.ts). formPage (form-page.server.ts) and stepLoader
// (step-loader.server.ts) are this shape with a form's sealing and a step's guard.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "@remix-run/router";

import type { Locale } from "~/i18n/language";
import type { WithMessages } from "~/i18n/react";
import type { CompiledMessages, MessageSelection, Namespace, PageI18n } from "~/i18n/translate";
import { routeI18n, textI18n } from "./language.server";

/** What a page's loader is given beside its arguments: the server's words in the payer's language. */
export interface PageWords extends PageI18n {
  /**
   * Sends the page the messages of `namespaces` in `textLocale`, which may not be the
   * page's: a legal text's binding English beside a translated page (decision 0351).
   * They join the page's messages; the page's own language stays as it is.
   */
  textIn(namespaces: readonly Namespace[], textLocale: Locale): void;
}

/** What a page's loader answers: its data with the page's `messages` beside it; a Response as it is. */
export type WithWords<Result> = Result extends Response
  ? Result
  : Result extends DataWithResponseInit<infer Data>
    ? DataWithResponseInit<Data & WithMessages>
    : Result & WithMessages;

interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

/** What `data(value, init)` makes: the value with a status and headers. */
export function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/** A loader's data as an object of fields: not a list, not a Response. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Response);
}

/**
 * `messages` beside the page's data, whether the loader returned the data itself or
 * `data(..., init)` (its status and headers kept); a Response (a redirect, a file)
 * passes as it is. Undefined messages (a document request) are still written, so
 * every page's data has the same shape.
 */
export function withMessages<Result>(result: Result, messages: CompiledMessages | undefined): WithWords<Result> {
  if (isDataWithInit(result)) {
    return (isRecord(result.data) ? { ...result, data: { ...result.data, messages } } : result) as WithWords<Result>;
  }
  return (isRecord(result) ? { ...result, messages } : result) as WithWords<Result>;
}

/**
 * A page's loader: `load` is called with the loader's arguments and the page's words
 * (`t` for what the server says itself, and the locale), and the compiled messages of
 * `namespaces` are added to what it returns. A route calls it from its own `loader`
 * function (`export const loader = (args) => pageLoader(args, [...], ...)`), never at the
 * module's top, so the browser's build drops it with the server modules it uses.
 */
export async function pageLoader<Args extends LoaderFunctionArgs, Result>(
  args: Args,
  namespaces: readonly MessageSelection[],
  load: (args: Args, words: PageWords) => Promise<Result> | Result,
): Promise<WithWords<Result>> {
  const { messages, ...i18n } = await routeI18n(args, namespaces);
  let texts: CompiledMessages = {};
  const textIn = (textNamespaces: readonly Namespace[], textLocale: Locale) => {
    texts = { ...texts, ...textI18n(args, textNamespaces, textLocale) };
  };
  const result = await load(args, { ...i18n, textIn });
  return withMessages(result, messages && namespaces.length > 0 ? { ...messages, ...texts } : undefined);
}
