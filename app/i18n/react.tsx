// Messages in components: `useT()` for a string, `<T id values components />` for a
// sentence with a link or emphasis inside it. Both read the language and messages
// the loaders sent (the root's shell and errors, each screen's own namespaces), so
// the server and the browser render the same words from the same data.
import { TransNoContext } from "@lingui/react/server";
import { useMatches } from "@remix-run/react";
import { createContext, type ReactElement, type ReactNode, useContext, useMemo } from "react";

import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/language";
import { useDocumentMessages } from "./document-messages";
import type { MessageValues } from "./messages.generated";
import { type CompiledMessages, createPageI18n, type MessageKey, type PageI18n, type Translate } from "./translate";

/** What a loader returns so its screen's components can speak: `messages` from routeI18n. */
export interface WithMessages {
  /** Absent on the first page of a visit: those travel in the document (document-messages.tsx). */
  messages?: CompiledMessages;
}
/** What the root loader returns besides: the page's language. */
export interface WithLocale extends WithMessages {
  locale: Locale;
}

function messagesIn(data: unknown): CompiledMessages | null {
  const messages = (data as Partial<WithMessages> | null | undefined)?.messages;
  return messages && typeof messages === "object" ? messages : null;
}

/** A number for each messages object a loader sent: the same data, the same number. */
const sourceNumbers = new WeakMap<CompiledMessages, number>();
let lastSourceNumber = 0;
function numberOf(messages: CompiledMessages | null): string {
  if (!messages) return "";
  let number = sourceNumbers.get(messages);
  if (number === undefined) {
    number = ++lastSourceNumber;
    sourceNumbers.set(messages, number);
  }
  return String(number);
}

/**
 * The page's formatter: the messages the document came with (its first screen's),
 * under what the loaders of later navigations sent. A new one only when a loader
 * sent messages anew (a navigation, a revalidation), not on every render: the same
 * route may send other words for another view of it (decision 0274).
 */
export function usePageI18n(): PageI18n {
  const matches = useMatches();
  const rootData = matches[0]?.data as Partial<WithLocale> | undefined;
  const locale = isLocale(rootData?.locale) ? rootData.locale : DEFAULT_LOCALE;
  const inDocument = useDocumentMessages();
  // The document's messages only in their own language: a page never mixes two.
  const first = inDocument?.locale === locale ? inDocument.messages : null;
  const sources = matches.map((match) => messagesIn(match.data));
  const key = `${locale}|${sources.map(numberOf).join("|")}`;
  return useMemo(
    () => createPageI18n(locale, Object.assign({}, first, ...sources.filter(Boolean))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the sources: same routes, same messages.
    [key, first],
  );
}

/**
 * The page's formatter, given by the root layout. Our own context rather than
 * Lingui's provider: that one passes a new formatter on only when the locale
 * changes, and a client-side navigation brings the same locale with new messages.
 */
const PageI18nContext = createContext<PageI18n | null>(null);

function usePageI18nContext(): PageI18n {
  const value = useContext(PageI18nContext);
  if (!value) throw new Error("useT and <T> need the root layout's PageI18nProvider");
  return value;
}

/** Gives the page's formatter to `useT` and `<T>` below it. */
export function PageI18nProvider({ value, children }: { value: PageI18n; children: ReactNode }) {
  return <PageI18nContext.Provider value={value}>{children}</PageI18nContext.Provider>;
}

/**
 * The page's formatter with words a part of the page fetched for itself when it
 * was first shown (the support panel's form), for a PageI18nProvider around it.
 */
export function usePageI18nWith(messages: CompiledMessages | null): PageI18n {
  const page = usePageI18nContext();
  return useMemo(() => (messages ? createPageI18n(page.locale, { ...page.i18n.messages, ...messages }) : page), [page, messages]);
}

/** The page's formatter itself, for a part written in another language than the page's (decision 0351). */
export function usePageI18nContextValue(): PageI18n {
  return usePageI18nContext();
}

/** `const t = useT(); t("payNow.title")`: keys and values checked by the compiler. */
export function useT(): Translate {
  return usePageI18nContext().t;
}

/** The page's language, for what depends on it beyond words. */
export function useLocale(): Locale {
  return usePageI18nContext().locale;
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
  const { i18n } = usePageI18nContext();
  return (
    <TransNoContext lingui={{ i18n }} id={id} values={values as Record<string, unknown> | undefined} components={components} />
  );
}
