/**
 * The bench's own HTTP: requests that keep a body exactly as sent (compressed), a form
 * posted as a browser without JavaScript posts it, and cookies kept as a browser keeps them.
 */
import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that keeps the body exactly as sent (compressed), unlike fetch. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { "accept-encoding": "gzip", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

export async function gzipBytes(at: string, paths: string[]): Promise<number> {
  let total = 0;
  for (const p of paths) total += (await rawGet(at + p)).body.length;
  return total;
}

/**
 * The cookies a browser holds after `res`: a cookie set twice keeps its last value.
 * The first visit to a payer link sets the portal session twice (a new visitor's,
 * then with the link's provider session); sending both made every later request of
 * the load re-authenticate with the provider as if it were a first visit.
 */
export function cookiesFrom(res: RawResponse): string {
  const jar = new Map<string, string>();
  for (const line of res.headers["set-cookie"] ?? []) {
    const pair = line.split(";")[0];
    jar.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  return [...jar.values()].join("; ");
}

/** Cookies as a jar: each answer's Set-Cookie replaces earlier values of the same name. */
export function mergeCookies(jar: Map<string, string>, setCookie: string[] | undefined): void {
  for (const line of setCookie ?? []) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

export const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/** One form POST, as a browser without JavaScript sends it. */
export function rawPost(url: string, form: URLSearchParams, cookie: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const body = form.toString();
    const req = http.request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          "sec-fetch-site": "same-origin",
          cookie,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
