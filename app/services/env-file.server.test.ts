import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { loadDotEnvFile } from "./env-file.server";

const KEYS = ["ENV_FILE_TEST_FROM_FILE", "ENV_FILE_TEST_SET", "ENV_FILE_TEST_BLANK"];
let dir: string | undefined;

afterEach(() => {
  for (const key of KEYS) delete process.env[key];
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe(".env", () => {
  it("adds the file's variables, and the environment's own values win", () => {
    dir = mkdtempSync(path.join(tmpdir(), "env-file-"));
    writeFileSync(
      path.join(dir, ".env"),
      "# a comment\nENV_FILE_TEST_FROM_FILE=from file\nENV_FILE_TEST_SET=from file\nENV_FILE_TEST_BLANK=from file\n",
    );
    process.env.ENV_FILE_TEST_SET = "from the environment";
    process.env.ENV_FILE_TEST_BLANK = "";
    expect(loadDotEnvFile(dir)).toBe(path.join(dir, ".env"));
    expect(process.env.ENV_FILE_TEST_FROM_FILE).toBe("from file");
    expect(process.env.ENV_FILE_TEST_SET).toBe("from the environment");
    // Set, even if blank, is the environment's word: PROVIDER_API_URL= asks for the embedded provider.
    expect(process.env.ENV_FILE_TEST_BLANK).toBe("");
  });

  it("is optional", () => {
    dir = mkdtempSync(path.join(tmpdir(), "env-file-"));
    expect(loadDotEnvFile(dir)).toBeNull();
  });
});
