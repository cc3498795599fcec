// The loader side of the one form pipeline (decision 0200): a page with a form
// seals what it was drawn from into the form, and when the same request's action
// could not reach the provider, the page is drawn again from that, without asking
// the provider, so the form comes back with everything typed instead of the
// "unavailable" error page.
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";

import { SNAPSHOT_FIELD } from "~/domain/form-fields";
import { serverTranslator } from "~/i18n/catalogs.server";
import type { MessageSelection } from "~/i18n/translate";
import { localeOf } from "~/services/language.server";
import { csrfTokenOf } from "./csrf.server";
import { isDataWithInit, isRecord, pageLoader, type PageWords, type WithWords } from "./page-loader.server";
import { openPage, sealPage } from "./page-snapshot.server";
import { formOutcomeOf, keepDocumentSnapshot } from "./request-state.server";

function isRedirect(value: unknown): value is Response {
  return value instanceof Response && value.status >= 300 && value.status < 400;
}

/**
 * Said on the error page, in the visitor's language, when a refused press (a stale
 * or foreign token) came from a page that has moved on since: its loader would now
 * redirect, and a redirect would hide the refusal's 4xx.
 */
async function pageMovedOn(request: Request, status: number) {
  return data(serverTranslator(await localeOf(request)).t("formReplies.pageMovedOn"), { status });
}

/** The page's loader, except that after a refused press a redirect becomes the refusal's own status. */
async function loadAfter<Args extends LoaderFunctionArgs, Result>(
  loader: (args: Args) => Promise<Result> | Result,
  args: Args,
): Promise<Result> {
  const outcome = formOutcomeOf(args.context);
  const refusal = outcome?.refused ? outcome.status : null;
  if (refusal === null) return loader(args);
  let result: Result;
  try {
    result = await loader(args);
  } catch (error) {
    if (isRedirect(error)) throw await pageMovedOn(args.request, refusal);
    throw error;
  }
  if (isRedirect(result)) throw await pageMovedOn(args.request, refusal);
  return result;
}

/**
 * Where the page's snapshot goes: into the loader data (`snapshot`) on a data
 * request; on a document request only into the document's forms (decision 0271).
 */
function snapshotField(context: AppLoadContext, path: string, sealed: string): { [SNAPSHOT_FIELD]?: string } {
  return keepDocumentSnapshot(context, { path, value: sealed }) ? {} : { [SNAPSHOT_FIELD]: sealed };
}

/**
 * The loader of a page with a form of the portal's: pageLoader's shape (its words
 * beside its data), with the page's data sealed into its form (under `snapshot`), or
 * the page as the snapshot holds it after an action whose provider did not answer.
 * The words are added after sealing (decision 0220), so the snapshot stays small and
 * a page drawn from it speaks the visitor's language of now.
 */
export function formPage<Args extends LoaderFunctionArgs, Result>(
  args: Args,
  namespaces: readonly MessageSelection[],
  load: (args: Args, words: PageWords) => Promise<Result> | Result,
): Promise<WithWords<Result>> {
  return pageLoader(args, namespaces, async (args, words): Promise<Result> => {
    const { request, context } = args;
    const csrf = await csrfTokenOf(request, context);
    const path = new URL(request.url).pathname;
    const redrawFrom = formOutcomeOf(context)?.redrawFrom ?? null;
    const drawn = redrawFrom ? openPage(redrawFrom, path, csrf) : null;
    if (isRecord(drawn) && typeof redrawFrom === "string") {
      return data({ ...drawn, ...snapshotField(context, path, redrawFrom) }) as Result;
    }
    const result = await loadAfter((loaded: Args) => load(loaded, words), args);
    const value = isDataWithInit(result) ? result.data : result;
    if (!isRecord(value)) return result;
    const sealed = snapshotField(context, path, sealPage(value, path, csrf));
    if (isDataWithInit(result)) {
      return data({ ...value, ...sealed }, result.init ?? undefined) as Result;
    }
    return { ...value, ...sealed } as Result;
  });
}
