import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";

import { LOCALES, OFFERED_LOCALES } from "~/i18n/language";
import { UNTRANSLATED_WORD } from "~/i18n/pseudo-locale";
import { generate, valuesOf } from "../../scripts/i18n-types";
import { messagesOf, serverTranslator } from "./catalogs.server";
import ar from "./catalogs/ar.json";
import enAU from "./catalogs/en-AU.json";
import vi from "./catalogs/vi.json";
import zhHans from "./catalogs/zh-Hans.json";
import type { Namespace } from "./translate";

const SOURCE: Record<string, string> = enAU;
const TRANSLATIONS: Record<string, Record<string, string>> = { "zh-Hans": zhHans, vi, ar };

/** The markup tags of a message (`<0>`, `</0>`), in order: a translation keeps them all. */
const tagsOf = (message: string) => (message.match(/<\/?\d+>/g) ?? []).sort();

/** The select keys of a message: a translation keeps the same cases. */
function selectCases(message: string): string[] {
  const cases: string[] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "select") cases.push(`${token.arg}:${token.cases.map((c) => c.key).join(",")}`);
      if (token.type === "select" || token.type === "plural") for (const c of token.cases) visit(c.tokens);
    }
  };
  visit(parse(message) as Token[]);
  return cases;
}

describe("the catalogs", () => {
  it("offer exactly the languages of the language links", () => {
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(OFFERED_LOCALES.filter((l) => l !== "en-AU").sort());
  });

  it.each(Object.keys(TRANSLATIONS))("%s has every key of en-AU and no other", (locale) => {
    expect(Object.keys(TRANSLATIONS[locale]).sort()).toEqual(Object.keys(SOURCE).sort());
  });

  it.each(Object.keys(TRANSLATIONS))("%s keeps each message's values, markup and cases", (locale) => {
    for (const [key, source] of Object.entries(SOURCE)) {
      const translated = TRANSLATIONS[locale][key];
      expect(translated.trim(), key).not.toBe("");
      expect([...valuesOf(translated)].sort(), key).toEqual([...valuesOf(source)].sort());
      expect(tagsOf(translated), key).toEqual(tagsOf(source));
      expect(selectCases(translated), key).toEqual(selectCases(source));
    }
  });

  it("keeps the spec's wording for the titles it gives, in sentence case (docs/decisions/0331-sentence-case-titles.md)", () => {
    expect(SOURCE["payNow.title"]).toBe("Select a payment method");
    expect(SOURCE["notFound.title"]).toBe("Fund request not found");
    expect(SOURCE["paidInFull.title"]).toBe("Fund request is paid in full");
    expect(SOURCE["pending.title"]).toBe("Fund request payment is pending");
  });

  it("types every message's values as scripts/i18n-types.ts generates them (run `npm run i18n:types`)", () => {
    const generated = readFileSync(fileURLToPath(new URL("./messages.generated.ts", import.meta.url)), "utf8");
    expect(generated).toBe(generate(SOURCE));
  });
});

/** Sample values of the right type for any message, so every message can be formatted. */
function sampleValues(key: string): Record<string, unknown> {
  return Object.fromEntries(
    [...valuesOf(SOURCE[key])].map(([name, type]) => [name, type === "number" ? 2 : type === "string" ? "other" : "X-1"]),
  );
}

describe("formatting", () => {
  it.each(LOCALES)("%s formats every message", (locale) => {
    const { t } = serverTranslator(locale);
    const format = t as (key: string, values?: Record<string, unknown>) => string;
    for (const key of Object.keys(SOURCE)) expect(format(key, sampleValues(key)), key).not.toBe(key);
  });

  it("generates the pseudo-language from en-AU: every word accented, values marked, about 30 % longer", () => {
    const { t } = serverTranslator("en-XA");
    const format = t as (key: string, values?: Record<string, unknown>) => string;
    let english = 0;
    let pseudo = 0;
    for (const key of Object.keys(SOURCE)) {
      const text = format(key, sampleValues(key));
      expect(text.replace(/⟪[^⟫]*⟫/g, ""), key).not.toMatch(UNTRANSLATED_WORD);
      english += serverTranslator("en-AU").t(key as "shell.skipLink").length;
      pseudo += format(key).length;
    }
    expect(pseudo / english).toBeGreaterThan(1.25);
  });

  it("sets a number written in groups (a phone number) in an Arabic message apart, left to right", () => {
    // Without the isolates "02 9000 1234" reads "1234 9000 02" in a right-to-left sentence.
    const grouped = /\d+(?: \d+)+/g;
    const loose = Object.entries(ar as Record<string, string>).flatMap(([key, message]) =>
      [...message.matchAll(grouped)]
        .filter((match) => message[match.index - 1] !== "\u2066" || message[match.index + match[0].length] !== "\u2069")
        .map((match) => `${key}: ${match[0]}`),
    );
    expect(loose).toEqual([]);
  });

  it("keeps values left to right inside Arabic sentences", () => {
    // The value is set apart left to right: "$1,012.00" has no letter to give it a direction.
    expect(serverTranslator("ar").t("ways.payByCard", { total: "$1,012.00" })).toContain("\u2066$1,012.00\u2069");
  });

  it("chooses a select's case by its value", () => {
    const { t } = serverTranslator("zh-Hans");
    expect(t("requestType.label", { type: "BOND" })).toBe("住宅租赁押金");
    expect(t("requestType.label", { type: "SOMETHING_NEW" })).toBe("您的中介要求的付款");
  });
});

describe("messagesOf", () => {
  it("sends a screen only its namespaces, in its language", () => {
    const messages = messagesOf("vi", ["payNow"]);
    const keys = Object.keys(messages);
    expect(keys.length).toBeGreaterThan(5);
    expect(keys.every((key) => key.startsWith("payNow."))).toBe(true);
    expect(JSON.stringify(messages)).toContain("Chọn phương thức thanh toán");
  });

  it("sends single keys asked for by name, and no others of their namespace", () => {
    const messages = messagesOf("ar", ["repay", "payout.figure", "payout.bsb"]);
    const payout = Object.keys(messages).filter((key) => key.startsWith("payout."));
    expect(payout.sort()).toEqual(["payout.bsb", "payout.figure"]);
    expect(Object.keys(messages).filter((key) => key.startsWith("repay.")).length).toBeGreaterThan(5);
  });

  it("is worked out once per language and set of namespaces", () => {
    const namespaces: Namespace[] = ["shell", "errors"];
    expect(messagesOf("ar", namespaces)).toBe(messagesOf("ar", namespaces));
  });

  it("covers every key with a namespace", () => {
    const keys = Object.keys(SOURCE);
    expect(keys.every((k) => /^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/.test(k))).toBe(true);
    // Asked for by their namespaces, the messages are the whole catalog: no key is out of every page's reach.
    const namespaces = [...new Set(keys.map((key) => key.split(".")[0]))] as Namespace[];
    expect(Object.keys(messagesOf("en-AU", namespaces)).sort()).toEqual([...keys].sort());
  });
});
