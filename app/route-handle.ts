import type { Translate } from "./i18n/translate";

/** What a route module may put in `export const handle`. The root shell reads it. */
export interface RouteHandle {
  /**
   * The page title; the document title becomes "Title - Product" (docs/SPEC.md 2.4). A
   * function makes it from the route's loader data: "Error: …" after a refused
   * post, or a route's own 404 when its loader threw (no data). `t` words it in the
   * page's language from the root's and the route's messages (decision 0220).
   */
  title?: string | ((data: unknown, t: Translate) => string);
  /**
   * Route name reported with page views; defaults to the route id. An application
   * page gives its name in the step registry; its title and progress step are the
   * paylater layout's loader's to say (app/routes/_paylater.tsx).
   */
  gtm?: string;
  /**
   * Built stylesheets of this screen's own, beyond the portal's (app.css): written
   * into the document after it (RouteStylesheets, decision 0274). The route's `links`
   * name the same, so that a client navigation loads them before showing the screen.
   */
  stylesheets?: readonly string[];
  /**
   * The footer carries the links to the credit guide, complaints, hardship and the
   * privacy notice (decision 0350): on every finance page (the paylater layout) and
   * on those pages themselves. The route's loaders send the `legalLinks` words.
   */
  legalFooter?: boolean;
}
