import { type Abbreviation, abbreviationsIn } from "~/domain/abbreviations";
import { useT } from "~/i18n/react";
import type { MessageKey } from "~/i18n/translate";

const SAID: Readonly<Record<Abbreviation, MessageKey>> = {
  VPA: "abbreviations.vpa",
  BSB: "abbreviations.bsb",
  GST: "abbreviations.gst",
  ASIC: "abbreviations.asic",
};

/** What each abbreviation in `texts` stands for, in the page's language. */
export function useAbbreviations(texts: ReadonlyArray<string | null | undefined>): string {
  const t = useT();
  return abbreviationsIn(texts)
    .map((short) => t(SAID[short]))
    .join(" ");
}

/** What each abbreviation in `texts` stands for, in a paragraph; nothing when there is none. */
export function Abbreviations({ texts, className }: { texts: ReadonlyArray<string | null | undefined>; className?: string }) {
  const sentences = useAbbreviations(texts);
  return sentences ? <p className={className}>{sentences}</p> : null;
}
