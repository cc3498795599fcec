import { describe, expect, it } from "vitest";

import { likelyTypos } from "./env-typos";

const KNOWN = ["SESSION_SECRET", "PROVIDER_TIMEOUT_MS", "PUBLIC_ORIGIN", "HOST", "PORT", "KEEP_ALIVE_TIMEOUT_MS", "NODE_ENV"];

describe("likely typos of a setting's name", () => {
  it("names a misspelt setting and the one meant", () => {
    expect(likelyTypos(["SESSION_SECRETS", "PUBLC_ORIGIN", "PUBLIC_ORIGNI"], KNOWN)).toEqual([
      { name: "SESSION_SECRETS", intended: "SESSION_SECRET" },
      { name: "PUBLC_ORIGIN", intended: "PUBLIC_ORIGIN" },
      { name: "PUBLIC_ORIGNI", intended: "PUBLIC_ORIGIN" },
    ]);
  });

  it("sees a unit left off or spelt out", () => {
    expect(likelyTypos(["PROVIDER_TIMEOUT", "KEEP_ALIVE_TIMEOUT_SECONDS"], KNOWN)).toEqual([
      { name: "PROVIDER_TIMEOUT", intended: "PROVIDER_TIMEOUT_MS" },
      { name: "KEEP_ALIVE_TIMEOUT_SECONDS", intended: "KEEP_ALIVE_TIMEOUT_MS" },
    ]);
  });

  it("allows one slip only in a short name, so the shell's own variables pass", () => {
    expect(likelyTypos(["HOME", "PATH", "TERM", "USER", "PWD", "HOSTNAME", "NODE_PATH"], KNOWN)).toEqual([]);
    expect(likelyTypos(["PORTS", "HOSTS"], KNOWN)).toEqual([
      { name: "PORTS", intended: "PORT" },
      { name: "HOSTS", intended: "HOST" },
    ]);
  });

  it("passes the known names and names not written as settings", () => {
    expect(likelyTypos([...KNOWN, "session_secret", "Session_Secret", "npm_config_cache"], KNOWN)).toEqual([]);
  });
});
