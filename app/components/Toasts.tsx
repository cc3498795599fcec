import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import { autoDismissAfter, type Toast } from "~/domain/toast";
import { useT } from "~/i18n/react";

const LEAVE_MS = 250;

interface Shown extends Toast {
  leaving: boolean;
}

/**
 * The toast list. It is rendered on the server from the flash, so it shows without
 * JavaScript: there it is part of the page, above the main content, never over it,
 * and "Dismiss" simply reloads the page (the flash is already spent). With
 * JavaScript toasts float at the bottom centre, slide in, fade out, close on click,
 * and close by themselves after their duration unless pointer or focus is on them.
 */
export function Toasts({ toasts }: { toasts: Toast[] }) {
  const t = useT();
  const location = useLocation();
  const floating = useHydrated();
  const [shown, setShown] = useState<Shown[]>(() => toasts.map((toast) => ({ ...toast, leaving: false })));
  const hovered = useRef(new Set<string>());

  useEffect(() => {
    setShown((current) => {
      const known = new Set(current.map((toast) => toast.id));
      const added = toasts.filter((toast) => !known.has(toast.id)).map((toast) => ({ ...toast, leaving: false }));
      return added.length > 0 ? [...current, ...added] : current;
    });
  }, [toasts]);

  function dismiss(id: string) {
    setShown((current) => current.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)));
    window.setTimeout(() => setShown((current) => current.filter((toast) => toast.id !== id)), LEAVE_MS);
  }

  useEffect(() => {
    const timers = shown
      .filter((toast) => !toast.leaving)
      .flatMap((toast) => {
        const after = autoDismissAfter(toast);
        if (after === null) return [];
        const tick = () => (hovered.current.has(toast.id) ? window.setTimeout(tick, 1000) : dismiss(toast.id));
        return [window.setTimeout(tick, after)];
      });
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [shown]);

  const reload = `${location.pathname}${location.search}`;
  const confirmations = toasts.filter((toast) => toast.inPage);
  return (
    <section className="toasts-region" aria-label={t("forms.toastsLabel")}>
      {confirmations.length > 0 ? (
        <div className="toasts" role="status">
          {confirmations.map((toast, index) => (
            // The first confirmation takes focus on arrival (autofocus without JavaScript,
            // the root's navigation focus with it): it is what the user needs to hear.
            <div
              key={toast.id}
              className={`toast toast--${toast.type} toast--in-page`}
              data-toast-type={toast.type}
              tabIndex={-1}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript the only way to have it read out on arrival
              autoFocus={index === 0}
              data-focus-on-arrival={index === 0 ? "" : undefined}
            >
              <p className="toast__title">{toast.title}</p>
              {toast.message ? <p className="toast__message">{toast.message}</p> : null}
            </div>
          ))}
        </div>
      ) : null}
      <div className={floating ? "toasts toasts--floating" : "toasts"} role="status" aria-live="polite">
        {shown
          .filter((toast) => !toast.inPage)
          .map((toast) => (
            <div
              key={toast.id}
              className={`toast toast--${toast.type}${toast.leaving ? " is-leaving" : ""}`}
              data-toast-type={toast.type}
              onMouseEnter={() => hovered.current.add(toast.id)}
              onMouseLeave={() => hovered.current.delete(toast.id)}
              onFocus={() => hovered.current.add(toast.id)}
              onBlur={() => hovered.current.delete(toast.id)}
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
