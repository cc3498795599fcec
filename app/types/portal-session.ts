import type { Viewer } from "~/domain/staff";

/**
 * The portal's only state: per link uuid, the provider's session cookies and who
 * the link belongs to. The cookie is encrypted, not only signed (decision 0103).
 * Kept and committed by app/services/session.server.ts; a shape of its own here so
 * the provider client and the request's state (request-state.server.ts) name it
 * without importing the session (decision 0393).
 */
export interface LinkSession {
  uuid: string;
  /** Provider cookies by name (provider_session, XSRF-TOKEN, …). */
  providerCookies: Record<string, string>;
  fundRequestId: string;
  customerId: string;
  impersonationExpiresAt: string | null;
  /** When the link itself stops working (the provider's `linkExpiresAt`); null: it does not expire. */
  linkExpiresAt?: string | null;
  /** A representative viewing as the link's customer, until impersonationExpiresAt (decision 0191). */
  viewer?: Viewer;
}

export interface PortalSession {
  links: LinkSession[];
  /**
   * This visitor's anti-forgery token, echoed by every form (decision 0100). It lives
   * only in this sealed cookie, so a token taken from another visitor is worthless.
   */
  csrf?: string;
}
