import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

// The portal and the reference provider API are two npm workspace packages that meet
// only over HTTP (decisions 0002 and 0104): neither imports the other's modules (but
// server.ts starts the embedded provider through `import("./provider-api/index")`),
// and each names in its own package.json every package its code imports.
const root = fileURLToPath(new URL("../..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(sep).includes("node_modules"));
}

/** Every module specifier of a file: static and dynamic imports, re-exports. */
function specifiers(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const found = new Set<string>();
  for (const pattern of [
    /\bfrom\s+["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /^\s*import\s+["']([^"']+)["']/gm,
  ]) {
    for (const match of text.matchAll(pattern)) found.add(match[1]);
  }
  return [...found];
}

/** The file or folder a relative (or `~/`) specifier points at, relative to the repository. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return join("app", specifier.slice(2));
  if (specifier.startsWith(".")) return relative(root, resolve(root, dirname(file), specifier));
  return null;
}

const isBuiltin = (specifier: string) => specifier.startsWith("node:") || builtinModules.includes(specifier);
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

function manifest(dir: string): { dependencies: Record<string, string>; devDependencies: Record<string, string> } {
  return JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes(`${sep}tests${sep}`);
const isInside = (path: string, dir: string) => path === dir || path.startsWith(`${dir}${sep}`);
const providerFiles = sources("provider-api");
const portalFiles = [...sources("app"), "server.ts"];

describe("package boundaries", () => {
  it("provider-api imports nothing outside provider-api/", () => {
    const crossing = providerFiles.flatMap((file) =>
      specifiers(file)
        .filter((specifier) => {
          const path = target(file, specifier);
          return path !== null && !isInside(path, "provider-api");
        })
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(crossing).toEqual([]);
  });

  it("the portal imports nothing from provider-api/ but server.ts's start of the embedded provider", () => {
    const crossing = portalFiles.flatMap((file) =>
      specifiers(file)
        .filter((specifier) => {
          const path = target(file, specifier);
          return (path !== null && isInside(path, "provider-api")) || packageOf(specifier) === "provider-api";
        })
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(crossing).toEqual(["server.ts: ./provider-api/index"]);
  });

  it("provider-api's package.json lists every package its code imports", () => {
    const { dependencies, devDependencies } = manifest("provider-api");
    const missing = providerFiles.flatMap((file) =>
      specifiers(file)
        .filter((specifier) => target(file, specifier) === null && !isBuiltin(specifier))
        .map(packageOf)
        .filter((name) => !(name in dependencies) && !(isTest(file) && name in devDependencies))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("the portal's package.json lists every package its runtime code imports, and none only the provider uses", () => {
    const { dependencies } = manifest(".");
    const runtime = portalFiles.filter((file) => !isTest(file));
    const missing = runtime.flatMap((file) =>
      specifiers(file)
        .filter((specifier) => target(file, specifier) === null && !isBuiltin(specifier))
        .map(packageOf)
        .filter((name) => !(name in dependencies))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
    const providerOnly = Object.keys(manifest("provider-api").dependencies).filter(
      (name) => name in dependencies && !runtime.some((file) => specifiers(file).some((s) => packageOf(s) === name)),
    );
    expect(providerOnly).toEqual([]);
  });
});
