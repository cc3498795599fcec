/**
 * The part of autocannon's programmatic API the bench uses (scripts/bench-server.ts):
 * the package ships no types. Its README documents each option and the result.
 */
declare module "autocannon" {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Each connection loops over these; `setupRequest` may rewrite a request before it is sent. */
    requests?: (Request & { setupRequest?: (request: Request, context: object) => Request })[];
  }

  export interface Result {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
