// Sign or decline the contract (decision 0162): one form per page, told apart by
// `intent`. Signing needs every confirmation and the full name; whether the name
// is the applicant's is the provider's rule, answered on the field.
import { z } from "zod";

import { fieldMessage } from "~/i18n/field-message";
import type { MessageKey } from "~/i18n/translate";
import type { ContractConfirmation } from "./types";

/** The statements an applicant confirms before signing, in the provider's names (decision 0162); words in the catalog. */
export const CONFIRMATIONS = {
  hasReadContract: { label: "contractSigning.readLabel", error: "contractSigning.readRequired" },
  acceptsKeyTerms: { label: "contractSigning.acceptLabel", error: "contractSigning.acceptRequired" },
  understandsCoolingOff: { label: "contractSigning.coolingOffLabel", error: "contractSigning.coolingOffRequired" },
} as const satisfies Record<ContractConfirmation, { label: MessageKey; error: MessageKey }>;

export const CONFIRMATION_NAMES = Object.keys(CONFIRMATIONS) as ContractConfirmation[];

const FULL_NAME_MAX = 200;
const REASON_MAX = 1000;

/** What the sign form posts, what the decline confirmation posts, and the way to the hosted ceremony (decision 0163). */
const INTENTS = ["sign", "decline", "ceremony"] as const;

export const FULL_NAME_REQUIRED = fieldMessage("contractSigning.fullNameRequired");
const FULL_NAME_TOO_LONG = fieldMessage("contractSigning.fullNameTooLong", { max: FULL_NAME_MAX });
export const REASON_TOO_LONG = fieldMessage("contractSigning.reasonTooLong", { max: REASON_MAX });

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
      if (!value[name])
        context.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: fieldMessage(CONFIRMATIONS[name].error) });
    }
    if (!value.fullName) context.addIssue({ code: z.ZodIssueCode.custom, path: ["fullName"], message: FULL_NAME_REQUIRED });
  });
