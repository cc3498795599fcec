// Sign or decline the contract (decision 0162): one form per page, told apart by
// `intent`. Signing needs every confirmation and the full name; whether the name
// is the applicant's is the provider's rule, answered on the field.
import { z } from "zod";

import type { ContractConfirmation } from "./types";

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

const FULL_NAME_MAX = 200;
const REASON_MAX = 1000;

/** What the sign form posts, what the decline confirmation posts, and the way to the hosted ceremony (decision 0163). */
const INTENTS = ["sign", "decline", "ceremony"] as const;

export const FULL_NAME_REQUIRED = "Type your full name to sign the contract";
const FULL_NAME_TOO_LONG = `Your full name must be ${FULL_NAME_MAX} characters or fewer`;
export const REASON_TOO_LONG = `Your reason must be ${REASON_MAX} characters or fewer`;

export const contractSchema = z
  .object({
    intent: z.enum(INTENTS),
    hasReadContract: z.boolean().optional(),
    acceptsKeyTerms: z.boolean().optional(),
    understandsCoolingOff: z.boolean().optional(),
    fullName: z.string().trim().max(FULL_NAME_MAX, FULL_NAME_TOO_LONG).optional(),
    reason: z.string().trim().max(REASON_MAX, REASON_TOO_LONG).optional(),
  })
  .superRefine((value, context) => {
    if (value.intent !== "sign") return;
    for (const name of CONFIRMATION_NAMES) {
      if (!value[name]) context.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: CONFIRMATIONS[name].error });
    }
    if (!value.fullName) context.addIssue({ code: z.ZodIssueCode.custom, path: ["fullName"], message: FULL_NAME_REQUIRED });
  });
