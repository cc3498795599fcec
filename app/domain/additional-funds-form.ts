// Additional funds' two questions (docs/SPEC.md 3.5, decision 0170): their schemas, built from the
// provider's rules, and the first answers as the second page's address carries them.
// Apart from additional-funds.ts so that the pages which only offer additional funds
// do not bring the validator to the browser (decision 0284).
import * as v from "valibot";

import { fieldMessage } from "~/i18n/field-message";
import { dollars } from "./amounts";
import { fieldPath, formObject } from "./form-schema";
import { formatMoney } from "./money";
import type { AdditionalFundsRules, AdditionalProductName } from "./types";

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
          v.maxLength(max, fieldMessage("additionalFunds.descriptionTooLong", { max })),
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
