// Messages in components: `useT()` for a string, `<T id values components />` for a
// sentence with a link or emphasis inside it. Both read the language and messages
// the loaders sent (the root's shell and errors, each screen's own namespaces), so
// the server and the browser render the same words from the same data.
import { I18nProvider, Trans, useLingui } from "@lingui/react";
import { useMatches } from "@remix-run/react";
import { type ReactElement, type ReactNode, useMemo } from "react";

import { DEFAULT_LOCALE, isLocale, type Locale } from "~/domain/language";
import type { MessageValues } from "./messages.generated";
import { type CompiledMessages, createPageI18n, type MessageKey, type PageI18n, type Translate } from "./translate";

/** What a loader returns so its screen's components can speak: `messages` from routeI18n. */
export interface WithMessages {
  messages: CompiledMessages;
}
/** What the root loader returns besides: the page's language. */
export interface WithLocale extends WithMessages {
  locale: Locale;
}

function messagesIn(data: unknown): CompiledMessages | null {
  const messages = (data as Partial<WithMessages> | null | undefined)?.messages;
  return messages && typeof messages === "object" ? messages : null;
}

/**
 * The page's formatter, from the loader data of every matched route. A new one only
 * when the matched routes change (a navigation), not on every render.
 */
export function usePageI18n(): PageI18n {
  const matches = useMatches();
  const rootData = matches[0]?.data as Partial<WithLocale> | undefined;
  const locale = isLocale(rootData?.locale) ? rootData.locale : DEFAULT_LOCALE;
  const sources = matches.map((match) => messagesIn(match.data));
  const key = `${locale}|${matches.map((match, index) => (sources[index] ? match.id : "")).join("|")}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the sources: same routes, same messages.
  return useMemo(() => createPageI18n(locale, Object.assign({}, ...sources.filter(Boolean))), [key]);
}

/** Gives the page's formatter to `useT` and `<T>` below it. */
export function PageI18nProvider({ value, children }: { value: PageI18n; children: ReactNode }) {
  return <I18nProvider i18n={value.i18n}>{children}</I18nProvider>;
}

/** `const t = useT(); t("payNow.title")`: keys and values checked by the compiler. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return useMemo<Translate>(
    () =>
      (key, ...values) =>
        i18n._(key, values[0] as Record<string, unknown> | undefined),
    [i18n],
  );
}

/** The page's language, for what depends on it beyond words. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** A link around words of a message: `components={{ 0: <MessageLink href="…" /> }}` for `<0>…</0>`. */
export function MessageLink({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}

type RichValues<K extends MessageKey> = { [P in keyof MessageValues[K]]: MessageValues[K][P] | ReactElement };

/**
 * A message with markup inside it: `<0>…</0>` in the catalog becomes `components[0]`
 * wrapped around the translated words, and a value may be an element (a mailto link).
 */
export function T<K extends MessageKey>({
  id,
  values,
  components,
}: {
  id: K;
  values?: RichValues<K>;
  components?: Readonly<Record<number, ReactElement>>;
}) {
  return <Trans id={id} values={values as Record<string, unknown> | undefined} components={components} />;
}
