// Additional funds (SPEC 2.1, 3.5; issue 12): who may apply, the two questions'
// schemas built from the provider's rules, and the fee on the amount asked for.
// Choices where the spec is silent: docs/decisions/0170-additional-funds.md.
import * as v from "valibot";

import { fieldMessage } from "~/i18n/field-message";
import { applicantFor } from "./active-application";
import { dollars } from "./amounts";
import { fieldPath, formObject } from "./form-schema";
import {
  type DeferredPayment,
  deferredPayment,
  ESTABLISHMENT_RATE_BASIS_POINTS,
  FLAT_FEE,
  FLAT_FEE_LIMIT,
  formatMoney,
  MIDDLE_TIER_CHARGE,
  MIDDLE_TIER_LIMIT,
  TOP_TIER_CHARGE,
} from "./money";
import type { AdditionalFundsRules, AdditionalProductName, FundRequest } from "./types";

/**
 * Where this customer stands: `apply` with their own VPA application (any status)
 * and no additional one; `vpa-first` when there is no application yet but the
 * marketing cost could be deferred (additional funds go with it); else `closed`.
 */
type AdditionalFundsAccess = "apply" | "vpa-first" | "closed";

export function additionalFundsAccess(fundRequest: FundRequest, customerId: string, lending: boolean): AdditionalFundsAccess {
  if (!lending || fundRequest.requestType !== "VENDOR_PAID_ADVERTISING" || fundRequest.entity) return "closed";
  const own = (fundRequest.financeApplications ?? []).filter((application) => applicantFor(application, customerId));
  if (own.some((application) => application.financeType === "VPA_ADDITIONAL")) return "closed";
  if (own.some((application) => application.financeType === "VPA")) return "apply";
  const deferrable =
    fundRequest.receivableStatus === "UNPAID" && fundRequest.canDeferPayment && fundRequest.amountOutstanding > 0;
  return own.length === 0 && deferrable ? "vpa-first" : "closed";
}

/** The fee (SPEC 9 tiers) on the additional amount, and what is repaid at settlement. */
export function additionalFundsFigures(amount: number): DeferredPayment {
  return deferredPayment(amount);
}

/**
 * SPEC 9's fee tiers in words, from the same constants the fee is worked out with:
 * catalog keys with their amounts written (app/i18n/field-message.ts), said in the
 * payer's language where they are shown.
 */
export function feeTiers(): string[] {
  const rate = `${ESTABLISHMENT_RATE_BASIS_POINTS / 100}%`;
  return [
    fieldMessage("additionalFunds.feeFlat", { limit: formatMoney(FLAT_FEE_LIMIT), fee: formatMoney(FLAT_FEE) }),
    fieldMessage("additionalFunds.feeMiddle", {
      limit: formatMoney(MIDDLE_TIER_LIMIT),
      rate,
      charge: formatMoney(MIDDLE_TIER_CHARGE),
    }),
    fieldMessage("additionalFunds.feeTop", { limit: formatMoney(MIDDLE_TIER_LIMIT), rate, charge: formatMoney(TOP_TIER_CHARGE) }),
  ];
}

/** Which of the provider's two products a name is, for its words in the payer's language; `other` says the provider's own. */
export function productKind(name: string): "additional" | "bridging" | "other" {
  return name === "VPA Additional" ? "additional" : name === "VPA Additional - Bridging" ? "bridging" : "other";
}

// The schemas' messages are catalog keys: the same schema speaks every language, in the browser and on the server.
const AMOUNT_REQUIRED = fieldMessage("additionalFunds.amountRequired");
const AMOUNT_INVALID = fieldMessage("additionalFunds.amountInvalid");
const PRODUCT_REQUIRED = fieldMessage("additionalFunds.productRequired");
const PURPOSE_REQUIRED = fieldMessage("additionalFunds.purposeRequired");
const DESCRIPTION_REQUIRED = fieldMessage("additionalFunds.descriptionRequired");

function amountOutOfLimits(rules: Pick<AdditionalFundsRules, "minimumAmount" | "maximumAmount">): string {
  return fieldMessage("additionalFunds.amountOutOfLimits", {
    minimum: formatMoney(rules.minimumAmount),
    maximum: formatMoney(rules.maximumAmount),
  });
}

function productNames(rules: Pick<AdditionalFundsRules, "products">) {
  return rules.products.map((product) => product.name) as [AdditionalProductName, ...AdditionalProductName[]];
}

/** How much and which product: dollars typed, cents kept, within the provider's limits. */
export function howMuchSchema(rules: Pick<AdditionalFundsRules, "minimumAmount" | "maximumAmount" | "products">) {
  const outOfLimits = amountOutOfLimits(rules);
  return formObject({
    amount: v.pipe(
      dollars(AMOUNT_REQUIRED, AMOUNT_INVALID),
      v.integer(),
      v.minValue(rules.minimumAmount, outOfLimits),
      v.maxValue(rules.maximumAmount, outOfLimits),
    ),
    product: v.picklist(productNames(rules), PRODUCT_REQUIRED),
  });
}

type HowMuch = v.InferOutput<ReturnType<typeof howMuchSchema>>;

/** What the funds are for: one of the provider's purposes, and words of the applicant's own where it asks. */
export function fundsForSchema(rules: Pick<AdditionalFundsRules, "purposes" | "purposeDescriptionMaxLength">) {
  const codes = rules.purposes.map((purpose) => purpose.code) as [string, ...string[]];
  const needsWords = new Set(rules.purposes.filter((purpose) => purpose.needsDescription).map((purpose) => purpose.code));
  const max = rules.purposeDescriptionMaxLength;
  return v.pipe(
    formObject({
      purpose: v.picklist(codes, PURPOSE_REQUIRED),
      purposeDescription: v.optional(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(max, fieldMessage("additionalFunds.descriptionTooLong", { max: String(max) })),
          v.transform((value) => value || undefined),
        ),
      ),
    }),
    // The words are needed for some purposes only: said on their own field.
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value;
      if (needsWords.has(value.purpose) && !value.purposeDescription) {
        addIssue({ message: DESCRIPTION_REQUIRED, path: fieldPath(value, "purposeDescription") });
      }
    }),
    v.transform((value) => ({
      purpose: value.purpose,
      purposeDescription: needsWords.has(value.purpose) ? value.purposeDescription : undefined,
    })),
  );
}

/**
 * The first question's answers as the second page's address carries them
 * (`?amount=<cents>&product=<name>`), or null when they are missing or no longer
 * within the rules: that page then asks the first question again.
 */
export function readHowMuch(
  params: URLSearchParams,
  rules: Pick<AdditionalFundsRules, "minimumAmount" | "maximumAmount" | "products">,
): HowMuch | null {
  const rawAmount = params.get("amount") ?? "";
  const amount = /^\d{1,12}$/.test(rawAmount) ? Number(rawAmount) : NaN;
  const product = params.get("product");
  const known = productNames(rules).find((name) => name === product);
  if (!known || !(amount >= rules.minimumAmount && amount <= rules.maximumAmount)) return null;
  return { amount, product: known };
}

export function howMuchSearch({ amount, product }: HowMuch): string {
  return `?${new URLSearchParams({ amount: String(amount), product }).toString()}`;
}
