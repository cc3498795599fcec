// The reference provider's identity check (docs/decisions/0073-identity-check.md).
// A real provider asks a document-verification service; this one answers from a
// fixed, documented rule so demos and tests can choose the outcome.
import { z } from "zod";

export const DOCUMENT_TYPES = ["DRIVERS_LICENCE", "PASSPORT", "MEDICARE"] as const;
export type IdentityCheckResult = "PASS" | "FAIL";

/** Document numbers starting with this fail the check; every other valid request passes. */
export const FAILING_DOCUMENT_PREFIX = "000";
export const MINIMUM_AGE = 18;

const name = z.string().trim().min(1, "This field is required.").max(100, "Must be at most 100 characters.");

function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split("-").map(Number);
  const birthdayPassed =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
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
          documentNumber: z
            .string()
            .regex(/^[A-Za-z0-9]{4,20}$/, "A document number is 4 to 20 letters and digits."),
        })
        .strict(),
    }),
  });
}

export type IdentityCheckRequest = z.infer<ReturnType<typeof identityCheckBody>>["data"]["attributes"];

export function identityCheckResult(request: IdentityCheckRequest): IdentityCheckResult {
  return request.documentNumber.startsWith(FAILING_DOCUMENT_PREFIX) ? "FAIL" : "PASS";
}
