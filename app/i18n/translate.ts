// The one way a message is looked up, on the server and in the browser alike
// (decision 0220, docs/translation/README.md). Catalogs are ICU MessageFormat,
// compiled once on the server (catalogs.server.ts); @lingui/core formats the
// compiled form with the language's plural rules and Intl, so the browser needs no
// ICU parser, only the messages of its screen in its language.
import { type I18n, type Messages, setupI18n } from "@lingui/core";

import { directionOf, intlLocaleOf, type Locale } from "~/i18n/language";
import type { MessageValues } from "./messages.generated";

export type MessageKey = keyof MessageValues;
/** The first part of a key ("payNow" of "payNow.title"): what a screen asks for its messages by. */
export type Namespace = MessageKey extends `${infer N}.${string}` ? N : never;
/** What a screen asks of the catalog: whole namespaces, or single keys of a namespace it needs only a few of. */
export type MessageSelection = Namespace | MessageKey;
/** Compiled messages of one language, as a loader sends them to the browser. */
export type CompiledMessages = Messages;

/** The values a message takes, checked by the compiler against the en-AU catalog. */
type ValuesArgument<K extends MessageKey> = keyof MessageValues[K] extends never ? [] : [values: MessageValues[K]];

/** `t("payNow.asks", { agency, label })`: a whole sentence of the catalog, in the page's language. */
export type Translate = <K extends MessageKey>(key: K, ...values: ValuesArgument<K>) => string;

export interface PageI18n {
  locale: Locale;
  i18n: I18n;
  t: Translate;
}

/** A formatter over one language's compiled messages (a screen's, or a whole catalog on the server). */
export function createPageI18n(locale: Locale, messages: CompiledMessages): PageI18n {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, locales: [intlLocaleOf(locale)], messages });
  const rtl = directionOf(locale) === "rtl";
  const t: Translate = (key, ...values) => {
    const given = values[0] as Record<string, unknown> | undefined;
    return i18n._(key, rtl && given ? keptLeftToRight(given, choosersOf(messages[key])) : given);
  };
  return { locale, i18n, t };
}

/** Amounts, dates in digits, BSBs and the like: no letter to say which way they read. */
const WITHOUT_LETTERS = /^[^\p{L}]*\d[^\p{L}]*$/u;
const LEFT_TO_RIGHT_ISOLATE = "\u2066";
const POP_DIRECTIONAL_ISOLATE = "\u2069";
const CHOICES = new Set(["plural", "select", "selectordinal"]);

const NO_CHOOSERS: ReadonlySet<string> = new Set();
/** Each compiled message walked once: `t` runs on every render of every Arabic page. */
const choosersByMessage = new WeakMap<object, ReadonlySet<string>>();

/**
 * The values a compiled message chooses a branch by ({type, select, BOND {…}}):
 * they are compared, never shown, so they must reach the message as given.
 */
function choosersOf(message: CompiledMessages[string] | undefined): ReadonlySet<string> {
  if (!Array.isArray(message)) return NO_CHOOSERS;
  let choosers = choosersByMessage.get(message);
  if (!choosers) {
    choosers = collectChoosers(message, new Set<string>());
    choosersByMessage.set(message, choosers);
  }
  return choosers;
}

function collectChoosers(message: CompiledMessages[string] | undefined, found: Set<string>): Set<string> {
  if (!Array.isArray(message)) return found;
  for (const token of message) {
    if (!Array.isArray(token)) continue;
    const [name, type, format] = token as [string, string?, unknown?];
    if (!type || !CHOICES.has(type) || !format || typeof format !== "object") continue;
    found.add(name);
    for (const branch of Object.values(format)) collectChoosers(branch as CompiledMessages[string], found);
  }
  return found;
}

/**
 * In a right-to-left sentence every shown value is set apart (decision 0224). The
 * compiler already puts each one between first-strong isolates (catalogs.server.ts),
 * so a name reads in its own direction; one made of digits and signs ("$1,000.00",
 * "062-000") has no strong direction of its own, and Chromium laid it out right to
 * left ("1,000.00$"): it is kept left to right here, as on the invoice. A value a
 * select or plural chooses by is left as it is, or no branch would match it.
 */
function keptLeftToRight(values: Record<string, unknown>, choosers: ReadonlySet<string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) =>
      typeof value === "string" && !choosers.has(name) && WITHOUT_LETTERS.test(value)
        ? [name, `${LEFT_TO_RIGHT_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`]
        : [name, value],
    ),
  );
}
