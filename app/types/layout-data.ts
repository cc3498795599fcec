// What a layout's loader answers that pages below it read with useRouteLoaderData:
// named here, below the components and routes that read it, so no module imports a
// route's loader for its type. The loaders declare that they answer these.
import type { StepInfo } from "~/domain/steps";
import type { PublicEnv } from "./public-env";

/** The root's loader (app/root.tsx), as far as pages and components read it. */
export interface RootLayoutData {
  env: PublicEnv;
  csrfToken: string;
}

/**
 * The paylater layout's loader (app/routes/_paylater.tsx): which application page
 * this is, from the step registry on the server; null on the layout's other pages.
 */
export interface PaylaterLayoutData {
  page: StepInfo | null;
}
