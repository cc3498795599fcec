// Sign or decline the contract (decision 0162): one form per page, told apart by
// `intent`. Signing needs every confirmation and the full name; whether the name
// is the applicant's is the provider's rule, answered on the field.
import { z } from "zod";

import { CONFIRMATION_NAMES, CONFIRMATIONS, FULL_NAME_MAX, INTENTS, REASON_MAX } from "./choices";
export { CONFIRMATION_NAMES, CONFIRMATIONS } from "./choices";

export const FULL_NAME_REQUIRED = "Type your full name to sign the contract";
export const FULL_NAME_TOO_LONG = `Your full name must be ${FULL_NAME_MAX} characters or fewer`;
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

export type ContractForm = z.output<typeof contractSchema>;
