// Dates as an Australian reader expects them (docs/decisions/0025-dates-and-titles.md).
// Fixed time zones keep server and browser output identical.

import { DEFAULT_LOCALE, intlLocaleOf, type Locale, PSEUDO_LOCALE } from "~/i18n/language";
import { pseudoLocalize } from "~/i18n/pseudo-locale";

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const BUSINESS_TIME_ZONE = "Australia/Sydney";

/**
 * Formatters are built once per language and time zone, not per call (docs/DESIGN.md 5).
 * Each language writes dates its own way ("1 December 2026", "2026年12月1日",
 * "1 tháng 12, 2026", "1 ديسمبر 2026"), always with Western digits (decision 0222).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", timeZoneName: "short" };

function formatterFor(locale: Locale, kind: "date" | "time" | "dateTime", timeZone: string): Intl.DateTimeFormat {
  const intlLocale = intlLocaleOf(locale);
  const key = `${intlLocale}|${kind}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options = kind === "date" ? DATE : kind === "time" ? { ...TIME, hour12: true } : { ...DATE, ...TIME };
    formatter = new Intl.DateTimeFormat(intlLocale, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

function parse(iso: string | null | undefined): { date: Date; dateOnly: boolean } | null {
  if (typeof iso !== "string") return null;
  const dateOnly = DATE_ONLY.exec(iso);
  if (dateOnly) {
    const [, year, month, day] = dateOnly.map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    // Date.UTC rolls 2026-02-30 over to March; such a date is not a date.
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { date, dateOnly: true } : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(iso)) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly: false };
}

/** "1 December 2026" in en-AU; a timestamp is read in Sydney time; "" when there is no valid date. */
export function formatDate(iso: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const parsed = parse(iso);
  if (!parsed) return "";
  const text = formatterFor(locale, "date", parsed.dateOnly ? "UTC" : BUSINESS_TIME_ZONE).format(parsed.date);
  // The pseudo-language words its dates too, so a date is never taken for text that skipped the catalog.
  return locale === PSEUDO_LOCALE ? pseudoLocalize(text) : text;
}

/**
 * "1 December 2026, 2:05 pm AEDT" in en-AU, in Sydney time; in another language its
 * own order of date, time and zone ("2026年12月1日 GMT+11 14:05"); "" when there is
 * no valid timestamp.
 */
export function formatDateTime(iso: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const parsed = parse(iso);
  if (!parsed || parsed.dateOnly) return formatDate(iso, locale);
  if (intlLocaleOf(locale) !== "en-AU") return formatterFor(locale, "dateTime", BUSINESS_TIME_ZONE).format(parsed.date);
  const date = formatterFor(locale, "date", BUSINESS_TIME_ZONE).format(parsed.date);
  const parts = Object.fromEntries(
    formatterFor(locale, "time", BUSINESS_TIME_ZONE)
      .formatToParts(parsed.date)
      .map((p) => [p.type, p.value]),
  );
  const time = `${parts.hour}:${parts.minute} ${(parts.dayPeriod ?? "").toLowerCase()} ${parts.timeZoneName ?? ""}`;
  const text = `${date}, ${time.replace(/\s+/g, " ").trim()}`;
  return locale === PSEUDO_LOCALE ? pseudoLocalize(text) : text;
}

const DAY_IN_SYDNEY = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE });

/** Past due: a due date before today in Sydney (the whole due day is allowed), or a due time already gone. */
export function isOverdue(dueAt: string | null | undefined, now: Date): boolean {
  const parsed = parse(dueAt);
  if (!parsed) return false;
  if (!parsed.dateOnly) return parsed.date.getTime() < now.getTime();
  return (dueAt as string) < DAY_IN_SYDNEY.format(now);
}
