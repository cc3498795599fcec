// What a step route hands its page: shared by application.server.ts, which builds
// it, and StepForm, which draws it, so the component imports no server module.
import type { MessageKey } from "~/i18n/translate";

/** What every step page needs besides its own values, as its loader answers it under `view`. */
export interface StepView {
  version: number;
  returnToReview: boolean;
  /** The Back link, or null on the first step (or when returning to the review). */
  backTo: string | null;
  /** Only the creator may withdraw (decision 0012); others are told whom to ask. */
  withdrawTo: string;
  /** Which application the page is about, when the customer has two (docs/SPEC.md 4, decision 0171): the catalog's key. */
  about?: MessageKey | null;
  /** The privacy and credit-reporting notice, on the steps that ask for personal or credit information (decision 0350). */
  privacyNotice?: string | null;
}
