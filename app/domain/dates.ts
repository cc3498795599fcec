// Dates as an Australian reader expects them (docs/decisions/0025-dates-and-titles.md).
// Fixed time zones keep server and browser output identical.

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const BUSINESS_TIME_ZONE = "Australia/Sydney";

const longDate = (timeZone: string) =>
  new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone });
const DATE_IN_UTC = longDate("UTC");
const DATE_IN_SYDNEY = longDate(BUSINESS_TIME_ZONE);
const TIME_IN_SYDNEY = new Intl.DateTimeFormat("en-AU", {
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneName: "short",
});

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

/** "1 December 2026"; a timestamp is read in Sydney time; "" when there is no valid date. */
export function formatDate(iso: string | null | undefined): string {
  const parsed = parse(iso);
  if (!parsed) return "";
  return (parsed.dateOnly ? DATE_IN_UTC : DATE_IN_SYDNEY).format(parsed.date);
}

/** "1 December 2026, 2:05 pm AEDT" in Sydney time; "" when there is no valid timestamp. */
export function formatDateTime(iso: string | null | undefined): string {
  const parsed = parse(iso);
  if (!parsed || parsed.dateOnly) return formatDate(iso);
  const parts = Object.fromEntries(TIME_IN_SYDNEY.formatToParts(parsed.date).map((p) => [p.type, p.value]));
  const time = `${parts.hour}:${parts.minute} ${(parts.dayPeriod ?? "").toLowerCase()} ${parts.timeZoneName ?? ""}`;
  return `${DATE_IN_SYDNEY.format(parsed.date)}, ${time.replace(/\s+/g, " ").trim()}`;
}

const DAY_IN_SYDNEY = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE });

/** Past due: a due date before today in Sydney (the whole due day is allowed), or a due time already gone. */
export function isOverdue(dueAt: string | null | undefined, now: Date): boolean {
  const parsed = parse(dueAt);
  if (!parsed) return false;
  if (!parsed.dateOnly) return parsed.date.getTime() < now.getTime();
  return (dueAt as string) < DAY_IN_SYDNEY.format(now);
}
