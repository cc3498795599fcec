// Abbreviations a payer meets in words the portal does not write itself (the
// provider's product and contract names, a requested document's name): each is
// spelled out once beside them (decision 0252). Words the portal writes spell theirs out
// where they first appear instead.

const ABBREVIATIONS = {
  VPA: "vendor paid advertising",
  BSB: "bank state branch",
  GST: "goods and services tax",
  ASIC: "Australian Securities and Investments Commission",
} as const;

export type Abbreviation = keyof typeof ABBREVIATIONS;

/**
 * The abbreviations used in `texts` (whole words, each once, in the list's order):
 * the screen says what each stands for, in the page's language
 * (`abbreviations.<short>` in the catalog).
 */
export function abbreviationsIn(texts: ReadonlyArray<string | null | undefined>): Abbreviation[] {
  const words = new Set(texts.flatMap((text) => (text ?? "").split(/[^A-Za-z]+/)));
  return (Object.keys(ABBREVIATIONS) as Abbreviation[]).filter((short) => words.has(short));
}

/** What an abbreviation stands for, in English (the catalog's en-AU says the same). */
export function spelledOut(short: Abbreviation): string {
  return ABBREVIATIONS[short];
}
