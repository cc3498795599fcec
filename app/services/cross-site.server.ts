/**
 * The first line against cross-site forgery, for every route at once: a browser
 * marks where a request came from (Sec-Fetch-Site, Origin), and a form posted from
 * another site is refused before any action runs. Each action also checks the
 * double-submit token (csrf.server.ts); this catches a route that would forget.
 *
 * An Origin is compared with PUBLIC_ORIGIN, never with the Host header: behind a
 * proxy Host is whatever the proxy sends (nginx's default is the upstream's name),
 * and the portal's own address is configured, not read from the request (decision 0323).
 */
export function isCrossSiteWrite(request: {
  method: string;
  publicOrigin: string;
  secFetchSite: string | undefined;
  origin: string | undefined;
}): boolean {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return false;
  if (request.secFetchSite && request.secFetchSite !== "same-origin" && request.secFetchSite !== "none") return true;
  if (!request.origin || request.origin === "null") return request.origin === "null" && !request.secFetchSite;
  // Even with Sec-Fetch-Site: same-origin: a page opened at another address than
  // PUBLIC_ORIGIN (a misconfigured proxy) gets this page rather than Remix's blank 500.
  try {
    return new URL(request.origin).origin !== new URL(request.publicOrigin).origin;
  } catch {
    return true;
  }
}

export const CROSS_SITE_PAGE = `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>This form could not be sent</title></head>
<body><main><h1>This form could not be sent</h1>
<p>It did not come from a page of this site, so nothing was changed. If you were filling in a form here,
go back, reload the page and try again.</p></main></body></html>`;
