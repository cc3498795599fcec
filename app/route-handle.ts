import { type PageName, stepInfo } from "./domain/steps";

/** What a route module may put in `export const handle`. The root shell reads it. */
export interface RouteHandle {
  /**
   * The page title; the document title becomes "Title - Product" (SPEC 2.4). A
   * function makes it from the route's loader data: "Error: …" after a refused
   * post, or a route's own 404 when its loader threw (no data).
   */
  title?: string | ((data: unknown) => string);
  /** Route name reported with page views; defaults to the route id. */
  gtm?: string;
  /** Progress step of the pay-later application (1-3); the paylater layout shows it. */
  progressStep?: 1 | 2 | 3 | null;
}

/** An application step route's handle: its title and progress step come from the step registry. */
export function stepHandle(step: PageName): RouteHandle {
  const info = stepInfo(step);
  return { title: info.title, progressStep: info.progressStep, gtm: step };
}
