import { afterEach, describe, expect, it, vi } from "vitest";

import { formatDate, formatDateTime, isOverdue } from "./dates";

afterEach(() => vi.unstubAllEnvs());

describe("formatDate", () => {
  it.each([
    ["2026-12-01", "1 December 2026"],
    ["2026-01-31", "31 January 2026"],
    ["2028-02-29", "29 February 2028"],
  ])("%s is %s", (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });

  it("does not shift a date-only string by the process time zone", () => {
    vi.stubEnv("TZ", "America/Los_Angeles");
    expect(new Date("2026-12-01").getDate()).toBe(30);
    expect(formatDate("2026-12-01")).toBe("1 December 2026");
  });

  it("reads a timestamp in Sydney time", () => {
    // 14:30 UTC on 30 November is 1:30 am on 1 December in Sydney (AEDT, +11).
    expect(formatDate("2026-11-30T14:30:00Z")).toBe("1 December 2026");
  });

  it.each([null, undefined, "", "tomorrow", "2026-02-30", "2026-13-01", "2026-12-01T99:00:00Z", "1700000000"])(
    "gives an empty string for %j",
    (iso) => {
      expect(formatDate(iso)).toBe("");
    },
  );
});

describe("formatDateTime", () => {
  it("shows Sydney daylight time in summer", () => {
    expect(formatDateTime("2026-12-01T03:05:00Z")).toBe("1 December 2026, 2:05 pm AEDT");
  });

  it("shows Sydney standard time in winter", () => {
    expect(formatDateTime("2026-06-30T23:00:00Z")).toBe("1 July 2026, 9:00 am AEST");
  });

  it("shows a date-only string as a date", () => {
    expect(formatDateTime("2026-12-01")).toBe("1 December 2026");
  });

  it("gives an empty string for junk", () => {
    expect(formatDateTime("soon")).toBe("");
    expect(formatDateTime(null)).toBe("");
  });
});

describe("isOverdue", () => {
  // 2 December 2026, 9 am in Sydney; still 1 December in UTC.
  const now = new Date("2026-12-01T22:00:00Z");

  it("is overdue from the day after a due date, in Sydney", () => {
    expect(isOverdue("2026-11-30", now)).toBe(true);
    expect(isOverdue("2026-12-01", now)).toBe(true);
    expect(isOverdue("2026-12-02", now)).toBe(false);
  });

  it("is overdue once a due time has passed", () => {
    expect(isOverdue("2026-12-01T21:59:00Z", now)).toBe(true);
    expect(isOverdue("2026-12-01T22:01:00Z", now)).toBe(false);
  });

  it("is not overdue without a valid due date", () => {
    expect(isOverdue(null, now)).toBe(false);
    expect(isOverdue("2026-02-30", now)).toBe(false);
  });
});

describe("dates in each language", () => {
  it.each([
    ["en-AU", "1 December 2026"],
    ["en-XA", "1 Ḓḗḗƈḗḗḿƀḗḗř 2026"],
    ["zh-Hans", "2026年12月1日"],
    ["vi", "1 tháng 12, 2026"],
    ["ar", "1 ديسمبر 2026"],
  ] as const)("%s writes a date its own way, with Western digits", (locale, text) => {
    expect(formatDate("2026-12-01", locale)).toBe(text);
  });

  it("writes a time in Sydney in each language", () => {
    expect(formatDateTime("2026-12-01T03:05:00Z", "zh-Hans")).toBe("2026年12月1日 GMT+11 14:05");
    expect(formatDateTime("2026-12-01T03:05:00Z", "vi")).toMatch(/14:05.*1 tháng 12, 2026/);
    expect(formatDateTime("2026-12-01T03:05:00Z", "ar")).toMatch(/1 ديسمبر 2026/);
    expect(formatDateTime("2026-12-01T03:05:00Z", "ar")).not.toMatch(/[٠-٩]/);
    expect(formatDateTime("2026-12-01T03:05:00Z", "en-XA")).toBe("1 Ḓḗḗƈḗḗḿƀḗḗř 2026, 2:05 ƥḿ ȦȦḖḖḒŦ");
  });
});
