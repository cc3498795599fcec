// The glossary terms a finance-and-legal review found rendered two ways, or with a
// second meaning (docs/translation/glossary.<locale>.md): wherever the English uses
// the term, the translation uses the glossary's one rendering, and the rejected
// renderings appear nowhere. Compared branch by branch of a select, so a bond's
// branch is held to the bond's words and a sale's to the sale's.
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";

import ar from "./catalogs/ar.json";
import enAU from "./catalogs/en-AU.json";
import vi from "./catalogs/vi.json";
import zhHans from "./catalogs/zh-Hans.json";

const SOURCE: Record<string, string> = enAU;
const TRANSLATIONS: Record<string, Record<string, string>> = { "zh-Hans": zhHans, vi, ar };

interface Term {
  /** The English term, in the source's branch. */
  english: RegExp;
  /** The glossary's rendering, in the same branch of the translation. */
  rendering: RegExp;
  /** Renderings the glossary rejects: in no message at all. */
  rejected?: RegExp;
  /** Keys whose English uses the term in another sense. */
  except?: string[];
}

const TERMS: Record<string, Record<string, Term>> = {
  "zh-Hans": {
    "deposit (buyer's)": { english: /\bdeposit\b/i, rendering: /定金/, rejected: /订金/ },
    settlement: { english: /\bsettle(ment|s|d)?\b/i, rendering: /交割/ },
    "fund request": { english: /\bfund request\b/i, rendering: /付款请求/ },
  },
  vi: {
    settlement: { english: /\bsettle(ment|s|d)?\b/i, rendering: /hoàn tất/, rejected: /tất toán/ },
    declaration: { english: /\bdeclar(e|ation)/i, rendering: /cam đoan/, rejected: /cam kết/ },
    "fund request": { english: /\bfund request\b/i, rendering: /yêu cầu thanh toán/i },
    link: { english: /\blink\b/i, rendering: /đường dẫn/i, rejected: /\blink\b/ },
    "finance application": { english: /\bfinance application\b/i, rendering: /hồ sơ xin tài trợ/, rejected: /đơn xin tài chính/ },
  },
  ar: {
    settlement: { english: /\bsettle(ment|s|d)?\b/i, rendering: /تسوي|التسوية/ },
    upload: { english: /\bupload/i, rendering: /رفع|ارفع|تُرفع/, rejected: /تحميل المستندات|تم تحميل|حمّل/ },
    "bond (rental)": { english: /\bbond\b/i, rendering: /تأمين الإيجار/, rejected: /هيئة التأمينات/ },
    "de facto": { english: /\bde ?facto\b/i, rendering: /علاقة الأمر الواقع/, rejected: /شراكة فعلية/ },
    "fund request": { english: /\bfund request\b/i, rendering: /طلب (ال)?دفع/ },
  },
};

/** The message's branches by its first select's cases (the whole message when it has none). */
export function branchesOf(message: string): Map<string, string> {
  const text = (tokens: Token[]): string =>
    tokens
      .map((token) =>
        token.type === "content"
          ? token.value
          : token.type === "plural" || token.type === "select" || token.type === "selectordinal"
            ? token.cases.map((c) => text(c.tokens)).join(" ")
            : "",
      )
      .join("");
  const tokens = parse(message) as Token[];
  const choice = tokens.find((token) => token.type === "select");
  if (!choice || choice.type !== "select") return new Map([["", text(tokens)]]);
  const rest = text(tokens.filter((token) => token !== choice));
  return new Map(choice.cases.map((c) => [c.key, `${rest} ${text(c.tokens)}`]));
}

describe("branchesOf", () => {
  it("splits a message by its select's cases", () => {
    expect(branchesOf("{type, select, BOND {a bond} other {a sale}}")).toEqual(
      new Map([
        ["BOND", " a bond"],
        ["other", " a sale"],
      ]),
    );
  });
});

describe.each(Object.keys(TERMS))("the glossary's terms in %s", (locale) => {
  it.each(Object.keys(TERMS[locale]))("%s: one rendering wherever the English uses it", (name) => {
    const term = TERMS[locale][name];
    const wrong: string[] = [];
    for (const [key, source] of Object.entries(SOURCE)) {
      const translated = TRANSLATIONS[locale][key];
      if (term.rejected?.test(translated)) wrong.push(`${key}: a rejected rendering`);
      if (term.except?.includes(key)) continue;
      const branches = branchesOf(translated);
      for (const [branch, english] of branchesOf(source)) {
        if (term.english.test(english) && !term.rendering.test(branches.get(branch) ?? "")) {
          wrong.push(`${key}${branch ? ` (${branch})` : ""}: no ${String(term.rendering)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
