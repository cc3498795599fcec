import { readFileSync } from "node:fs";
import { parseEnv as parseEnvFile } from "node:util";

import { describe, expect, it } from "vitest";

import { envWarnings, KNOWN_VARIABLES, parseEnv, PROVIDER_VARIABLES, publicEnv, typoWarnings } from "./env.server";

const SECRET = "x".repeat(40);
/** A production configuration that starts. */
const PRODUCTION = {
  NODE_ENV: "production",
  PUBLIC_ORIGIN: "https://pay.example.com.au",
  SESSION_SECRET: SECRET,
  PROVIDER_API_URL: "https://api.provider.example",
};

/** The lines of the refusal, or [] when the configuration starts. */
function refusal(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
    return [];
  } catch (error) {
    return (error as Error).message.split("\n");
  }
}

describe("environment", () => {
  it("has the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      PROVIDER_API_PORT: 3001,
      NODE_ENV: "development",
      APP_ENV: "qa",
      PROVIDER_TIMEOUT_MS: 8000,
      TRUST_PROXY: ["loopback"],
      FORM_ACTION_ORIGINS: [],
      KEEP_ALIVE_TIMEOUT_MS: 65_000,
      HEADERS_TIMEOUT_MS: 66_000,
    });
    expect(env.SESSION_SECRETS).toHaveLength(1);
    expect(env.SESSION_SECRETS[0].length).toBeGreaterThanOrEqual(32);
  });

  it("is production's APP_ENV only when NODE_ENV=production says so", () => {
    expect(parseEnv(PRODUCTION).APP_ENV).toBe("production");
    expect(parseEnv({ ...PRODUCTION, APP_ENV: "sandbox" }).APP_ENV).toBe("sandbox");
    expect(parseEnv({ NODE_ENV: "test" }).APP_ENV).toBe("qa");
  });

  it("takes several session secrets, newest first, each long enough", () => {
    const newest = "n".repeat(32);
    const older = "o".repeat(40);
    expect(parseEnv({ SESSION_SECRET: ` ${newest} , ${older} ` }).SESSION_SECRETS).toEqual([newest, older]);
    const lines = refusal({ SESSION_SECRET: `${newest},short-secret-value` });
    expect(lines).toEqual([
      "SESSION_SECRET: each secret must be at least 32 characters (one has 18); make one with openssl rand -hex 32",
    ]);
  });

  it("explains a bad value in one line naming the variable and what was read", () => {
    expect(refusal({ TAG_MANAGER_ID: "UA-123" })).toEqual([
      "TAG_MANAGER_ID: must look like GTM-XXXXXXX or G-XXXXXXXXXX (got UA-123)",
    ]);
    expect(refusal({ APP_ENV: "staging" })).toEqual(["APP_ENV: must be one of qa, sandbox, production (got staging)"]);
    expect(refusal({ PORT: "abc" })).toEqual(["PORT: must be a whole number from 0 to 65535 (got abc)"]);
    expect(refusal({ PROVIDER_TIMEOUT_MS: "5" })).toEqual([
      "PROVIDER_TIMEOUT_MS: must be a whole number from 100 to 60000 (got 5)",
    ]);
    expect(refusal({ PROVIDER_API_URL: "not a url" })).toEqual([
      "PROVIDER_API_URL: must be an absolute http:// or https:// URL such as https://api.provider.example (got not a url)",
    ]);
    expect(refusal({ SENTRY_TRACES_SAMPLE_RATE: "2" })).toEqual([
      "SENTRY_TRACES_SAMPLE_RATE: must be a share from 0 to 1, such as 0.05 (got 2)",
    ]);
    expect(parseEnv({ SENTRY_TRACES_SAMPLE_RATE: "0.05" }).SENTRY_TRACES_SAMPLE_RATE).toBe(0.05);
  });

  it("tells every problem at once, one line each, and never a secret's value", () => {
    const lines = refusal({
      NODE_ENV: "production",
      PORT: "abc",
      TAG_MANAGER_ID: "UA-123",
      SESSION_SECRET: "hunter2-is-my-secret",
      SENTRY_DSN: "nope-key",
      PUBLIC_ORIGIN: "http://pay.example.com.au",
    });
    expect(lines).toHaveLength(6);
    expect(lines.map((line) => line.split(":")[0]).sort()).toEqual(
      ["PORT", "TAG_MANAGER_ID", "SESSION_SECRET", "SENTRY_DSN", "PUBLIC_ORIGIN", "PROVIDER_API_URL"].sort(),
    );
    expect(lines.join("\n")).not.toMatch(/hunter2|nope-key/);
  });

  it("tells a refused value once, not again through a rule that reads it", () => {
    expect(refusal({ ...PRODUCTION, PUBLIC_ORIGIN: "pay.example.com.au" })).toEqual([
      "PUBLIC_ORIGIN: must be the portal's public origin only (scheme, host and port), such as https://pay.example.com.au (got pay.example.com.au)",
    ]);
    expect(refusal({ KEEP_ALIVE_TIMEOUT_MS: "abc" })).toEqual([
      "KEEP_ALIVE_TIMEOUT_MS: must be a whole number from 1000 to 600000 (got abc)",
    ]);
  });

  it("keeps a refused value on its one line", () => {
    expect(refusal({ RELEASE: "1.0\nat Object.<anonymous>" })).toEqual([
      "RELEASE: must be a word such as 1.4.2 or a git sha (got 1.0 at Object.<anonymous>)",
    ]);
  });

  describe("in production", () => {
    it("starts with an https origin, a secret and a provider", () => {
      expect(refusal(PRODUCTION)).toEqual([]);
      expect(refusal({ ...PRODUCTION, NODE_ENV: "test", APP_ENV: "qa" })).toEqual([]);
    });

    it("requires the public origin, the session secret and the provider", () => {
      expect(refusal({ NODE_ENV: "production" })).toEqual([
        "PUBLIC_ORIGIN: is required in production: the address payers open, such as https://pay.example.com.au",
        "SESSION_SECRET: is required in production: at least 32 characters, made with openssl rand -hex 32",
        "PROVIDER_API_URL: is required in production: the provider's base URL (the embedded demo provider never runs there)",
      ]);
    });

    it("requires https for the public origin, but for loopback", () => {
      expect(refusal({ ...PRODUCTION, PUBLIC_ORIGIN: "http://pay.example.com.au" })).toEqual([
        "PUBLIC_ORIGIN: must be https:// in production (got http://pay.example.com.au)",
      ]);
      for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
        expect(refusal({ ...PRODUCTION, PUBLIC_ORIGIN: origin }), origin).toEqual([]);
      }
      expect(refusal({ ...PRODUCTION, PUBLIC_ORIGIN: "http://localhost.example.com" })).toHaveLength(1);
    });

    it("takes an http provider on the internal network", () => {
      expect(parseEnv({ ...PRODUCTION, PROVIDER_API_URL: "http://provider.internal:3001" }).PROVIDER_API_URL).toBe(
        "http://provider.internal:3001",
      );
    });

    it("is what APP_ENV=production says too, and needs NODE_ENV=production with it", () => {
      const { NODE_ENV: _, ...withoutNodeEnv } = PRODUCTION;
      expect(refusal({ ...withoutNodeEnv, APP_ENV: "production" })).toEqual([
        "APP_ENV: production runs only with NODE_ENV=production (got NODE_ENV=development)",
      ]);
      expect(refusal({ APP_ENV: "production", NODE_ENV: "test" })).toContain(
        "APP_ENV: production runs only with NODE_ENV=production (got NODE_ENV=test)",
      );
      expect(refusal({ APP_ENV: "production", NODE_ENV: "test" })).toContain(
        "PROVIDER_API_URL: is required in production: the provider's base URL (the embedded demo provider never runs there)",
      );
    });
  });

  describe("TRUST_PROXY", () => {
    const trust = (value: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;

    it("takes a number of proxies as a number, never as the address 0.0.0.1", () => {
      expect(trust("1")).toBe(1);
      expect(trust(" 2 ")).toBe(2);
      expect(trust("0")).toBe(0);
    });

    it("takes range names, addresses and CIDRs, mixed", () => {
      expect(trust("loopback")).toEqual(["loopback"]);
      expect(trust("linklocal, uniquelocal")).toEqual(["linklocal", "uniquelocal"]);
      expect(trust("10.0.0.0/8, 203.0.113.7,loopback")).toEqual(["10.0.0.0/8", "203.0.113.7", "loopback"]);
      expect(trust("fd00::/8,::1,2001:db8::1/128")).toEqual(["fd00::/8", "::1", "2001:db8::1/128"]);
      expect(trust("0.0.0.0/0")).toEqual(["0.0.0.0/0"]);
    });

    it("refuses true and false, saying why and what to write", () => {
      const [line] = refusal({ TRUST_PROXY: "true" });
      expect(line).toMatch(/^TRUST_PROXY: "true" is refused: true would trust every client to choose its own address/);
      expect(line).toContain("write the number of proxies in front (e.g. 1)");
      expect(refusal({ TRUST_PROXY: "false" })).toHaveLength(1);
    });

    it("refuses what is not an address, a CIDR or a range name", () => {
      for (const value of ["10.0.0.0/33", "fd00::/129", "10.0.0/8", "10.0.0.0/8/1", "lan", "10.0.0.1,,10.0.0.2", "20", "1.5"]) {
        const lines = refusal({ TRUST_PROXY: value });
        expect(lines, value).toHaveLength(1);
        expect(lines[0], value).toMatch(/^TRUST_PROXY: .*write the number of proxies in front/);
      }
    });
  });

  it("refuses a headers time-out not longer than keep-alive's", () => {
    expect(refusal({ KEEP_ALIVE_TIMEOUT_MS: "65000", HEADERS_TIMEOUT_MS: "65000" })).toEqual([
      "HEADERS_TIMEOUT_MS: must be longer than KEEP_ALIVE_TIMEOUT_MS (65000), as Node requires (got 65000)",
    ]);
    expect(refusal({ KEEP_ALIVE_TIMEOUT_MS: "5000", HEADERS_TIMEOUT_MS: "6000" })).toEqual([]);
  });

  it("reads FORM_ACTION_ORIGINS as origins, https in production", () => {
    expect(parseEnv({ FORM_ACTION_ORIGINS: "https://pay.gateway.example/, http://localhost:4000" }).FORM_ACTION_ORIGINS).toEqual([
      "https://pay.gateway.example",
      "http://localhost:4000",
    ]);
    expect(refusal({ FORM_ACTION_ORIGINS: "https://pay.gateway.example/checkout, sign.example" })).toEqual([
      "FORM_ACTION_ORIGINS: must be origins only (scheme, host and port), comma-separated, such as https://pay.gateway.example (got https://pay.gateway.example/checkout, sign.example)",
    ]);
    expect(refusal({ ...PRODUCTION, FORM_ACTION_ORIGINS: "https://pay.gateway.example, http://sign.example" })).toEqual([
      "FORM_ACTION_ORIGINS: must be https:// in production (got http://sign.example)",
    ]);
  });

  it("builds public URLs from a configured origin", () => {
    expect(parseEnv({ PORT: "3100" }).PUBLIC_ORIGIN).toBe("http://localhost:3100");
    expect(parseEnv({ PUBLIC_ORIGIN: "https://pay.example.com.au/" }).PUBLIC_ORIGIN).toBe("https://pay.example.com.au");
    expect(refusal({ PUBLIC_ORIGIN: "https://pay.example.com.au/z" })).toEqual([
      "PUBLIC_ORIGIN: must be the portal's public origin only (scheme, host and port), such as https://pay.example.com.au (got https://pay.example.com.au/z)",
    ]);
    expect(refusal({ PUBLIC_ORIGIN: "javascript:alert(1)" })).toHaveLength(1);
  });

  it("treats blank values as unset", () => {
    expect(parseEnv({ TAG_MANAGER_ID: "", PORT: " " }).PORT).toBe(3000);
  });

  it("shows the browser only the allow-list", () => {
    const env = parseEnv({ SESSION_SECRET: SECRET, GA4_API_SECRET: "secret", TAG_MANAGER_ID: "GTM-AB12" });
    const visible = publicEnv(env);
    expect(Object.keys(visible).sort()).toEqual(
      ["APP_ENV", "PRODUCT_NAME", "SENTRY_DSN", "SUPPORT_EMAIL", "SUPPORT_PHONE", "TAG_MANAGER_ID"].sort(),
    );
    expect(JSON.stringify(visible)).not.toContain("secret");
  });
});

