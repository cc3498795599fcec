import type { ContractConfirmation } from "~/domain/types";

/** The statements an applicant confirms before signing, in the provider's names (decision 0162). */
export const CONFIRMATIONS = {
  hasReadContract: {
    label: "I have read the whole contract, including the key terms and the cooling-off period",
    error: "Confirm that you have read the contract",
  },
  acceptsKeyTerms: {
    label: "I accept the loan amount, the establishment fee and the total repayable shown above",
    error: "Confirm that you accept the key terms",
  },
  understandsCoolingOff: {
    label: "I understand that I can cancel within the cooling-off period stated in the contract",
    error: "Confirm that you understand the cooling-off period",
  },
} as const satisfies Record<ContractConfirmation, { label: string; error: string }>;

export const CONFIRMATION_NAMES = Object.keys(CONFIRMATIONS) as ContractConfirmation[];

export const FULL_NAME_MAX = 200;
export const REASON_MAX = 1000;

/** What the sign form posts, what the decline confirmation posts, and the way to the hosted ceremony (decision 0163). */
export const INTENTS = ["sign", "decline", "ceremony"] as const;
export type Intent = (typeof INTENTS)[number];
