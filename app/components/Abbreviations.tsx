import { explainAbbreviations } from "~/domain/abbreviations";

/** What each abbreviation in `texts` stands for, in a paragraph; nothing when there is none. */
export function Abbreviations({ texts, className }: { texts: ReadonlyArray<string | null | undefined>; className?: string }) {
  const sentences = explainAbbreviations(texts);
  return sentences.length > 0 ? <p className={className}>{sentences.join(" ")}</p> : null;
}
