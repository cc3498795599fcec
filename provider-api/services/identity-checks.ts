import { randomUUID } from "node:crypto";
import type { ProviderContext } from "../context.js";
import { inTransaction } from "../db/database.js";
import type { ApplicationData } from "../domain/application-data.js";
import { identityCheckBody, identityCheckResult, type IdentityCheckResult } from "../domain/identity-check.js";
import { problemsFromZod } from "../domain/problems.js";
import { conflict, forbidden, validationError } from "../http/errors.js";
import type { BoundSession } from "../http/session.js";
import { updateCustomer } from "../repositories/customers.js";
import {
  findFinanceApplication,
  updateFinanceApplicationAtVersion,
  type FinanceApplicationRow,
} from "../repositories/finance-applications.js";
import { applicationForGuest } from "./finance-applications.js";

export interface IdentityCheck {
  id: string;
  result: IdentityCheckResult;
  documentType: string;
  checkedAt: string;
  application: FinanceApplicationRow;
}

/**
 * Checks the session customer's identity for an application they are applying
 * on: the customer's idVerificationResult and the applicant's hasVerifiedIdentity
 * take the result, and the application's version moves on like any change.
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

  return inTransaction(ctx.db, async (trx) => {
    const application = (await findFinanceApplication(trx, found.id))!;
    const data = JSON.parse(application.applicationData) as ApplicationData;
    const applicant = data.applicants.find((a) => a.id === customerId);
    if (!applicant) throw forbidden("You are not an applicant of this application.");
    if (application.status === "WITHDRAWN") throw conflict("The application has been withdrawn.");
    if (application.applicationStatus !== "CREATED" || applicant.hasCompletedApplication) {
      throw conflict("The application has been submitted; identity can no longer be checked for it.");
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
    return {
      id: randomUUID(),
      result,
      documentType: request.documentType,
      checkedAt: now.toISOString(),
      application: (await findFinanceApplication(trx, application.id))!,
    };
  });
}
