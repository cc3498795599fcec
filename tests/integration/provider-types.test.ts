import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import { afterAll, describe, expect, it } from "vitest";

// app/domain/provider-api.generated.ts must be exactly what `npm run
// generate:provider-types` makes from provider-api/openapi.yaml today: the same
// command (openapi-typescript's own CLI, the version package.json pins) is run into
// a temporary file and the two are compared (decision 0104).
const root = fileURLToPath(new URL("../..", import.meta.url));
const committed = join(root, "app/domain/provider-api.generated.ts");
const openapi = join(root, "provider-api/openapi.yaml");
const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve("openapi-typescript/package.json")), "bin/cli.js");
const scratch = mkdtempSync(join(tmpdir(), "provider-types-"));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the generated provider types", () => {
  it("are the ones npm run generate:provider-types makes from provider-api/openapi.yaml", async () => {
    const script = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts["generate:provider-types"];
    expect(script).toBe("openapi-typescript provider-api/openapi.yaml --output app/domain/provider-api.generated.ts");

    const fresh = join(scratch, "provider-api.generated.ts");
    await promisify(execFile)(process.execPath, [cli, openapi, "--output", fresh], { cwd: root });
    const message =
      "app/domain/provider-api.generated.ts differs from provider-api/openapi.yaml: run `npm run generate:provider-types` and commit the result";
    expect(readFileSync(committed, "utf8"), message).toBe(readFileSync(fresh, "utf8"));
  });
});
