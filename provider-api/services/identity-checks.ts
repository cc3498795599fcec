import { randomUUID } from "node:crypto";

import type { ProviderContext } from "../context.js";
import { inTransaction } from "../db/database.js";
import type { ApplicationData } from "../domain/application-data.js";
import {
  identityCheckBody,
  identityCheckFingerprint,
  type IdentityCheckResult,
  identityCheckResult,
} from "../domain/identity-check.js";
import { problemsFromZod } from "../domain/problems.js";
import { conflict, forbidden, validationError } from "../http/errors.js";
import type { BoundSession } from "../http/session.js";
import { updateCustomer } from "../repositories/customers.js";
import {
  type FinanceApplicationRow,
  findFinanceApplication,
  updateFinanceApplicationAtVersion,
} from "../repositories/finance-applications.js";
import { insertIdentityCheck, latestIdentityCheck } from "../repositories/identity-checks.js";
import { applicationForGuest } from "./finance-applications.js";

export interface IdentityCheck {
  id: string;
  result: IdentityCheckResult;
  documentType: string;
  checkedAt: string;
  application: FinanceApplicationRow;
  /** False when the request repeated the applicant's latest check, which is answered instead. */
  created: boolean;
}

/**
 * Checks the session customer's identity for an application they are applying
 * on: the customer's idVerificationResult and the applicant's hasVerifiedIdentity
 * take the result, and the application's version moves on like any change.
 * Idempotent per applicant and document: a request with exactly the details of
 * the applicant's latest check on this application answers that check and
 * changes nothing (no second check, no version bump).
 */
export async function checkIdentity(
  ctx: ProviderContext,
  guest: BoundSession,
  rawId: string,
  body: unknown,
): Promise<IdentityCheck> {
  const now = ctx.now();
  const parsed = identityCheckBody(now).safeParse(body);
  if (!parsed.success) throw validationError(problemsFromZod(parsed.error, ""));
  const request = parsed.data.data.attributes;
  const found = await applicationForGuest(ctx, guest, rawId);
  const customerId = String(guest.customerId);
  const fingerprint = identityCheckFingerprint(ctx.signingSecret, request);

  // One transaction: a concurrent identical request waits, then finds this check.
  return inTransaction(ctx.db, async (trx) => {
    const application = (await findFinanceApplication(trx, found.id))!;
    const data = JSON.parse(application.applicationData) as ApplicationData;
    const applicant = data.applicants.find((a) => a.id === customerId);
    if (!applicant) throw forbidden("You are not an applicant of this application.");
    if (application.status === "WITHDRAWN") throw conflict("The application has been withdrawn.");
    if (application.applicationStatus !== "CREATED" || applicant.hasCompletedApplication) {
      throw conflict("The application has been submitted; identity can no longer be checked for it.");
    }
    const latest = await latestIdentityCheck(trx, application.id, guest.customerId);
    if (latest && latest.fingerprint === fingerprint) {
      return {
        id: latest.uuid,
        result: latest.result as IdentityCheckResult,
        documentType: latest.documentType,
        checkedAt: latest.checkedAt,
        application,
        created: false,
      };
    }

    const result = identityCheckResult(request);
    const applicationData: ApplicationData = {
      ...data,
      applicants: data.applicants.map((a) => (a.id === customerId ? { ...a, hasVerifiedIdentity: result === "PASS" } : a)),
    };
    const written = await updateFinanceApplicationAtVersion(trx, application.id, application.version, {
      applicationData: JSON.stringify(applicationData),
      updatedAt: now.toISOString(),
    });
    if (!written) throw conflict("The application changed meanwhile; try again.");
    await updateCustomer(trx, guest.customerId, { idVerificationResult: result });
    const check = await insertIdentityCheck(trx, {
      uuid: randomUUID(),
      financeApplicationId: application.id,
      customerId: guest.customerId,
      fingerprint,
      documentType: request.documentType,
      result,
      checkedAt: now.toISOString(),
    });
    return {
      id: check.uuid,
      result,
      documentType: check.documentType,
      checkedAt: check.checkedAt,
      application: (await findFinanceApplication(trx, application.id))!,
      created: true,
    };
  });
}
