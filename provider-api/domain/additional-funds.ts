/**
 * The rules of an additional-funds application (VPA_ADDITIONAL, docs/SPEC.md 2.1, 3.5):
 * how much may be asked for, the two products and what the money is for. The
 * portal reads them from GET /guest/v1/additional-funds and never keeps its own
 * copy (docs/decisions/0170-additional-funds.md).
 */
import type { FieldProblem } from "./problems.js";

/** $1,000: below it the fee (at least $99) is out of proportion to the money. */
export const MINIMUM_AMOUNT = 100_000;
/** $50,000: what the provider lends against a sale without a valuation. */
export const MAXIMUM_AMOUNT = 5_000_000;

export const ADDITIONAL_PRODUCTS = [
  {
    name: "VPA Additional",
    title: "Additional funds",
    description:
      "Money for the costs of selling, such as repairs, styling or cleaning, paid to you once approved and repaid at settlement with your marketing cost.",
  },
  {
    name: "VPA Additional - Bridging",
    title: "Bridging funds",
    description:
      "Money you need before the sale settles, such as a deposit on your next home or moving costs, repaid from the sale proceeds at settlement.",
  },
] as const;

export const PURPOSES = [
  { code: "PROPERTY_REPAIRS", label: "Repairs or maintenance on the property", needsDescription: false },
  { code: "STYLING_AND_PRESENTATION", label: "Styling, cleaning or gardening before the sale", needsDescription: false },
  { code: "MOVING_COSTS", label: "Moving costs", needsDescription: false },
  { code: "NEXT_HOME_DEPOSIT", label: "A deposit on your next home", needsDescription: false },
  { code: "OTHER", label: "Something else", needsDescription: true },
] as const;

export const DESCRIPTION_MAX_LENGTH = 200;

/** What a guest's create asks for beyond the finance type. */
export interface AdditionalFundsRequest {
  amount?: number;
  product?: string;
  purpose?: string;
  purposeDescription?: string;
}

const formatDollars = (cents: number) => `$${(cents / 100).toLocaleString("en-AU")}`;

/** Every problem with the amount, product and purpose of a create, each on its pointer. */
export function additionalFundsProblems(request: AdditionalFundsRequest, prefix = "/data/attributes"): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { amount, product, purpose, purposeDescription } = request;
  if (amount === undefined) {
    problems.push({ pointer: `${prefix}/amount`, detail: "Give the amount of additional funds, in cents." });
  } else if (amount < MINIMUM_AMOUNT || amount > MAXIMUM_AMOUNT) {
    problems.push({
      pointer: `${prefix}/amount`,
      detail: `Additional funds must be between ${formatDollars(MINIMUM_AMOUNT)} and ${formatDollars(MAXIMUM_AMOUNT)}.`,
    });
  }
  if (!ADDITIONAL_PRODUCTS.some((p) => p.name === product)) {
    problems.push({ pointer: `${prefix}/product`, detail: "Choose VPA Additional or VPA Additional - Bridging." });
  }
  const known = PURPOSES.find((p) => p.code === purpose);
  if (!known) {
    problems.push({ pointer: `${prefix}/purpose`, detail: "Choose one of the purposes the provider lists." });
  } else if (known.needsDescription && !purposeDescription?.trim()) {
    problems.push({ pointer: `${prefix}/purposeDescription`, detail: "Say what the funds are for." });
  }
  if (purposeDescription !== undefined && purposeDescription.length > DESCRIPTION_MAX_LENGTH) {
    problems.push({
      pointer: `${prefix}/purposeDescription`,
      detail: `Use ${DESCRIPTION_MAX_LENGTH} characters or fewer.`,
    });
  }
  return problems;
}

/** The description kept: only for a purpose that asks for one, trimmed. */
export function storedDescription(purpose: string | undefined, description: string | undefined): string | null {
  const known = PURPOSES.find((p) => p.code === purpose);
  return known?.needsDescription && description?.trim() ? description.trim() : null;
}
