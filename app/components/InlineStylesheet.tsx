import { useMatches } from "@remix-run/react";
import { createContext, type ReactNode, useContext, useState } from "react";

import type { RouteHandle } from "~/route-handle";
import { useNonce } from "./nonce";

/** Reads a built stylesheet's rules by its address; only the server has them (entry.server.tsx). */
const StylesheetReader = createContext<(href: string) => string>(() => "");

export function StylesheetReaderProvider({ read, children }: { read: (href: string) => string; children: ReactNode }) {
  return <StylesheetReader.Provider value={read}>{children}</StylesheetReader.Provider>;
}

/**
 * A stylesheet written into the document rather than linked: the first paint needs
 * the document alone, one round trip, not a second request for the styles after it
 * (decision 0260). The server writes the rules; the browser keeps what the document
 * brought, so hydration finds the same element and no script carries the rules. A
 * sheet the document did not bring (a screen reached by a client navigation that
 * needs one the first page did not) is linked: Remix has already loaded it before
 * showing that screen, from the route's `links` (decision 0274).
 */
export function InlineStylesheet({ href }: { href: string }) {
  const nonce = useNonce();
  const read = useContext(StylesheetReader);
  const [rules] = useState(() =>
    typeof document === "undefined"
      ? read(href)
      : (document.querySelector(`style[data-href="${CSS.escape(href)}"]`)?.textContent ?? null),
  );
  if (rules === null) return <link rel="stylesheet" href={href} />;
  return <style nonce={nonce} data-href={href} dangerouslySetInnerHTML={{ __html: rules }} />;
}

/**
 * The sheets of the screen's routes (their handle's `stylesheets`), each once, after
 * the portal's own: a page carries only the rules of what it shows (decision 0274).
 */
export function RouteStylesheets() {
  const hrefs = new Set(useMatches().flatMap((match) => (match.handle as RouteHandle | undefined)?.stylesheets ?? []));
  return [...hrefs].map((href) => <InlineStylesheet key={href} href={href} />);
}
