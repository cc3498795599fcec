// How hard the English catalog is to read (docs/translation/READABILITY.md): the
// Flesch-Kincaid grade of each message, scored on its hardest select or plural
// branch, with sample values in its placeholders. A heuristic to rank messages and
// compare the catalog before and after a rewrite, not an exact grade.
import { parse, type Token } from "@messageformat/parser";

/** Sample values a payer would see, so "{agency}" reads as a name and "{total}" as an amount. */
const SAMPLES: Record<string, string> = {
  agency: "Harbour Realty",
  name: "Sam Lee",
  names: "Sam Lee",
  creator: "Sam Lee",
  property: "7 Ocean Parade",
  email: "help@example.com",
  phone: "1300 000 000",
  tis: "131 450",
};
const sample = (arg: string) =>
  SAMPLES[arg] ?? (/total|amount|fee|balance|surcharge|minimum|maximum/i.test(arg) ? "$1,099.00" : "2");

/** Every text a message can read as: one per combination of its select and plural branches (capped). */
export function variantsOf(message: string, cap = 64): string[] {
  const expand = (tokens: Token[]): string[] => {
    let texts = [""];
    for (const token of tokens) {
      let parts: string[];
      if (token.type === "content") parts = [token.value];
      else if (token.type === "octothorpe") parts = ["2"];
      else if (token.type === "argument" || token.type === "function") parts = [sample(token.arg)];
      else if (token.type === "select" || token.type === "plural" || token.type === "selectordinal")
        parts = token.cases.flatMap((c) => expand(c.tokens));
      else parts = [""];
      texts = texts.flatMap((text) => parts.map((part) => text + part)).slice(0, cap);
    }
    return texts;
  };
  return [...new Set(expand(parse(message) as Token[]).map((text) => text.replace(/<\/?\d+>/g, "").trim()))];
}

/** Syllables by vowel groups, a final silent "e" dropped; a number counts as two. */
export function syllables(word: string): number {
  if (/\d/.test(word)) return 2;
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (!w) return 0;
  const groups = w.replace(/(?<!l)e$/, "").match(/[aeiouy]+/g)?.length ?? 0;
  return Math.max(1, groups);
}

export interface Score {
  grade: number;
  words: number;
  wordsPerSentence: number;
}

/** Flesch-Kincaid grade: 0.39 × words per sentence + 11.8 × syllables per word − 15.59; sentences end at . ! ? */
export function fleschKincaid(text: string): Score {
  const sentences = text.split(/[.!?]+(?:\s|$)/).filter((s) => /\w/.test(s));
  const words = text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w));
  if (!words.length) return { grade: 0, words: 0, wordsPerSentence: 0 };
  const wordsPerSentence = words.length / Math.max(1, sentences.length);
  const perWord = words.reduce((sum, w) => sum + syllables(w), 0) / words.length;
  return { grade: 0.39 * wordsPerSentence + 11.8 * perWord - 15.59, words: words.length, wordsPerSentence };
}

export interface MessageScore extends Score {
  key: string;
  text: string;
}

/** Each message scored on its hardest variant. */
export function scoreCatalog(catalog: Record<string, string>): MessageScore[] {
  return Object.entries(catalog).map(([key, message]) => {
    const scored = variantsOf(message).map((text) => ({ key, text, ...fleschKincaid(text) }));
    return scored.reduce((hardest, s) => (s.grade > hardest.grade ? s : hardest));
  });
}

export interface Summary {
  messages: number;
  aboveGrade8: number;
  prose: number;
  proseAboveGrade8: number;
  meanGrade: number;
}

/** The figures the review gives: all messages, and the prose ones (8 words or more), above grade 8. */
export function summarise(scores: MessageScore[]): Summary {
  const prose = scores.filter((s) => s.words >= 8);
  return {
    messages: scores.length,
    aboveGrade8: scores.filter((s) => s.grade > 8).length,
    prose: prose.length,
    proseAboveGrade8: prose.filter((s) => s.grade > 8).length,
    meanGrade: scores.reduce((sum, s) => sum + s.grade, 0) / scores.length,
  };
}
