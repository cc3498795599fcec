import { describe, expect, it } from "vitest";

import {
  chooseLocale,
  directionOf,
  intlLocaleOf,
  isLocale,
  negotiateLocale,
  parseAcceptLanguage,
  safeReturnPath,
} from "./language";

describe("parseAcceptLanguage", () => {
  it("orders by weight, keeping the browser's order for equal weights", () => {
    expect(parseAcceptLanguage("vi;q=0.5, ar, zh-CN;q=0.9, en")).toEqual(["ar", "en", "zh-cn", "vi"]);
  });

  it("drops q=0, malformed weights and malformed tags", () => {
    expect(parseAcceptLanguage("ar;q=0, vi;q=abc, <script>, zh;q=1.5, en-GB;q=0.2")).toEqual(["en-gb"]);
  });

  it("is empty without a header", () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage("")).toEqual([]);
  });
});

describe("negotiateLocale", () => {
  it.each([
    ["zh-CN,zh;q=0.9,en;q=0.8", "zh-Hans"],
    ["zh", "zh-Hans"],
    ["zh-SG", "zh-Hans"],
    ["zh-Hans-CN", "zh-Hans"],
    ["zh-Hans-HK", "zh-Hans"],
    ["vi-VN,vi;q=0.9", "vi"],
    ["ar-EG", "ar"],
    ["ar", "ar"],
    ["en-US,en;q=0.9", "en-AU"],
    ["en-GB", "en-AU"],
    ["fr-FR, de", "en-AU"],
    ["*", "en-AU"],
  ])("%s gives %s", (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it("follows the first language the portal speaks", () => {
    expect(negotiateLocale("fr, vi;q=0.8, zh;q=0.7")).toBe("vi");
    expect(negotiateLocale("en;q=0.5, ar;q=0.9")).toBe("ar");
  });

  it("gives a Traditional Chinese reader their next listed language, else Simplified Chinese", () => {
    expect(negotiateLocale("zh-TW, en;q=0.8")).toBe("en-AU");
    expect(negotiateLocale("zh-Hant-HK, vi;q=0.5")).toBe("vi");
    expect(negotiateLocale("zh-TW")).toBe("zh-Hans");
    expect(negotiateLocale("zh-HK, fr")).toBe("zh-Hans");
    expect(negotiateLocale("zh-Hant")).toBe("zh-Hans");
  });

  it("never negotiates the pseudo-language", () => {
    expect(negotiateLocale("en-XA")).toBe("en-AU");
  });

  it("is en-AU without a header", () => {
    expect(negotiateLocale(null)).toBe("en-AU");
  });
});

describe("chooseLocale", () => {
  it("prefers the payer's choice over the browser's", () => {
    expect(chooseLocale("ar", "zh-CN")).toBe("ar");
    expect(chooseLocale("en-XA", "zh-CN")).toBe("en-XA");
  });

  it("ignores a choice that is not a language the portal speaks", () => {
    expect(chooseLocale("fr", "vi")).toBe("vi");
    expect(chooseLocale(undefined, null)).toBe("en-AU");
  });
});

describe("directions and Intl tags", () => {
  it("writes Arabic right to left with Western digits", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("zh-Hans")).toBe("ltr");
    expect(intlLocaleOf("ar")).toBe("ar-u-nu-latn");
    expect(intlLocaleOf("en-XA")).toBe("en-AU");
    expect(intlLocaleOf("vi")).toBe("vi");
  });

  it("knows its locales", () => {
    expect(isLocale("zh-Hans")).toBe(true);
    expect(isLocale("zh-hans")).toBe(false);
  });
});

describe("safeReturnPath", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeReturnPath("/z/abc/eft?x=1")).toBe("/z/abc/eft?x=1");
  });

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null, "/a\nb"])(
    "sends %s home",
    (value) => {
      expect(safeReturnPath(value)).toBe("/");
    },
  );
});
