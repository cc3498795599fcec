/**
 * The first line against cross-site forgery, for every route at once: a browser
 * marks where a request came from (Sec-Fetch-Site, Origin), and a form posted from
 * another site is refused before any action runs. Each action also checks the
 * double-submit token (csrf.server.ts); this catches a route that would forget.
 */
export function isCrossSiteWrite(request: {
  method: string;
  host: string | undefined;
  secFetchSite: string | undefined;
  origin: string | undefined;
}): boolean {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return false;
  if (request.secFetchSite) return request.secFetchSite !== "same-origin" && request.secFetchSite !== "none";
  if (!request.origin || request.origin === "null") return request.origin === "null";
  try {
    return new URL(request.origin).host !== request.host;
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
