import { randomUUID } from "node:crypto";
import { redirect } from "@remix-run/node";
import { createToast, type Toast } from "~/domain/toast";
import { getEnv } from "./env.server";
import { decrypt, encrypt, portalCookieHeader, readCookie } from "./session.server";

/**
 * Flash toasts live in their own short-lived cookie, apart from the link session,
 * because the root loader consumes them while a route loader may rewrite the link
 * session in the same request: one cookie each means neither overwrites the other.
 * It is sealed like the session so nobody can plant a message in the portal's voice.
 */
export const TOAST_COOKIE = "__toasts";
const MAX_TOASTS = 3;

export type ToastInput = Parameters<typeof createToast>[0];

function isToast(value: unknown): value is Toast {
  if (!value || typeof value !== "object") return false;
  const toast = value as Record<string, unknown>;
  return (
    typeof toast.id === "string" &&
    typeof toast.title === "string" &&
    typeof toast.duration === "number" &&
    ["info", "danger", "warning", "success"].includes(toast.type as string)
  );
}

function readToasts(request: Request): Toast[] {
  const sealed = readCookie(request.headers.get("Cookie"), TOAST_COOKIE);
  const plain = sealed ? decrypt(sealed, getEnv().SESSION_SECRET) : null;
  if (!plain) return [];
  try {
    const parsed: unknown = JSON.parse(plain);
    return Array.isArray(parsed) ? parsed.filter(isToast) : [];
  } catch {
    return [];
  }
}

/** Set-Cookie value that queues `inputs` (after any not yet shown) for the next page. */
export function flashToasts(request: Request, ...inputs: ToastInput[]): string {
  const queued = [...readToasts(request), ...inputs.map((input) => createToast(input, randomUUID()))];
  const sealed = encrypt(JSON.stringify(queued.slice(-MAX_TOASTS)), getEnv().SESSION_SECRET);
  return portalCookieHeader(TOAST_COOKIE, sealed, 300);
}

/** The toasts to render now, and the Set-Cookie that clears them (null when none). */
export function getToasts(request: Request): { toasts: Toast[]; setCookie: string | null } {
  const toasts = readToasts(request);
  const present = readCookie(request.headers.get("Cookie"), TOAST_COOKIE) !== null;
  return { toasts, setCookie: present ? portalCookieHeader(TOAST_COOKIE, "", 0) : null };
}

export function redirectWithToast(
  request: Request,
  url: string,
  toast: ToastInput | ToastInput[],
  init: { status?: number; headers?: HeadersInit } = {},
): Response {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", flashToasts(request, ...(Array.isArray(toast) ? toast : [toast])));
  return redirect(url, { status: init.status ?? 303, headers });
}
