/**
 * Writes docs/decisions/README.md, the index of the decision records: each record's
 * number, title, status and the day it was written (the day git first saw the file).
 * A record's status is its own "Status:" line under the title, else accepted.
 * Run it after adding a record: `npm run decisions:index`. tests/integration/
 * decisions-index.test.ts fails while a record is missing from the index.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const folder = path.resolve("docs/decisions");
const records = readdirSync(folder)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort();

function writtenOn(name: string): string {
  const out = execFileSync("git", ["log", "--diff-filter=A", "--format=%as", "--", path.join(folder, name)], {
    encoding: "utf8",
  }).trim();
  return out.split("\n").pop() || new Date().toISOString().slice(0, 10);
}

const rows = records.map((name) => {
  const text = readFileSync(path.join(folder, name), "utf8");
  const title = text.split("\n", 1)[0].replace(/^#\s*\d+\.\s*/, "");
  const statusLine = /^Status: (.*)$/m.exec(text)?.[1];
  // The status's first words and the record they name: "superseded by [0251](…)".
  const status = statusLine ? (/^[^[]*\[\d{4}\]\([^)]*\)/.exec(statusLine)?.[0] ?? statusLine.split(/[:.]/)[0]) : "accepted";
  return `| [${name.slice(0, 4)}](${name}) | ${title.replaceAll("|", "\\|")} | ${status} | ${writtenOn(name)} |`;
});

writeFileSync(
  path.join(folder, "README.md"),
  `# Decision records

Why the portal is as it is, one record per decision (decision 0001 says how they are
written). A record stands until a later one supersedes it; one that is superseded says
so in a \`Status:\` line under its title. This index is made by
\`npm run decisions:index\` (scripts/decisions-index.ts); a test fails while a record is
missing from it. The performance records (0090 and 0260-0295) are summed up in
[the performance ledger](../performance-ledger.md): each optimisation still in the
code, what it saved, what guards it and when it can go.

| Record | Decision | Status | Written |
|---|---|---|---|
${rows.join("\n")}
`,
);
console.log(`docs/decisions/README.md: ${rows.length} records`);
