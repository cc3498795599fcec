// The catalogs, compiled once per process (docs/DESIGN.md 5: work that does not depend on the
// request is done once): ICU MessageFormat in app/i18n/catalogs/<locale>.json, one per
// language, en-AU the source. The pseudo-language is generated here from en-AU.
import { type Locale, PSEUDO_LOCALE } from "~/i18n/language";
import ar from "./catalogs/ar.json";
import enAU from "./catalogs/en-AU.json";
import vi from "./catalogs/vi.json";
import zhHans from "./catalogs/zh-Hans.json";
import { type Catalog, compile } from "./compile";
import { type CompiledMessages, createPageI18n, type MessageSelection, type PageI18n } from "./translate";

/** Each language's catalog must have every key of en-AU: a missing one fails the type check here. */
const SOURCES: Readonly<Record<Exclude<Locale, typeof PSEUDO_LOCALE>, Catalog>> = {
  "en-AU": enAU,
  "zh-Hans": zhHans,
  vi,
  ar,
};

let catalogs: ReadonlyMap<Locale, CompiledMessages> | undefined;
function catalogOf(locale: Locale): CompiledMessages {
  catalogs ??= new Map<Locale, CompiledMessages>([
    ...Object.entries(SOURCES).map(([l, source]) => [l as Locale, compile(l as Locale, source)] as const),
    [PSEUDO_LOCALE, compile(PSEUDO_LOCALE, SOURCES["en-AU"])],
  ]);
  const catalog = catalogs.get(locale);
  if (!catalog) throw new Error(`No catalog for ${locale}`);
  return catalog;
}

const serverI18n = new Map<Locale, PageI18n>();
/** A translator over a whole catalog, for what the server words itself (toasts, sentences in loaders). */
export function serverTranslator(locale: Locale): PageI18n {
  let i18n = serverI18n.get(locale);
  if (!i18n) {
    i18n = createPageI18n(locale, catalogOf(locale));
    serverI18n.set(locale, i18n);
  }
  return i18n;
}

const screenMessages = new Map<string, CompiledMessages>();
/**
 * The messages of the given namespaces and single keys in one language: all the browser
 * gets of the catalog for a screen (a key alone keeps a screen that needs a few of a big
 * namespace within its weight, decision 0274).
 */
export function messagesOf(locale: Locale, selection: readonly MessageSelection[]): CompiledMessages {
  const cacheKey = `${locale}|${selection.join(",")}`;
  let messages = screenMessages.get(cacheKey);
  if (!messages) {
    const keys = new Set<string>(selection);
    const prefixes = selection.map((entry) => `${entry}.`);
    messages = Object.fromEntries(
      Object.entries(catalogOf(locale)).filter(([key]) => keys.has(key) || prefixes.some((prefix) => key.startsWith(prefix))),
    );
    screenMessages.set(cacheKey, messages);
  }
  return messages;
}
