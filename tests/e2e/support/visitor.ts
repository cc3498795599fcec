import http from "node:http";

import { PORTAL_PORT, PORTAL_URL } from "./urls";

/**
 * A visitor without a browser: a cookie jar and the anti-forgery token of the last
 * page read, for the specs that send what no browser would (hostile requests).
 */
export class Visitor {
  private readonly jar = new Map<string, string>();
  csrf = "";
  version = "";

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      if (value === "" || /max-age=0/i.test(line)) this.jar.delete(pair.slice(0, at));
      else this.jar.set(pair.slice(0, at), value);
    }
  }

  /** Opens a page (following redirects) and remembers its form's token and version. */
  async open(path: string): Promise<{ status: number; url: string; html: string }> {
    let url = `${PORTAL_URL}${path}`;
    for (let hop = 0; hop < 5; hop += 1) {
      const response = await fetch(url, { headers: { Cookie: this.cookie }, redirect: "manual" });
      this.keep(response);
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url).toString();
        continue;
      }
      const html = await response.text();
      this.csrf = /name="csrf" value="([^"]*)"/.exec(html)?.[1] ?? this.csrf;
      this.version = /name="version" value="([^"]*)"/.exec(html)?.[1] ?? this.version;
      return { status: response.status, url, html };
    }
    throw new Error(`${path}: too many redirects`);
  }

  /** Posts a form as a browser on this site would, with this visitor's cookies. */
  async post(path: string, fields: Array<[string, string]> | Record<string, string>, headers: Record<string, string> = {}) {
    const body = new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields));
    const response = await fetch(`${PORTAL_URL}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        Cookie: this.cookie,
        ...headers,
      },
      body,
      redirect: "manual",
    });
    this.keep(response);
    return { status: response.status, location: response.headers.get("location"), text: await response.text() };
  }
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** How many body bytes the client managed to write before the answer came. */
  written: number;
}

/**
 * One request through node:http, for what fetch will not send: any Host header, a
 * declared length larger than what follows, or a chunked body that keeps coming.
 * `chunks` is called until it returns null or the answer arrives.
 */
export function rawRequest(options: {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  chunks?: () => Buffer | null;
}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const request = http.request(
      { host: "127.0.0.1", port: PORTAL_PORT, method: options.method ?? "POST", path: options.path, headers: options.headers },
      (response) => {
        answered = true;
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(parts).toString(),
            written,
          }),
        );
        response.on("error", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(parts).toString(),
            written,
          }),
        );
      },
    );
    request.on("error", (error) => {
      if (answered) return;
      // A server that refuses a body answers and closes while it is still being
      // written: the write fails (EPIPE) a moment before the answer is read. Wait for it.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EPIPE" || code === "ECONNRESET") setTimeout(() => answered || reject(error), 1000);
      else reject(error);
    });
    if (options.body !== undefined) {
      written += Buffer.byteLength(options.body);
      request.end(options.body);
      return;
    }
    if (!options.chunks) {
      request.end();
      return;
    }
    const pump = () => {
      while (!answered && !request.destroyed) {
        const chunk = options.chunks!();
        if (chunk === null) {
          request.end();
          return;
        }
        written += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", pump);
          return;
        }
      }
    };
    pump();
  });
}

/**
 * Polls /healthz every 20 ms while `work` runs and returns the slowest answer: how
 * long the portal's event loop was kept from answering anyone else.
 */
export async function slowestHealthCheck<T>(work: () => Promise<T>): Promise<{ result: T; slowestMs: number; checks: number }> {
  let running = true;
  let slowestMs = 0;
  let checks = 0;
  const poll = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${PORTAL_URL}/healthz`);
      await response.text();
      slowestMs = Math.max(slowestMs, performance.now() - started);
      checks += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    const result = await work();
    return { result, slowestMs, checks };
  } finally {
    running = false;
    await poll;
  }
}
