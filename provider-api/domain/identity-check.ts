// The reference provider's identity check (docs/decisions/0073-identity-check.md).
// A real provider asks a document-verification service; this one answers from a
// fixed, documented rule so demos and tests can choose the outcome.
import { createHmac } from "node:crypto";

import { z } from "zod";

import { personName } from "./names.js";

export const DOCUMENT_TYPES = ["DRIVERS_LICENCE", "PASSPORT", "MEDICARE"] as const;
export type IdentityCheckResult = "PASS" | "FAIL";

/** Document numbers starting with this fail the check; every other valid request passes. */
export const FAILING_DOCUMENT_PREFIX = "000";
export const MINIMUM_AGE = 18;

const name = personName();

function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split("-").map(Number);
  const birthdayPassed = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function identityCheckBody(today: Date) {
  return z.object({
    data: z.object({
      type: z.literal("identity-checks"),
      attributes: z
        .object({
          firstName: name,
          lastName: name,
          dateOfBirth: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, "A date of birth is YYYY-MM-DD.")
            .refine(isRealDate, "Not a real date.")
            .refine((value) => ageOn(value, today) >= MINIMUM_AGE, `The applicant must be at least ${MINIMUM_AGE}.`)
            .refine((value) => ageOn(value, today) <= 120, "The date of birth is too far in the past."),
          documentType: z.enum(DOCUMENT_TYPES),
          documentNumber: z.string().regex(/^[A-Za-z0-9]{4,20}$/, "A document number is 4 to 20 letters and digits."),
        })
        .strict(),
    }),
  });
}

export type IdentityCheckRequest = z.infer<ReturnType<typeof identityCheckBody>>["data"]["attributes"];

export function identityCheckResult(request: IdentityCheckRequest): IdentityCheckResult {
  return request.documentNumber.startsWith(FAILING_DOCUMENT_PREFIX) ? "FAIL" : "PASS";
}

/**
 * What makes two requests "the same check": the applicant's names, date of
 * birth, document type and number, exactly as accepted. Kept as an HMAC keyed
 * with the database's secret so the details themselves are never stored.
 */
export function identityCheckFingerprint(secret: string, request: IdentityCheckRequest): string {
  const details = [request.documentType, request.documentNumber, request.firstName, request.lastName, request.dateOfBirth];
  return createHmac("sha256", secret)
    .update(`identity-check:v1:${JSON.stringify(details)}`)
    .digest("hex");
}
