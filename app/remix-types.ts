/**
 * Remix's future flags the portal's types follow (single fetch). The load context's
 * fields are declared in app/services/request-state.server.ts, with who writes and
 * who reads each one (decision 0393).
 */
declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
