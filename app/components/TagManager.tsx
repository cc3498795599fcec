import { useLocation, useMatches } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { isValidTagManagerId, maskLinkTokens } from "~/domain/analytics";
import { useNonce } from "./nonce";

type Handle = { gtm?: string } | undefined;

/**
 * Tag-manager page views (docs/SPEC.md 2.4) with the link uuid masked in every path and
 * URL sent: the container must read page_path / page_location from the dataLayer.
 * Nothing loads unless the id is a valid GTM- or G- id.
 */
export function TagManager({ id }: { id: string | null }) {
  const nonce = useNonce();
  const location = useLocation();
  const matches = useMatches();
  const lastSent = useRef<string | null>(null);
  const valid = !!id && isValidTagManagerId(id);
  const leaf = matches[matches.length - 1];
  const routeName = (leaf?.handle as Handle)?.gtm ?? leaf?.id.replace(/^routes\//, "") ?? "all";

  useEffect(() => {
    if (!valid) return;
    const pagePath = maskLinkTokens(`${location.pathname}${location.search}`);
    if (lastSent.current === pagePath) return;
    lastSent.current = pagePath;
    const view = {
      route_name: routeName,
      page_path: pagePath,
      page_location: `${window.location.origin}${pagePath}`,
      page_title: document.title,
    };
    window.dataLayer = window.dataLayer ?? [];
    if (window.gtag && id) {
      // Every later event of gtag.js carries this masked location, not document.location.
      window.gtag("config", id, { send_page_view: false, page_location: view.page_location });
      window.gtag("event", "page_view", view);
    } else {
      window.dataLayer.push({ event: "page_view", ...view });
    }
  }, [valid, id, location.pathname, location.search, routeName]);

  if (!valid || !id) return null;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootstrapScript(id) }} />;
}

/**
 * The tag manager's bootstrap. The dataLayer (and gtag) exist at once, so page views
 * queue from the start; the container itself is requested only after the page's
 * load event, so it never competes with the page's own bytes before the first paint
 * and the page is usable before it runs (decision 0260). And only once the page has
 * been painted: a small page on a fast connection loads before the browser has drawn
 * it, and since the route modules wait for the first paint (decision 0290) that is usual.
 */
function bootstrapScript(id: string): string {
  const queue = id.startsWith("GTM-")
    ? `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});`
    : `window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments);};gtag('js',new Date());`;
  const src = id.startsWith("GTM-")
    ? `https://www.googletagmanager.com/gtm.js?id=${id}`
    : `https://www.googletagmanager.com/gtag/js?id=${id}`;
  const load = `function l(){var s=document.createElement('script');s.async=true;s.src='${src}';document.head.appendChild(s);}`;
  // Once the browser reports the page painted; where it reports no paints, after the next frame.
  const afterPaint =
    `function p(){var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
    `new P(function(x,o){o.disconnect();l();}).observe({type:'paint',buffered:true});}` +
    `else requestAnimationFrame(function(){setTimeout(l,0);});}`;
  return `${queue}(function(){${load}${afterPaint}if(document.readyState==='complete')p();else addEventListener('load',p,{once:true});})();`;
}
