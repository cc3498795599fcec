// The Dockerfile's runtime stage, read as instructions, so a test can carry out the
// very commands the image runs (no registry is reachable from CI to build it).
import { readFileSync } from "node:fs";
import path from "node:path";

import { ROOT } from "./support";

export interface RuntimeStage {
  env: Record<string, string>;
  /** Each COPY of the build context: its sources and destination. */
  copies: { from: string | null; sources: string[]; destination: string }[];
  /** Each RUN's shell command, without BuildKit's own options (--mount). */
  runs: string[];
  cmd: string[];
  user: string | null;
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(text: string): { keyword: string; rest: string }[] {
  const lines = text
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  return lines.map((line) => {
    const [keyword, ...rest] = line.split(/\s+/);
    return { keyword: keyword.toUpperCase(), rest: rest.join(" ") };
  });
}

export function runtimeStage(file = path.join(ROOT, "Dockerfile")): RuntimeStage {
  const all = instructions(readFileSync(file, "utf8"));
  const lastFrom = all.map((i) => i.keyword).lastIndexOf("FROM");
  const stage: RuntimeStage = { env: {}, copies: [], runs: [], cmd: [], user: null };
  for (const { keyword, rest } of all.slice(lastFrom + 1)) {
    if (keyword === "ENV") {
      for (const pair of rest.split(/\s+/)) {
        const at = pair.indexOf("=");
        stage.env[pair.slice(0, at)] = pair.slice(at + 1);
      }
    } else if (keyword === "COPY") {
      const words = rest.split(/\s+/);
      const from = words.find((word) => word.startsWith("--from="))?.slice("--from=".length) ?? null;
      const paths = words.filter((word) => !word.startsWith("--"));
      stage.copies.push({ from, sources: paths.slice(0, -1), destination: paths[paths.length - 1] });
    } else if (keyword === "RUN") {
      stage.runs.push(rest.replace(/^(--\S+\s+)+/, ""));
    } else if (keyword === "CMD") {
      stage.cmd = JSON.parse(rest) as string[];
    } else if (keyword === "USER") {
      stage.user = rest;
    }
  }
  return stage;
}
