// What nginx.spec.ts runs: the provider alone, two portals as production runs them
// (node build/server.js), and Debian's nginx in front with docs/nginx/portal.conf,
// only its addresses, ports and paths replaced. Everything on loopback, in a temp dir.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";

import { E2E_PORT_BASE } from "../e2e/support/urls";
import { captureOutput, ROOT, SESSION_SECRET, startProvider, stop, waitForOutput } from "../run/support";

export const NGINX_PORT = E2E_PORT_BASE + 20;
export const PORTAL_PORTS = [E2E_PORT_BASE + 21, E2E_PORT_BASE + 22] as const;
export const ORIGIN = `https://127.0.0.1:${NGINX_PORT}`;
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** docs/nginx/portal.conf for this test: each replacement must find what it replaces. */
export function nginxConf(dir: string): string {
  let conf = readFileSync(path.join(ROOT, "docs/nginx/portal.conf"), "utf8");
  const replace = (from: RegExp, to: string) => {
    if (!from.test(conf)) throw new Error(`docs/nginx/portal.conf no longer has ${from}`);
    conf = conf.replace(from, to);
  };
  replace(/server 10\.0\.0\.11:3000 /, `server 127.0.0.1:${PORTAL_PORTS[0]} `);
  replace(/server 10\.0\.0\.12:3000 /, `server 127.0.0.1:${PORTAL_PORTS[1]} `);
  replace(/listen 443 ssl/, `listen 127.0.0.1:${NGINX_PORT} ssl`);
  replace(/server_name pay\.example\.com\.au;/, "server_name 127.0.0.1;");
  replace(/\/etc\/nginx\/tls\/pay\.example\.com\.au\.crt/, path.join(dir, "tls.crt"));
  replace(/\/etc\/nginx\/tls\/pay\.example\.com\.au\.key/, path.join(dir, "tls.key"));
  // The main file Debian's nginx.conf would be, in the temp dir: one worker, so round robin alternates strictly.
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${conf}
}
`;
}

export class Portal {
  child!: ChildProcess;
  output!: { text: () => string };
  /** Everything each process of this instance wrote, restarts included. */
  private earlier = "";

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get log(): string {
    return this.earlier + (this.output?.text() ?? "");
  }

  async start(): Promise<void> {
    if (this.output) this.earlier += this.output.text();
    this.child = spawn(process.execPath, ["build/server.js"], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, PORT: String(this.port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.output = captureOutput(this.child);
    await waitForOutput(this.child, this.output, /listening on port/);
  }

  /** SIGTERM, as an orchestrator stops it; answers the exit code. */
  stop(): Promise<number | null> {
    return this.child ? stop(this.child) : Promise.resolve(null);
  }
}

export interface Stack {
  dir: string;
  providerDb: string;
  portals: Portal[];
  close(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const dir = mkdtempSync(path.join(tmpdir(), "portal-nginx-"));
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, sub));
  // prettier-ignore
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", path.join(dir, "tls.key"), "-out", path.join(dir, "tls.crt")], { stdio: "ignore" });

  const providerDb = path.join(dir, "provider.sqlite");
  // The demo's fund requests, which a production provider never seeds: the subject here is the portals and nginx.
  const provider = await startProvider(providerDb, { NODE_ENV: "test" });
  const env = {
    NODE_ENV: "production",
    MALLOC_ARENA_MAX: "2",
    PUBLIC_ORIGIN: ORIGIN,
    SESSION_SECRET,
    PROVIDER_API_URL: provider.url,
    // nginx is on this host: its address is loopback, what TRUST_PROXY names (docs/operations.md).
    TRUST_PROXY: "loopback",
    HOST: "127.0.0.1",
    METRICS_PORT: "0",
    // Longer than nginx's upstream keepalive_timeout, as docs/operations.md asks.
    SHUTDOWN_DRAIN_MS: "5000",
    SHUTDOWN_GRACE_MS: "10000",
    TAG_MANAGER_ID: "",
    SENTRY_DSN: "",
  };
  const portals = PORTAL_PORTS.map((port) => new Portal(port, env));
  let nginx: ChildProcess | undefined;
  const close = async () => {
    if (nginx) await stop(nginx, "SIGQUIT");
    await Promise.all(portals.map((portal) => portal.stop()));
    await stop(provider.child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(portals.map((portal) => portal.start()));
    writeFileSync(path.join(dir, "nginx.conf"), nginxConf(dir));
    nginx = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const nginxOutput = captureOutput(nginx);
    const deadline = Date.now() + 10_000;
    while ((await get(ORIGIN + "/healthz").catch(() => null))?.status !== 200) {
      if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${nginxOutput.text()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { dir, providerDb, portals, close };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request to nginx, from `from` (any 127.x address is this host), the certificate taken as it is. */
export function get(
  url: string,
  options: { from?: string; method?: string; headers?: Record<string, string>; body?: string; agent?: https.Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.from,
        rejectUnauthorized: false,
        agent: options.agent,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** A payer without a browser: a cookie jar, and the hidden fields of the last form read. */
export class Payer {
  private readonly jar = new Map<string, string>();
  readonly agent = new https.Agent({ keepAlive: true, rejectUnauthorized: false });

  constructor(private readonly from?: string) {}

  /** Takes over a browser's cookies: its session, and the application it opened. */
  adopt(cookies: { name: string; value: string }[]): void {
    for (const { name, value } of cookies) this.jar.set(name, value);
  }

  private keep(answer: Answer): void {
    const lines = answer.headers["set-cookie"] ?? [];
    for (const line of Array.isArray(lines) ? lines : [lines]) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  private get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async open(pathname: string): Promise<Answer> {
    const answer = await get(ORIGIN + pathname, { from: this.from, agent: this.agent, headers: { Cookie: this.cookie } });
    this.keep(answer);
    return answer;
  }

  /** Posts the page's hidden fields and `fields` as a browser without JavaScript would. */
  async post(pathname: string, html: string, fields: Record<string, string>): Promise<Answer> {
    const body = new URLSearchParams({ ...hiddenFields(html), ...fields }).toString();
    const answer = await get(ORIGIN + pathname, {
      from: this.from,
      agent: this.agent,
      method: "POST",
      body,
      headers: {
        Cookie: this.cookie,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(Buffer.byteLength(body)),
        Origin: ORIGIN,
        "Sec-Fetch-Site": "same-origin",
      },
    });
    this.keep(answer);
    return answer;
  }
}

/** The hidden inputs of a page's form (token, version, snapshot), by name. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    const value = /value="([^"]*)"/.exec(input)?.[1] ?? "";
    if (name)
      fields[name] = value
        .replace(/&amp;/g, "&")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'");
  }
  return fields;
}
