// The application's progress indicator (SPEC 2.2): three steps, each page of the
// application in one of them (app/domain/steps.ts). Apart from the registry so
// that the browser, which draws the indicator, does not load the registry.

export type ProgressStep = 1 | 2 | 3;

/** The progress indicator of the paylater layout, by progress step. */
export const PROGRESS_STEP_LABELS: Record<ProgressStep, string> = {
  1: "Your identity",
  2: "Your details",
  3: "Approval",
};
