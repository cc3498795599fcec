// What a step route hands its page: shared by application.server.ts, which builds
// it, and StepForm, which draws it, so the component imports no server module.
import type { Submission } from "@conform-to/react";

import type { StepNotice } from "~/domain/step-errors";

/** What every step page needs besides its own values, as its loader answers it under `view`. */
export interface StepView {
  version: number;
  /** What the page was drawn from, sealed: drawn again from it when the provider does not answer at a save. */
  snapshot: string;
  returnToReview: boolean;
  /** The Back link, or null on the first step (or when returning to the review). */
  backTo: string | null;
  /** Only the creator may withdraw (decision 0012); others are told whom to ask. */
  withdrawTo: string;
  /** Which application the page is about, when the customer has two (SPEC 4, decision 0171). */
  about?: string | null;
}

/** The action data every step route answers with when it does not redirect. */
export interface StepActionData {
  result: ReturnType<Submission<unknown>["reply"]>;
  notice: StepNotice | null;
  /** The version the failed form was built from: a conflict keeps it until the visitor reloads. */
  version: number | null;
}
