/**
 * After `remix build`: writes a gzip (level 9) and a brotli (quality 11) copy
 * beside each script and stylesheet in public/build, which server.ts serves with
 * express-static-gzip to a browser that accepts them (decision 0090). The build's
 * files never change once named, so they are compressed once, as hard as the
 * formats allow, instead of on every request at the compression middleware's
 * level 6; and the many chunks under 1 KB, which that middleware sends as they
 * are, go compressed too. A copy that is not smaller than its file is not kept.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const BUILD = path.resolve("public/build");
const COMPRESSIBLE = /\.(js|css|map|svg|json)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

const encodings = [
  { suffix: ".gz", encode: (data: Buffer) => gzipSync(data, { level: 9 }) },
  {
    suffix: ".br",
    encode: (data: Buffer) =>
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
    const encoded = encode(data);
    if (encoded.length < data.length) writeFileSync(file + suffix, encoded);
    else rmSync(file + suffix, { force: true });
    if (suffix === ".gz") gzipped += Math.min(encoded.length, data.length);
  }
}
console.log(
  `precompressed ${files} files in public/build: ${(plain / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzip`,
);
