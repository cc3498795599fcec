import type { MessageKey } from "~/i18n/translate";

/** The four declarations of docs/SPEC.md 3.7: each one's words and the message when it is not ticked, in the catalog. */
export const DECLARATIONS = {
  hasConsentedToReceiveDigitalCreditGuide: { label: "stepReview.consentLabel", error: "stepReview.consentRequired" },
  hasDeclaredHardshipManagementStatus: { label: "stepReview.hardshipLabel", error: "stepReview.hardshipRequired" },
  hasConfirmedRepaymentCapability: { label: "stepReview.capabilityLabel", error: "stepReview.capabilityRequired" },
  hasDeclaredInformationAccuracy: { label: "stepReview.accuracyLabel", error: "stepReview.accuracyRequired" },
} as const satisfies Record<string, { label: MessageKey; error: MessageKey }>;

export type Declaration = keyof typeof DECLARATIONS;

export const DECLARATION_NAMES = Object.keys(DECLARATIONS) as Declaration[];
