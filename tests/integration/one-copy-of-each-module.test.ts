import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import ts from "typescript";
import { describe, expect, it } from "vitest";

// server.ts starts the portal from the Remix build alone (decision 0210): a module of
// app/ it imported itself, or one preloaded with `--import`, would be a second copy
// beside the build's, with its own environment, session keys and caches.
const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (file: string) => readFileSync(join(root, file), "utf8");

/** Each import of a file: its specifier, and whether it brings only types. */
function importsOf(file: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.importClause?.isTypeOnly ?? false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      found.push({ specifier: argument && ts.isStringLiteralLike(argument) ? argument.text : "(computed)", typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("one copy of each server module", () => {
  it("server.ts loads no module of app/ but through the build", () => {
    const loaded = importsOf("server.ts").filter(({ typeOnly }) => !typeOnly);
    expect(loaded.filter(({ specifier }) => /^(\.\/)?(app|~)\//.test(specifier))).toEqual([]);
    // The build and the embedded demo provider, each by its computed file URL: the provider
    // stays out of the bundle build/server.js (decision 0320).
    expect(loaded.map(({ specifier }) => specifier).filter((specifier) => specifier.startsWith("."))).toEqual([]);
    expect(loaded.some(({ specifier }) => specifier === "(computed)")).toBe(true);
  });

  it("no script starts the process with a module of app/ preloaded", () => {
    const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
    const commands = [...Object.values(scripts), read("playwright.config.ts")];
    expect(commands.filter((command) => /--(import|require)[= ]+\S*app\//.test(command))).toEqual([]);
  });

  it("the build's entry module hands server.ts all it starts the portal with", () => {
    const exported = importsOf("app/entry.server.tsx")
      .filter(({ specifier }) => specifier.startsWith("./services/"))
      .map(({ specifier }) => specifier);
    expect(exported).toEqual(
      expect.arrayContaining(["./services/env.server", "./services/instrument.server", "./services/portal-app.server"]),
    );
  });
});
