// Every plural in every catalog has a branch for each category its language's
// plural rules have (Arabic: zero, one, two, few, many, other): a missing one
// falls back to `other`, which in Arabic is the wrong form of the counted noun.
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";

import { intlLocaleOf, type Locale } from "~/i18n/language";
import ar from "./catalogs/ar.json";
import enAU from "./catalogs/en-AU.json";
import vi from "./catalogs/vi.json";
import zhHans from "./catalogs/zh-Hans.json";

const CATALOGS: Record<string, Record<string, string>> = { "en-AU": enAU, "zh-Hans": zhHans, vi, ar };

/** Each plural of a message (nested ones too) with the categories it has a branch for (`=1` is no category). */
export function pluralsOf(message: string): { arg: string; categories: string[] }[] {
  const found: { arg: string; categories: string[] }[] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "plural" || token.type === "selectordinal") {
        found.push({ arg: token.arg, categories: token.cases.map((c) => c.key).filter((key) => !key.startsWith("=")) });
      }
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        for (const c of token.cases) visit(c.tokens);
      }
    }
  };
  visit(parse(message) as Token[]);
  return found;
}

/** The plural categories a language's numbers fall into, as Intl knows them. */
const categoriesOf = (locale: string) => new Intl.PluralRules(intlLocaleOf(locale as Locale)).resolvedOptions().pluralCategories;

describe("plurals", () => {
  it("Arabic has six categories, Chinese and Vietnamese one (what the rule below holds the catalogs to)", () => {
    expect([...categoriesOf("ar")].sort()).toEqual(["few", "many", "one", "other", "two", "zero"]);
    expect(categoriesOf("zh-Hans")).toEqual(["other"]);
    expect(categoriesOf("vi")).toEqual(["other"]);
  });

  it("finds a missing category", () => {
    expect(pluralsOf("{count, plural, one {# file} two {# files} other {# files}}")).toEqual([
      { arg: "count", categories: ["one", "two", "other"] },
    ]);
  });

  it.each(Object.keys(CATALOGS))("every plural in %s has a branch for each of its language's categories", (locale) => {
    const needed = categoriesOf(locale);
    const missing: string[] = [];
    for (const [key, message] of Object.entries(CATALOGS[locale])) {
      for (const { arg, categories } of pluralsOf(message)) {
        const lacking = needed.filter((category) => !categories.includes(category));
        if (lacking.length) missing.push(`${key} {${arg}}: ${lacking.join(", ")}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("counts with a plural wherever Arabic puts a noun after a number the code sends", () => {
    // "{max} حرفًا" is right for 11 to 99 only; the code sends 100, 200, 1000 and 2000.
    const bare = Object.entries(CATALOGS.ar).filter(([, message]) => /\{(max|places|count)\}\s*\p{L}/u.test(message));
    expect(bare.map(([key]) => key)).toEqual([]);
  });
});
