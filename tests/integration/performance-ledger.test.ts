import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// The performance ledger (docs/performance-ledger.md) names the code of each
// optimisation, what guards it and the record that measured it. A file moved or a
// record renamed would leave it pointing at nothing: every path it names in
// backquotes, every record it links and every `BENCH_ONLY` part it cites must exist.
const ledgerFile = path.resolve("docs/performance-ledger.md");
const ledger = readFileSync(ledgerFile, "utf8");

/** Backquoted names that are files of the repository: a folder and an extension, or a file at its root. */
function namedFiles(text: string): string[] {
  const names = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]);
  return names.filter(
    (name) => /^[\w.@+-]+(\/[\w.@+-]+)+\.\w+$/.test(name) || /^(?:[\w.-]+\.(?:ts|tsx|json|md)|Dockerfile)$/.test(name),
  );
}

describe("the performance ledger", () => {
  it("names only files that exist", () => {
    const files = namedFiles(ledger);
    // The patches, the collector, the chunking, the guards: a ledger naming none is broken.
    expect(files.length).toBeGreaterThan(40);
    expect(files.filter((file) => !existsSync(path.resolve(file)))).toEqual([]);
  });

  it("names every patch in patches/", () => {
    const patches = readdirSync("patches").map((name) => `patches/${name}`);
    expect(patches.filter((patch) => !ledger.includes(`\`${patch}\``))).toEqual([]);
  });

  it("links only records that exist, each by its own number", () => {
    const links = [...ledger.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)];
    expect(links.length).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const [, text, target] of links) {
      if (!existsSync(path.resolve(path.dirname(ledgerFile), target))) broken.push(target);
      const number = /^\d{4}$/.test(text) ? text : null;
      if (number && !path.basename(target).startsWith(`${number}-`)) broken.push(`[${text}](${target})`);
    }
    expect(broken).toEqual([]);
  });

  it("is linked from the decisions index and the architecture page", () => {
    expect(readFileSync("docs/decisions/README.md", "utf8")).toContain("](../performance-ledger.md)");
    expect(readFileSync("ARCHITECTURE.md", "utf8")).toContain("](docs/performance-ledger.md)");
  });

  it("cites only parts the bench has", () => {
    const bench = readFileSync("scripts/bench.ts", "utf8");
    const parts = new Set([...bench.matchAll(/measures\("([\w-]+)"\)/g)].map((match) => match[1]));
    const cited = [...ledger.matchAll(/BENCH_ONLY=([\w-]+)/g)].map((match) => match[1]);
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((part) => !parts.has(part))).toEqual([]);
  });
});
