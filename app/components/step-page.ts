import { useRouteLoaderData } from "@remix-run/react";

import type { loader } from "~/routes/_paylater";

/** The heading of the application page shown: its title in the step registry, as the paylater layout says it. */
export function useStepTitle(): string {
  return useRouteLoaderData<typeof loader>("routes/_paylater")?.page?.title ?? "";
}
