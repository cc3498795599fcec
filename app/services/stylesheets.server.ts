import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The browser's files: the server build runs from build/server/index.js, beside build/client/. */
const ASSETS_DIR = fileURLToPath(new URL("../client/", import.meta.url));
const BUILT_STYLESHEET = /^\/build\/_assets\/[\w-]+\.css$/;
const rulesByHref = new Map<string, string>();

/**
 * The rules of one of the build's stylesheets, read once per process (its name holds
 * its hash, so it never changes under the same address). Only the build's own
 * stylesheets are read; any other address has no rules.
 */
export function builtStylesheetRules(href: string): string {
  if (!BUILT_STYLESHEET.test(href)) return "";
  let rules = rulesByHref.get(href);
  if (rules === undefined) {
    rules = readFileSync(path.join(ASSETS_DIR, href.slice("/build/".length)), "utf8");
    rulesByHref.set(href, rules);
  }
  return rules;
}
