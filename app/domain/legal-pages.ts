// The pages a consumer-credit borrower must be able to find (decision 0350): the
// credit guide, complaints, hardship and the privacy and credit-reporting notice,
// each at /z/{uuid}/<page>, and in which language a page's text is shown
// (decision 0351: the translation, or the English that binds).
import { DEFAULT_LOCALE, type Locale } from "~/i18n/language";
import type { MessageKey, Namespace } from "~/i18n/translate";

export const LEGAL_PAGES = ["credit-guide", "complaints", "hardship", "privacy"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** Each page's text (its own namespace, shown in the payer's language or in English) and its title's key. */
export const LEGAL_TEXTS: Readonly<Record<LegalPage, { namespace: Namespace; title: MessageKey }>> = {
  "credit-guide": { namespace: "creditGuide", title: "creditGuide.title" },
  complaints: { namespace: "complaints", title: "complaints.title" },
  hardship: { namespace: "hardship", title: "hardship.title" },
  privacy: { namespace: "privacyNotice", title: "privacyNotice.title" },
};

/** `?english`: the page's text in the English that binds, the rest of the page in the payer's language. */
export const ENGLISH_QUERY = "english";

/** A link's uuid as the provider issues them: a legal page builds its way back from it, so nothing else is taken. */
const LINK_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isLinkUuid(uuid: string | undefined): uuid is string {
  return typeof uuid === "string" && LINK_UUID.test(uuid);
}

export function legalPagePath(uuid: string, page: LegalPage): string {
  return `/z/${encodeURIComponent(uuid)}/${page}`;
}

/** Every legal page's address for the link, by page. */
export function legalPagePaths(uuid: string): Record<LegalPage, string> {
  return Object.fromEntries(LEGAL_PAGES.map((page) => [page, legalPagePath(uuid, page)])) as Record<LegalPage, string>;
}

export interface LegalTextView {
  /** The language the page's legal text is written in. */
  textLocale: Locale;
  /**
   * "original": the payer reads English, which binds; "translation": a translation,
   * with a link to the English; "english": the English shown to a payer of another language.
   */
  shown: "original" | "translation" | "english";
  /** The other version's address: the English from a translation, the translation from the English. */
  otherVersion: string | null;
}

/** Which text a legal page shows, for the payer's language and the page's address. */
export function legalTextView(locale: Locale, pathname: string, search: string): LegalTextView {
  if (locale === DEFAULT_LOCALE) return { textLocale: DEFAULT_LOCALE, shown: "original", otherVersion: null };
  if (new URLSearchParams(search).has(ENGLISH_QUERY)) {
    return { textLocale: DEFAULT_LOCALE, shown: "english", otherVersion: pathname };
  }
  return { textLocale: locale, shown: "translation", otherVersion: `${pathname}?${ENGLISH_QUERY}` };
}

/** A legal page's browser title, as its loader worded it in the payer's language (whichever version the text is in). */
export function legalPageTitle(data: unknown): string {
  const title = (data as { title?: unknown } | undefined)?.title;
  return typeof title === "string" ? title : "";
}
