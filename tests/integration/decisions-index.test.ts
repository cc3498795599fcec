import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// The decision records stay navigable: every record is in the index
// (docs/decisions/README.md, made by scripts/decisions-index.ts), and no document
// or comment names a record that does not exist.
const folder = path.resolve("docs/decisions");
const records = readdirSync(folder).filter((name) => /^\d{4}-.*\.md$/.test(name));
const numbers = new Set(records.map((name) => name.slice(0, 4)));

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes("node_modules") && !file.endsWith(".generated.ts"));
}

describe("decision records", () => {
  it("are each in the index, by number and file", () => {
    const index = readFileSync(path.join(folder, "README.md"), "utf8");
    const missing = records.filter((name) => !index.includes(`\n| [${name.slice(0, 4)}](${name}) |`));
    expect(missing).toEqual([]);
  });

  it("are named only by numbers that exist", () => {
    const sources = [
      ...filesUnder("docs", /\.md$/),
      ...filesUnder("app", /\.tsx?$/),
      ...filesUnder("provider-api", /\.ts$/),
      ...filesUnder("scripts", /\.tsx?$/),
      ...filesUnder("tests", /\.ts$/),
      "README.md",
      "server.ts",
    ];
    const dangling: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, "utf8");
      // "decision NNNN", "decisions NNNN and NNNN", "ADR NNNN".
      for (const match of text.matchAll(/\b(?:decisions?|ADRs?)\s+((?:\d{4}(?:,\s*|\s+and\s+|\s*\/\s*)?)+)/gi)) {
        for (const number of match[1].match(/\d{4}/g) ?? []) {
          if (!numbers.has(number)) dangling.push(`${file}: ${number}`);
        }
      }
    }
    expect(dangling).toEqual([]);
  });
});
