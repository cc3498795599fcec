/**
 * After `remix vite:build`: writes a gzip and a brotli (quality 11) copy beside each
 * script and stylesheet in build/client (served at /build/), which server.ts serves with
 * express-static-gzip to a browser that accepts them (decision 0090). The build's
 * files never change once named, so they are compressed once, as hard as the
 * formats allow, instead of on every request at the compression middleware's
 * level 6; and the many chunks under 1 KB, which that middleware sends as they
 * are, go compressed too. A copy that is not smaller than its file is not kept.
 *
 * The gzip copy is Zopfli's (@gfx/zopfli, Google's compressor built to
 * WebAssembly): a gzip stream any browser reads, about 2.5 % smaller than zlib's
 * level 9, for some 20 s more per build (decision 0282).
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

import { gzipAsync } from "@gfx/zopfli";

const BUILD = path.resolve("build/client");
const COMPRESSIBLE = /\.(js|css|map|svg|json)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

const encodings = [
  // 15 iterations, Zopfli's own default: more took 0.04 KB more off a step page.
  { suffix: ".gz", encode: (data: Buffer) => gzipAsync(data, { numiterations: 15 }) },
  {
    suffix: ".br",
    encode: async (data: Buffer) =>
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
  },
];

let files = 0;
let plain = 0;
let gzipped = 0;
for (const file of filesUnder(BUILD).filter((name) => COMPRESSIBLE.test(name))) {
  const data = readFileSync(file);
  files += 1;
  plain += data.length;
  for (const { suffix, encode } of encodings) {
    const encoded = await encode(data);
    if (encoded.length < data.length) writeFileSync(file + suffix, encoded);
    else rmSync(file + suffix, { force: true });
    if (suffix === ".gz") gzipped += Math.min(encoded.length, data.length);
  }
}
console.log(
  `precompressed ${files} files in build/client: ${(plain / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzip`,
);
