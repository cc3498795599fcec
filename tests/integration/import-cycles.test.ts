import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

import ts from "typescript";
import { describe, expect, it } from "vitest";

// No module of the portal or the reference provider reaches itself again through its
// imports (decision 0211). Read from TypeScript's own parse and module resolution
// (the tsconfig's `~/` paths, the provider's `.js` specifiers), counting `import type`
// too: a cycle of types only is still two modules that cannot be read one without the
// other. ESLint's import-x/no-cycle skips type imports and doubled the lint's time;
// the direction of imports is ESLint's (import-x/no-restricted-paths).
const root = fileURLToPath(new URL("../..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(root, file).split(sep).includes("node_modules"));
}

/** Every module specifier a file names: imports and re-exports (type-only too), dynamic imports, `import("…")` types. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The project's module graph: each file to the project files it imports, as TypeScript resolves them. */
function importGraph(files: string[]): Map<string, string[]> {
  const config = ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const inProject = new Set(files);
  return new Map(
    files.map((file) => {
      const targets = specifiers(file)
        .map((specifier) => ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule?.resolvedFileName)
        .filter((target): target is string => target !== undefined && inProject.has(target));
      return [relative(root, file), [...new Set(targets)].map((target) => relative(root, target))];
    }),
  );
}

/** The groups of modules that import one another, round and round (Tarjan's strongly connected components). */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (module: string): void => {
    index.set(module, counter);
    lowest.set(module, counter);
    counter += 1;
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(module, Math.min(lowest.get(module)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(module, Math.min(lowest.get(module)!, index.get(next)!));
      }
    }
    if (lowest.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1 || graph.get(module)?.includes(module)) cycles.push(group.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return cycles;
}

describe("import cycles", () => {
  const graph = importGraph([...sources("app"), ...sources("provider-api"), join(root, "server.ts")]);

  it("finds a cycle of any length, and only the modules on it", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["e"]],
    ]);
    expect(cyclesOf(graph)).toEqual([["a", "b", "c"], ["e"]]);
    expect(
      cyclesOf(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("reads type-only imports, re-exports and dynamic imports as edges", () => {
    expect(graph.get("app/components/step-page.ts")).toContain("app/types/layout-data.ts");
    expect(graph.get("app/steps/mortgage-property/schema.ts")).toContain("app/domain/pay-later-words.ts");
    expect(graph.get("provider-api/seed/demo-data.ts")).toContain("provider-api/seed/scenario-parts.ts");
    expect(graph.get("server.ts")).toContain("provider-api/index.ts");
  });

  it("no module of the portal or the provider imports itself through others", () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(cyclesOf(graph)).toEqual([]);
  });
});