describe("warnings at start", () => {
  const quiet = parseEnv({ SESSION_SECRET: SECRET });

  it("say nothing of a sound configuration", () => {
    expect(envWarnings(quiet)).toEqual([]);
    expect(typoWarnings(["PATH", "HOME", "SESSION_SECRET", "NODE_OPTIONS", "HOSTNAME"])).toEqual([]);
  });

  it("warn of the development secret", () => {
    expect(envWarnings(parseEnv({}))).toEqual([
      "SESSION_SECRET: not set, so a development-only default is used; set it before deploying",
    ]);
  });

  it("warn when the grace is not longer than three provider calls", () => {
    expect(envWarnings(parseEnv({ SESSION_SECRET: SECRET, PROVIDER_TIMEOUT_MS: "10000" }))).toEqual([
      "SHUTDOWN_GRACE_MS: 30000 is not longer than the longest request (3 provider calls × PROVIDER_TIMEOUT_MS = 30000); such a request is cut at shutdown",
    ]);
    expect(envWarnings(parseEnv({ SESSION_SECRET: SECRET, PROVIDER_TIMEOUT_MS: "9000" }))).toEqual([]);
  });

  it("name a variable that looks like a misspelt setting, and the one meant, never its value", () => {
    expect(typoWarnings(["SESSION_SECRETS", "PROVIDER_TIMEOUT", "PUBLC_ORIGIN", "STAF_API_KEY", "MALLOC_ARENA_MAXX"])).toEqual([
      "SESSION_SECRETS: not a setting of the portal or its provider, so it is ignored; did you mean SESSION_SECRET?",
      "PROVIDER_TIMEOUT: not a setting of the portal or its provider, so it is ignored; did you mean PROVIDER_TIMEOUT_MS?",
      "PUBLC_ORIGIN: not a setting of the portal or its provider, so it is ignored; did you mean PUBLIC_ORIGIN?",
      "STAF_API_KEY: not a setting of the portal or its provider, so it is ignored; did you mean STAFF_API_KEY?",
      "MALLOC_ARENA_MAXX: not a setting of the portal or its provider, so it is ignored; did you mean MALLOC_ARENA_MAX?",
    ]);
  });

  it("know the embedded provider's variables as settings", () => {
    expect(KNOWN_VARIABLES).toEqual(expect.arrayContaining([...PROVIDER_VARIABLES, "PUBLIC_ORIGIN", "TRUST_PROXY"]));
    expect(typoWarnings(PROVIDER_VARIABLES)).toEqual([]);
  });
});

describe("the documentation of the settings", () => {
  const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");

  it(".env.example names every variable of the portal, and starts as it is", () => {
    const example = read(".env.example");
    const listed = parseEnvFile(example);
    const portalOwn = KNOWN_VARIABLES.filter((name) => !PROVIDER_VARIABLES.includes(name as never) || name === "NODE_ENV");
    expect(portalOwn.filter((name) => !(name in listed) && !example.includes(`# ${name}=`))).toEqual([]);
    expect(() => parseEnv(listed)).not.toThrow();
  });

  it("docs/configuration.md has a row for every variable of the portal and the provider", () => {
    const rows = read("docs/configuration.md")
      .split("\n")
      .filter((line) => line.startsWith("| `"));
    expect(KNOWN_VARIABLES.filter((name) => !rows.some((row) => row.startsWith(`| \`${name}\``)))).toEqual([]);
  });
});
