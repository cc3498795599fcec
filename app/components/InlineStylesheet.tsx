import { createContext, type ReactNode, useContext, useState } from "react";

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
 * brought, so hydration finds the same element and no script carries the rules.
 */
export function InlineStylesheet({ href }: { href: string }) {
  const nonce = useNonce();
  const read = useContext(StylesheetReader);
  const [rules] = useState(() =>
    typeof document === "undefined"
      ? read(href)
      : (document.querySelector(`style[data-href="${CSS.escape(href)}"]`)?.textContent ?? ""),
  );
  return <style nonce={nonce} data-href={href} dangerouslySetInnerHTML={{ __html: rules }} />;
}
