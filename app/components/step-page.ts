import { useRouteLoaderData } from "@remix-run/react";

import type { PaylaterLayoutData } from "~/types/layout-data";

/** The heading of the application page shown: its title in the step registry, as the paylater layout says it. */
export function useStepTitle(): string {
  return useRouteLoaderData<PaylaterLayoutData>("routes/_paylater")?.page?.title ?? "";
}
