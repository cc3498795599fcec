// Writes docs/translation/READABILITY.md: the English catalog's Flesch-Kincaid
// figures (scripts/readability-score.ts), now and at the given commits for comparison:
// `npx tsx scripts/readability.ts [<commit to compare with>...]`.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { type MessageScore, scoreCatalog, summarise, type Summary } from "./readability-score";

const CATALOG = "app/i18n/catalogs/en-AU.json";
const OUTPUT = fileURLToPath(new URL("../docs/translation/READABILITY.md", import.meta.url));

const now = scoreCatalog(JSON.parse(readFileSync(fileURLToPath(new URL(`../${CATALOG}`, import.meta.url)), "utf8")));
const bases = process.argv.slice(2);
const before = bases.map((base) => ({
  base,
  scores: scoreCatalog(JSON.parse(execFileSync("git", ["show", `${base}:${CATALOG}`], { encoding: "utf8" }))),
}));

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const row = (label: string, s: Summary) =>
  `| ${label} | ${s.messages} | ${s.aboveGrade8} (${pct(s.aboveGrade8, s.messages)}) | ${s.prose} | ${s.proseAboveGrade8} (${pct(s.proseAboveGrade8, s.prose)}) | ${s.meanGrade.toFixed(1)} |`;
const hardest = (scores: MessageScore[]) =>
  scores
    .filter((s) => s.words >= 8)
    .sort((a, b) => b.grade - a.grade)
    .slice(0, 15)
    .map(
      (s, i) =>
        `| ${i + 1} | \`${s.key}\` | ${s.grade.toFixed(1)} | ${s.wordsPerSentence.toFixed(0)} | ${s.text.replace(/\|/g, "\\|")} |`,
    );

writeFileSync(
  OUTPUT,
  [
    "# Plain English: the catalog's reading grade",
    "",
    "Written by `npx tsx scripts/readability.ts <commit>...` (scripts/readability-score.ts): each en-AU",
    "message expanded into its select and plural branches with sample values, scored on its",
    "hardest branch; Flesch-Kincaid grade = 0.39 × words per sentence + 11.8 × syllables per",
    "word − 15.59, syllables by vowel groups. Prose is a message of 8 words or more. The",
    "target: at most one in ten prose messages above grade 8.",
    "",
    "| catalog | messages | above grade 8 | prose | prose above grade 8 | mean grade |",
    "|---|---|---|---|---|---|",
    ...before.map(({ base, scores }) => row(`before (${base})`, summarise(scores))),
    row("now", summarise(now)),
    "",
    "What stays above grade 8 is there on purpose (docs/decisions/0332-plain-english-for-the-payer.md):",
    "proper nouns (Australian, Medicare, ASIC), the sample email and phone values in placeholders,",
    "titles, the standard field errors, and declarations whose legal term is explained in brackets.",
    "",
    "## The 15 hardest prose messages now",
    "",
    "| # | key | grade | words per sentence | text (hardest branch) |",
    "|---|---|---|---|---|",
    ...hardest(now),
    "",
  ].join("\n"),
);
console.log(summarise(now));
