import { randomUUID } from "node:crypto";

import { createCookieSessionStorage, redirect, type SessionStorage } from "@remix-run/node";

import { type Toast, TOAST_TYPES } from "~/domain/toast";
import { serverTranslator } from "~/i18n/catalogs.server";
import { translateFieldMessage } from "~/i18n/field-message";
import type { Translate } from "~/i18n/translate";
import { localeOf } from "~/services/language.server";
import { getEnv } from "./env.server";
import { cookieAttributes } from "./session.server";

/**
 * Flash toasts live in their own short-lived cookie, apart from the link session,
 * because the root loader consumes them while a route loader may rewrite the link
 * session in the same request: one cookie each means neither overwrites the other.
 * It is signed so nobody can plant a message in the portal's voice; what it says is
 * shown to the visitor anyway, so it need not be encrypted (decision 0103).
 */
export const TOAST_COOKIE = "__toasts";
const MAX_TOASTS = 3;
const FLASH = "toasts";

type ToastFlash = { [FLASH]: Toast[] };

let storage: SessionStorage<Record<string, never>, ToastFlash> | undefined;
const toastStorage = () =>
  (storage ??= createCookieSessionStorage<Record<string, never>, ToastFlash>({
    cookie: { name: TOAST_COOKIE, ...cookieAttributes(300), secrets: getEnv().SESSION_SECRETS },
  }));

export type ToastInput = Omit<Toast, "id">;

function isToast(value: unknown): value is Toast {
  if (!value || typeof value !== "object") return false;
  const toast = value as Record<string, unknown>;
  return typeof toast.id === "string" && typeof toast.title === "string" && TOAST_TYPES.includes(toast.type as Toast["type"]);
}

const toastsIn = (value: unknown): Toast[] => (Array.isArray(value) ? value.filter(isToast) : []);

/** Set-Cookie value that queues `inputs` (after any not yet shown) for the next page. */
export async function flashToasts(request: Request, ...inputs: ToastInput[]): Promise<string> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const queued = [...toastsIn(session.get(FLASH)), ...inputs.map((input) => ({ ...input, id: randomUUID() }))];
  session.flash(FLASH, queued.slice(-MAX_TOASTS));
  return toastStorage().commitSession(session);
}

/**
 * A toast's words in the visitor's language as the page is drawn: the payer's toasts
 * hold catalog keys (`fieldMessage`, short in the cookie), the staff's plain words.
 */
function spoken(toast: Toast, t: Translate): Toast {
  const words = (text: string | undefined) => (text === undefined ? undefined : translateFieldMessage(t, text));
  return {
    ...toast,
    title: translateFieldMessage(t, toast.title),
    message: words(toast.message),
    actionText: words(toast.actionText),
  };
}

/** The toasts to render now, in the visitor's language, and the Set-Cookie that clears them (null when none). */
export async function getToasts(request: Request): Promise<{ toasts: Toast[]; setCookie: string | null }> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  if (!session.has(FLASH)) return { toasts: [], setCookie: null };
  const { t } = serverTranslator(await localeOf(request));
  return {
    toasts: toastsIn(session.get(FLASH)).map((toast) => spoken(toast, t)),
    setCookie: await toastStorage().destroySession(session),
  };
}

export async function redirectWithToast(
  request: Request,
  url: string,
  toast: ToastInput | ToastInput[],
  init: { status?: number; headers?: HeadersInit } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashToasts(request, ...(Array.isArray(toast) ? toast : [toast])));
  return redirect(url, { status: init.status ?? 303, headers });
}
