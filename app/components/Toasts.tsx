import { useLocation } from "@remix-run/react";
import { useState } from "react";

import type { Toast } from "~/domain/toast";
import { useT } from "~/i18n/react";

interface Held {
  /** The navigation the notices belong to: a new page starts with its own. */
  key: string;
  toasts: Toast[];
  dismissed: string[];
}

/**
 * What the notices of this page are. They belong to the navigation that brought
 * them: they stay while the page does, even when the root's data is read again
 * after a form sent from the page (which carries no flash), and a new page starts
 * with the notices it brought, if any.
 */
function useHeldToasts(toasts: Toast[]) {
  const { key } = useLocation();
  const [held, setHeld] = useState<Held>({ key, toasts, dismissed: [] });
  let current = held;
  if (held.key !== key) {
    current = { key, toasts, dismissed: [] };
  } else {
    const known = new Set(held.toasts.map((toast) => toast.id));
    const added = toasts.filter((toast) => !known.has(toast.id));
    if (added.length > 0) current = { ...held, toasts: [...held.toasts, ...added] };
  }
  // Adjusting state while rendering (React's pattern for state derived from a change): no frame shows stale notices.
  if (current !== held) setHeld(current);
  const dismiss = (id: string) => setHeld((state) => ({ ...state, dismissed: [...state.dismissed, id] }));
  return { shown: current.toasts.filter((toast) => !current.dismissed.includes(toast.id)), dismiss };
}

/**
 * The notices (the toasts of docs/SPEC.md 4 and 9), drawn in the page's flow between the header and the
 * page, with and without JavaScript (decision 0251): nothing floats over what has
 * focus (WCAG 2.4.11), nothing goes by itself (2.2.1). A notice lasts until it is
 * dismissed or the page changes. The first one takes focus on arrival (autofocus
 * without JavaScript; with it, autofocus on mount and the root's navigation focus),
 * so a screen reader says it first, including after a full page load, when a live
 * region already holding the text would be silent. "Dismiss" is a link to the page
 * itself, whose flash is already spent; with JavaScript it just removes the notice
 * and puts focus on the page's heading.
 */
export function Toasts({ toasts }: { toasts: Toast[] }) {
  const t = useT();
  const location = useLocation();
  const { shown, dismiss } = useHeldToasts(toasts);
  const reload = `${location.pathname}${location.search}`;
  if (shown.length === 0) return null;
  return (
    <section className="toasts-region" aria-label={t("forms.toastsLabel")}>
      <div className="toasts">
        {shown.map((toast, index) => (
          <div
            key={toast.id}
            className={`toast toast--${toast.type}`}
            data-toast-type={toast.type}
            data-toast-id={toast.id}
            tabIndex={-1}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript the only way to have it read out on arrival
            autoFocus={index === 0}
            data-focus-on-arrival={index === 0 ? "" : undefined}
          >
            <p className="toast__title">{toast.title}</p>
            {toast.message ? <p className="toast__message">{toast.message}</p> : null}
            <div className="toast__actions">
              <a
                className="button button--secondary"
                href={reload}
                onClick={(event) => {
                  event.preventDefault();
                  dismiss(toast.id);
                  const next = shown.find((other) => other.id !== toast.id);
                  const target = next
                    ? document.querySelector<HTMLElement>(`[data-toast-id="${next.id}"]`)
                    : document.querySelector<HTMLElement>("main h1");
                  target?.setAttribute("tabindex", "-1");
                  target?.focus();
                }}
              >
                {t("forms.toastDismiss")}
                <span className="visually-hidden">: {toast.title}</span>
              </a>
              {toast.actionText && toast.actionHref ? (
                <a className="button" href={toast.actionHref}>
                  {toast.actionText}
                </a>
              ) : null}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
