import { useNavigation } from "@remix-run/react";
import { useEffect } from "react";

/** How long a link followed in the browser may take before it is followed as a plain link. */
export const NAVIGATION_FALLBACK_MS = 12_000;

/**
 * A link followed by the router that has not arrived after NAVIGATION_FALLBACK_MS is
 * followed as a plain link instead: the browser loads the page itself, as it would
 * without JavaScript (decision 0391). A payer must never be left on a page whose link
 * did nothing, whatever held the router's navigation up (its data, a route module, the
 * route manifest). Posted forms are left alone: their pipeline answers for them.
 */
export function useNavigationFallback(): void {
  const navigation = useNavigation();
  const target = navigation.state === "loading" && !navigation.formMethod ? navigation.location : null;
  const href = target ? `${target.pathname}${target.search}${target.hash}` : null;
  useEffect(() => {
    if (!href) return;
    const timer = window.setTimeout(() => window.location.assign(href), NAVIGATION_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [href]);
}
