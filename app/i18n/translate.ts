// The one way a message is looked up, on the server and in the browser alike
// (decision 0220, docs/translation/README.md). Catalogs are ICU MessageFormat,
// compiled once on the server (catalogs.server.ts); @lingui/core formats the
// compiled form with the language's plural rules and Intl, so the browser needs no
// ICU parser, only the messages of its screen in its language.
import { type I18n, type Messages, setupI18n } from "@lingui/core";

import { intlLocaleOf, type Locale } from "~/domain/language";
import type { MessageValues } from "./messages.generated";

export type MessageKey = keyof MessageValues;
/** The first part of a key ("payNow" of "payNow.title"): what a screen asks for its messages by. */
export type Namespace = MessageKey extends `${infer N}.${string}` ? N : never;
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
  const t: Translate = (key, ...values) => i18n._(key, values[0] as Record<string, unknown> | undefined);
  return { locale, i18n, t };
}
