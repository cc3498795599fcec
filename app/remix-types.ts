/** Type augmentations for Remix: the load context portal-app.server.ts builds (getLoadContext), and single fetch. */
declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /** Per-request nonce of the Content-Security-Policy, for every inline and module script. */
    cspNonce: string;
    /** The visitor's address (after trusted proxies), forwarded to the provider. */
    clientAddress: string;
    /** The request's id (X-Request-Id, decision 0310): in its log lines and sent on each of its provider calls. */
    requestId: string;
    /** Aborted when the payer goes away or PROVIDER_DEADLINE_MS has passed: every provider call of the request heeds it (decision 0361). Unset in tests that make no call. */
    providerSignal?: AbortSignal;
  }
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
