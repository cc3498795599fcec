// Sign or decline the contract (decision 0162): one form per page, told apart by
// `intent`. Signing needs every confirmation and the full name; whether the name
// is the applicant's is the provider's rule, answered on the field.
import * as v from "valibot";

import { fieldMessage } from "~/i18n/field-message";
import type { MessageKey } from "~/i18n/translate";
import { fieldPath, formObject } from "./form-schema";
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
export const REASON_TOO_LONG = fieldMessage("contractDeclining.reasonTooLong", { max: REASON_MAX });

export const contractSchema = v.pipe(
  formObject({
    intent: v.picklist(INTENTS),
    hasReadContract: v.optional(v.boolean()),
    acceptsKeyTerms: v.optional(v.boolean()),
    understandsCoolingOff: v.optional(v.boolean()),
    fullName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(FULL_NAME_MAX, FULL_NAME_TOO_LONG))),
    reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(REASON_MAX, REASON_TOO_LONG))),
  }),
  // Signing needs every confirmation and the name: each missing one is said on its own field.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.intent !== "sign") return;
    const value = dataset.value;
    for (const name of CONFIRMATION_NAMES) {
      if (!value[name]) addIssue({ message: fieldMessage(CONFIRMATIONS[name].error), path: fieldPath(value, name) });
    }
    if (!value.fullName) addIssue({ message: FULL_NAME_REQUIRED, path: fieldPath(value, "fullName") });
  }),
);
