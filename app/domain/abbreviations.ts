// Abbreviations a payer meets in words the portal does not write itself (the
// provider's product and contract names, a requested document's name): each is
// spelled out once beside them (issue 24). Words the portal writes spell theirs out
// where they first appear instead.

const ABBREVIATIONS = {
  VPA: "vendor paid advertising",
  BSB: "bank state branch",
  GST: "goods and services tax",
  ASIC: "Australian Securities and Investments Commission",
} as const;

export type Abbreviation = keyof typeof ABBREVIATIONS;

/**
 * What each abbreviation used in `texts` stands for (whole words, each once, in the
 * list's order), as one sentence each: "VPA stands for vendor paid advertising."
 */
export function explainAbbreviations(texts: ReadonlyArray<string | null | undefined>): string[] {
  const words = new Set(texts.flatMap((text) => (text ?? "").split(/[^A-Za-z]+/)));
  return (Object.keys(ABBREVIATIONS) as Abbreviation[])
    .filter((short) => words.has(short))
    .map((short) => `${short} stands for ${ABBREVIATIONS[short]}.`);
}
