// The application's progress indicator (docs/SPEC.md 2.2): three steps, each page of the
// application in one of them (app/domain/steps.ts). Apart from the registry so
// that the browser, which draws the indicator, does not load the registry.
import type { MessageKey } from "~/i18n/translate";

export type ProgressStep = 1 | 2 | 3;

/** The progress indicator's labels in the catalog, by progress step. */
export const PROGRESS_STEP_LABELS: Record<ProgressStep, MessageKey> = {
  1: "progress.identity",
  2: "progress.details",
  3: "progress.approval",
};
