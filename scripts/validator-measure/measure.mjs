// Measures what each validator + conform adapter adds to a step page's browser
// code (docs/decisions/0272-validator-measured.md). From the repository root:
//   node scripts/validator-measure/measure.mjs
// valibot and zod 4 are not dependencies of the app: their variants need the
// scratch installs described in variants.mjs (and are skipped without them).
// Each entry is bundled as the Remix compiler bundles a page's client code
// (esbuild, minified ESM for the browser) and gzipped at level 9. The app's own
// helpers are external in every build, and so is @conform-to/dom in the main
// figures: the page ships it anyway with @conform-to/react's useForm.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import * as esbuild from "esbuild";

import { variants } from "./variants.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const out = process.env.OUT ?? "/tmp/validator-measure-out";
mkdirSync(out, { recursive: true });

async function build(variant, { constraint = false, dom = false } = {}) {
  const external = ["./helpers"];
  if (!dom) external.push("@conform-to/dom", "@conform-to/dom/future");
  const result = await esbuild.build({
    entryPoints: [join(here, variant.entry)],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    define: { WITH_CONSTRAINT: String(constraint) },
    external,
    plugins: variant.plugins ?? [],
    metafile: true,
    write: false,
    logLevel: "warning",
  });
  const code = result.outputFiles[0].contents;
  const name = `${variant.name}${constraint ? "-constraint" : ""}${dom ? "-dom" : ""}`;
  writeFileSync(join(out, `${name}.js`), code);
  writeFileSync(join(out, `${name}.meta.json`), JSON.stringify(result.metafile));
  const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length, brotli, metafile: result.metafile };
}

/** Minified bytes by package (or zod's sub-build), before gzip. */
function byPackage(metafile) {
  const by = {};
  for (const [path, { bytesInOutput }] of Object.entries(Object.values(metafile.outputs)[0].inputs)) {
    const match = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/dist\/esm\/(v[34](?:\/[a-z]+)?))?/);
    const key = match ? match[1] + (match[2] ? "/" + match[2] : "") : "entry + schemas";
    if (bytesInOutput) by[key] = (by[key] ?? 0) + bytesInOutput;
  }
  return by;
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const rows = [];
for (const variant of variants) {
  const parse = await build(variant);
  const constraint = await build(variant, { constraint: true });
  const dom = await build(variant, { dom: true });
  rows.push({ variant, parse, constraint, dom });
}
const today = rows[0].parse.gzip;
console.log(
  "| Variant | parse: min | parse: gzip | Δ gzip vs today | parse: brotli | + constraint: gzip | parse incl. @conform-to/dom: gzip |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const { variant, parse, constraint, dom } of rows) {
  const delta = parse.gzip - today;
  console.log(
    `| ${variant.label} | ${parse.min} | ${parse.gzip} | ${delta > 0 ? "+" : ""}${kb(delta)} KB | ${parse.brotli} | ${constraint.gzip} | ${dom.gzip} |`,
  );
}
console.log("\nMinified bytes by package (parse only, @conform-to/dom external):");
for (const { variant, parse } of rows) console.log(`- ${variant.name}: ${JSON.stringify(byPackage(parse.metafile))}`);
