// One Set-Cookie per cookie in an answer. A visitor's first request gets its session
// twice: once before Remix from the middleware that gives every visitor an
// anti-forgery token, once from the loader that opens the link (the same session with
// the link's provider session). A browser keeps the last, so the first was only
// bytes on the first page of every visit (about 0.6 KB on slow 4G).

/** The cookie a Set-Cookie line sets: the name before the first `=` (every portal cookie has Path=/, cookieAttributes). */
function cookieName(line: string): string {
  return line.slice(0, line.indexOf("=")).trim();
}

/** `lines` with each cookie's last Set-Cookie only, in the order those were set. */
export function lastOfEachCookie(lines: readonly string[]): string[] {
  const last = new Map<string, number>();
  lines.forEach((line, index) => last.set(cookieName(line), index));
  return lines.filter((line, index) => last.get(cookieName(line)) === index);
}
