// What a layout's loader answers that pages below it read with useRouteLoaderData:
// named here, below the components and routes that read it, so no module imports a
// route's loader for its type. The loaders declare that they answer these.
import type { ProgressStep } from "~/domain/progress";
import type { PageName } from "~/domain/steps";
import type { CompiledMessages } from "~/i18n/translate";
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
  /** The page's title already in the payer's language. */
  page: { name: PageName; title: string; progressStep: ProgressStep | null } | null;
  messages?: CompiledMessages;
}
