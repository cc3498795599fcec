import { createContext, type ReactNode, useContext } from "react";

/**
 * The CSP nonce of this response. Browsers hide nonce attributes from scripts, so
 * on the client it is empty and only the server-rendered value matters.
 */
const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
