// Alert toasts (SPEC 3.8 and 9): what a toast holds and how long it stays.

export const TOAST_TYPES = ["info", "danger", "warning", "success"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  actionText?: string;
  actionHref?: string;
  /** Milliseconds on screen; 0 or less means it stays until dismissed. */
  duration: number;
  /**
   * A confirmation that matters (withdrawn, sent): shown in the page's flow with or
   * without JavaScript, focused on arrival, and never gone by itself (issue 9).
   */
  inPage?: boolean;
}

export const TOAST_DEFAULT_DURATION = 5000;

export function createToast(input: Omit<Toast, "id" | "duration"> & { duration?: number }, id: string): Toast {
  return { ...input, id, duration: input.inPage ? 0 : (input.duration ?? TOAST_DEFAULT_DURATION) };
}

export function autoDismissAfter(toast: Pick<Toast, "duration">): number | null {
  return Number.isFinite(toast.duration) && toast.duration > 0 ? toast.duration : null;
}

// getRandomValues, unlike randomUUID, also exists on pages served over plain http.
export function newToastId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
