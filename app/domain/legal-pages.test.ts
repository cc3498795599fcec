import { describe, expect, it } from "vitest";

import { isLinkUuid, legalPagePath, legalPagePaths, legalPageTitle, legalTextView } from "./legal-pages";

const UUID = "00000000-0000-4000-8000-000000000001";

describe("the legal pages' addresses", () => {
  it("sit under the link", () => {
    expect(legalPagePath(UUID, "complaints")).toBe(`/z/${UUID}/complaints`);
    expect(legalPagePaths(UUID)).toEqual({
      "credit-guide": `/z/${UUID}/credit-guide`,
      complaints: `/z/${UUID}/complaints`,
      hardship: `/z/${UUID}/hardship`,
      privacy: `/z/${UUID}/privacy`,
    });
  });

  it("take only a link's uuid, so the way back never leads elsewhere", () => {
    expect(isLinkUuid(UUID)).toBe(true);
    expect(isLinkUuid(UUID.toUpperCase())).toBe(true);
    expect(isLinkUuid(undefined)).toBe(false);
    expect(isLinkUuid("not-a-uuid")).toBe(false);
    expect(isLinkUuid(`${UUID}/../x`)).toBe(false);
  });
});

describe("which text a legal page shows", () => {
  const path = `/z/${UUID}/credit-guide`;

  it("in English, the English that binds, with no other version", () => {
    expect(legalTextView("en-AU", path, "?english")).toEqual({ textLocale: "en-AU", shown: "original", otherVersion: null });
  });

  it("in another language, the translation with the way to the English", () => {
    expect(legalTextView("zh-Hans", path, "")).toEqual({
      textLocale: "zh-Hans",
      shown: "translation",
      otherVersion: `${path}?english`,
    });
  });

  it("asked for the English, the English with the way back to the translation", () => {
    expect(legalTextView("ar", path, "?english")).toEqual({ textLocale: "en-AU", shown: "english", otherVersion: path });
    expect(legalTextView("vi", path, "?x=1&english=")).toMatchObject({ textLocale: "en-AU", shown: "english" });
  });
});

describe("a legal page's browser title", () => {
  it("is the one its loader worded, or none without data (a route's error)", () => {
    expect(legalPageTitle({ title: "投诉" })).toBe("投诉");
    expect(legalPageTitle(undefined)).toBe("");
    expect(legalPageTitle({ title: 3 })).toBe("");
  });
});
