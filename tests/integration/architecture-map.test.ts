import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// ARCHITECTURE.md is the map a newcomer follows from the request to the 303: a file
// moved, a function renamed or a decision renumbered must not leave it pointing at
// nothing.
const map = readFileSync("ARCHITECTURE.md", "utf8");
const quoted = [...map.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes("node_modules"));
}

const sources = [...filesUnder("app"), ...filesUnder("provider-api"), "server.ts", "remix-options.ts"];
const sourceText = sources.map((file) => readFileSync(file, "utf8")).join("\n");

/** `form.server.ts` and `app/steps/<step>/route.tsx` name a file by the end of its path. */
function namesAFile(name: string): boolean {
  if (existsSync(name)) return true;
  const pattern = new RegExp(`(^|/)${name.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/<[a-z]+>/g, "[^/]+")}$`);
  return sources.some((file) => pattern.test(file.split(path.sep).join("/")));
}

describe("ARCHITECTURE.md", () => {
  it("names only files that exist", () => {
    const files = quoted.filter((name) => /^[\w./<>-]+\.(ts|tsx)$/.test(name));
    expect(files.length).toBeGreaterThan(30);
    expect(files.filter((name) => !namesAFile(name))).toEqual([]);
  });

  it("names only functions and fields the code has", () => {
    const identifiers = quoted
      .map((name) => name.replace(/\(\)$/, ""))
      .filter((name) => /^[a-z][a-zA-Z]+$/.test(name) && /[A-Z]/.test(name));
    expect(identifiers.length).toBeGreaterThan(40);
    expect(identifiers.filter((name) => !new RegExp(`\\b${name}\\b`).test(sourceText))).toEqual([]);
  });

  it("names only decisions that exist", () => {
    const records = new Set(readdirSync("docs/decisions").map((name) => name.slice(0, 4)));
    const named = [...map.matchAll(/decisions? (\d{4})(?: and (\d{4}))?/g)].flatMap((match) => match.slice(1).filter(Boolean));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((number) => !records.has(number))).toEqual([]);
  });
});
