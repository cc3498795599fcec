// The payer's language (decision 0221): which ones the portal speaks, how
// each is named and written, and the choice on a visit without JavaScript: the
// language the payer picked (a cookie), else the first their browser asks for that
// the portal speaks, else Australian English.

/** The languages offered to payers, in the order the language links list them. */
export const OFFERED_LOCALES = ["en-AU", "zh-Hans", "vi", "ar"] as const;
/**
 * A pseudo-language made from en-AU (accented, about 30 % longer), chosen only by
 * its cookie value in tests: never offered, never negotiated. Text on a page that
 * is not in it did not come from the catalog.
 */
export const PSEUDO_LOCALE = "en-XA";
export const LOCALES = [...OFFERED_LOCALES, PSEUDO_LOCALE] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-AU";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Each language named in itself and its own script (the GOV.UK language switcher). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  "en-AU": "English",
  "zh-Hans": "简体中文",
  vi: "Tiếng Việt",
  ar: "العربية",
  "en-XA": "Ƥşḗŭḓǿ",
};

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * The tag given to Intl for numbers and dates. Arabic keeps Western digits
 * (`-u-nu-latn`), as on the invoice and in every Australian bank app (decision 0222);
 * the pseudo-language formats as en-AU does.
 */
export function intlLocaleOf(locale: Locale): string {
  if (locale === "ar") return "ar-u-nu-latn";
  if (locale === PSEUDO_LOCALE) return "en-AU";
  return locale;
}

interface Preference {
  tag: string;
  quality: number;
}

/** Accept-Language as a list, most wanted first; q=0 (not acceptable) and malformed parts dropped. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const preferences: Preference[] = [];
  for (const part of header.split(",")) {
    const [rawTag, ...parameters] = part.trim().split(";");
    const tag = rawTag.trim().toLowerCase();
    if (!/^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/.test(tag)) continue;
    let quality = 1;
    for (const parameter of parameters) {
      const [name, value] = parameter.trim().split("=");
      if (name?.trim().toLowerCase() === "q") quality = Number(value);
    }
    if (!Number.isFinite(quality) || quality <= 0 || quality > 1) continue;
    preferences.push({ tag, quality });
  }
  // Array.prototype.sort is stable: equal weights keep the browser's order.
  return preferences.sort((a, b) => b.quality - a.quality).map((preference) => preference.tag);
}

/** Chinese written in Traditional characters: Taiwan, Hong Kong, Macau, or said outright. */
function isTraditionalChinese(tag: string): boolean {
  const subtags = tag.split("-");
  return subtags.includes("hant") || (!subtags.includes("hans") && ["tw", "hk", "mo"].includes(subtags[1] ?? ""));
}

/** The offered language a tag asks for; Traditional Chinese is handled by the caller. */
function offeredLocaleOf(tag: string): Locale | null {
  const language = tag.split("-")[0];
  if (language === "en") return "en-AU";
  if (language === "zh") return "zh-Hans";
  if (language === "vi") return "vi";
  if (language === "ar") return "ar";
  return null;
}

/**
 * The language for a first visit, from Accept-Language. Any English is en-AU; zh,
 * zh-CN, zh-SG and zh-Hans-* are zh-Hans. A reader of Traditional Chinese (zh-TW,
 * zh-HK, zh-Hant) gets the next language their browser lists that the portal
 * speaks, and only when there is none, Simplified Chinese: most such readers read
 * it with some effort, more easily than a language they did not ask for
 * (decision 0221).
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  let traditionalChinese = false;
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    if (tag.startsWith("zh") && isTraditionalChinese(tag)) {
      traditionalChinese = true;
      continue;
    }
    const locale = offeredLocaleOf(tag);
    if (locale) return locale;
  }
  return traditionalChinese ? "zh-Hans" : DEFAULT_LOCALE;
}

/** The payer's choice if they made one (the language links' cookie), else what their browser asks for. */
export function chooseLocale(chosen: unknown, acceptLanguage: string | null | undefined): Locale {
  return isLocale(chosen) ? chosen : negotiateLocale(acceptLanguage);
}

/**
 * Where a language link returns to: a path on this site, as the page gave it. Any
 * other value (another site, a scheme, a protocol-relative `//host`) returns home.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return [...value].some((char) => char.charCodeAt(0) < 0x20) ? "/" : value;
}
