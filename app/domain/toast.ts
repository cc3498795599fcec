// Alert toasts (docs/SPEC.md 3.8 and 9): what a notice holds. How it is shown is decision 0251's:
// in the page, lasting until dismissed or the page changes, so it has no duration.

export const TOAST_TYPES = ["info", "danger", "warning", "success"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  actionText?: string;
  actionHref?: string;
}
