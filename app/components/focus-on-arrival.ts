import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * After a client-side navigation, move focus to what the new page marks as the first
 * thing to hear (`data-focus-on-arrival`: a confirmation, an error summary, a form's
 * notice), else to its heading; scroll is reset by ScrollRestoration. Not on the
 * page the document itself drew: there `autofocus` has done it. Hash changes (the
 * skip link) keep their own target.
 *
 * What takes focus on its own when drawn (ErrorSummary, FormNotice) carries the mark
 * too: this effect is the root's and runs after theirs, and would otherwise take the
 * focus they gave to what went wrong and hand it to the heading.
 */
export function useFocusOnArrival(): void {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target =
      document.querySelector<HTMLElement>("[data-focus-on-arrival]") ?? document.querySelector<HTMLElement>("main h1");
    if (!target) return;
    target.setAttribute("tabindex", "-1");
    target.focus();
  }, [location.pathname, location.search]);
}
