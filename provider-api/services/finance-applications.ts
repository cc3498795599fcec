import { randomUUID } from "node:crypto";

import { z } from "zod";

import type { ProviderContext } from "../context.js";
import { type Db, inTransaction } from "../db/database.js";
import { additionalFundsProblems, storedDescription } from "../domain/additional-funds.js";
import {
  type AdditionalApplicant,
  additionalApplicantsSchema,
  type ApplicationData,
  applicationDataSchema,
  applicationVersion,
  emptyApplicationData,
  MAX_CENTS,
  newApplicant,
} from "../domain/application-data.js";
import { establishmentFee, isFullLending } from "../domain/establishment-fee.js";
import { type FieldProblem, problemsFromZod } from "../domain/problems.js";
import {
  applicantCountProblems,
  applicantListProblems,
  completionProblems,
  documentReferences,
  mergeSave,
} from "../domain/submission.js";
import { APPLICATION_STATUSES, FINANCE_TYPES, type FinanceType, PRODUCTS } from "../domain/vocabulary.js";
import { apiError, conflict, forbidden, notFound, validationError } from "../http/errors.js";
import type { BoundSession } from "../http/session.js";
import { findContractOf } from "../repositories/contracts.js";
import { customersOf, insertCustomer } from "../repositories/customers.js";
import {
  type FinanceApplicationRow,
  findFinanceApplication,
  findOpenFinanceApplication,
  insertFinanceApplication,
  openFinanceApplicationsOf,
  updateFinanceApplicationAtVersion,
} from "../repositories/finance-applications.js";
import { findFundRequest } from "../repositories/fund-requests.js";
import { insertLink } from "../repositories/links.js";
import { existingMediaIds } from "../repositories/media.js";

const DATA_POINTER = "/data/applicationData";
const ADDITIONAL_POINTER = "/data/additionalApplicants";

export function parseId(raw: string): number | null {
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

function validate<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, value: unknown, prefix: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(problemsFromZod(result.error, prefix));
  return result.data;
}

export const createBody = z.object({
  data: z.object({
    type: z.literal("finance-applications"),
    attributes: z
      .object({
        fundRequestId: z.string().max(20),
        financeType: z.enum(FINANCE_TYPES),
        amount: z.number().int().min(1).max(MAX_CENTS).optional(),
        product: z.string().max(100).optional(),
        purpose: z.string().max(100).optional(),
        purposeDescription: z.string().max(2000).optional(),
      })
      .strict(),
  }),
});

export interface NewApplicationRequest {
  fundRequestId: number;
  customerId: number;
  financeType: FinanceType;
  /** Only for additional funds; a VPA application always covers the amount outstanding. */
  amount?: number;
  /** Additional funds only (checked by additionalFundsProblems for a guest): the product and what the money is for. */
  product?: string;
  purpose?: string;
  purposeDescription?: string;
}

/**
 * What a guest's create must say before anything is looked up: lending must be
 * switched on (the `lending` flag), additional funds need an amount within the
 * limits, one of the two products and a listed purpose, and a VPA application
 * asks for none of these.
 */
export function requireNewApplication(
  ctx: ProviderContext,
  financeType: FinanceType,
  asked: Omit<NewApplicationRequest, "fundRequestId" | "customerId" | "financeType">,
): void {
  if (!ctx.config.featureFlags.lending) {
    throw apiError(403, "Forbidden", "Finance applications are not offered at the moment.", {
      source: { pointer: "/data/attributes/financeType" },
    });
  }
  if (financeType === "VPA_ADDITIONAL") {
    const problems = additionalFundsProblems(asked);
    if (problems.length > 0) throw validationError(problems);
    return;
  }
  const extra = (["product", "purpose", "purposeDescription"] as const).filter((name) => asked[name] !== undefined);
  if (extra.length > 0) {
    throw validationError(
      extra.map((name) => ({ pointer: `/data/attributes/${name}`, detail: "Only an additional-funds application has this." })),
    );
  }
}

/**
 * Creates the customer's application, or returns the open one of the same
 * finance type so a double submit never makes two.
 */
export async function createFinanceApplication(
  db: Db,
  request: NewApplicationRequest,
  now: Date,
): Promise<{ application: FinanceApplicationRow; created: boolean }> {
  // One transaction, so a concurrent create waits and then finds this one.
  return inTransaction(db, (trx) => createInTransaction(trx, request, now));
}

async function createInTransaction(
  db: Db,
  request: NewApplicationRequest,
  now: Date,
): Promise<{ application: FinanceApplicationRow; created: boolean }> {
  const existing = await findOpenFinanceApplication(db, request.fundRequestId, request.customerId, request.financeType);
  if (existing) return { application: existing, created: false };
  const fundRequest = await findFundRequest(db, request.fundRequestId);
  if (!fundRequest) throw notFound("The fund request does not exist.");
  const outstanding = Math.max(0, fundRequest.amount - fundRequest.amountPaid);
  if (request.financeType === "VPA_ADDITIONAL") {
    await requireVpaApplication(db, fundRequest.requestType, request);
  } else if (fundRequest.canDeferPayment !== 1 || outstanding === 0 || fundRequest.receivableStatus !== "UNPAID") {
    throw validationError([
      { pointer: "/data/attributes/fundRequestId", detail: "This fund request cannot be paid at settlement." },
    ]);
  }
  if (request.amount !== undefined && request.financeType === "VPA") {
    throw validationError([
      {
        pointer: "/data/attributes/amount",
        detail: "A VPA application covers the amount outstanding; amount is for additional funds only.",
      },
    ]);
  }
  const amount = request.amount ?? outstanding;
  const timestamp = now.toISOString();
  const id = await insertFinanceApplication(db, {
    fundRequestId: request.fundRequestId,
    creatorId: request.customerId,
    financeType: request.financeType,
    product: request.product ?? PRODUCTS[request.financeType],
    purpose: request.purpose ?? null,
    purposeDescription: storedDescription(request.purpose, request.purposeDescription),
    applicationStatus: "CREATED",
    status: "ACTIVE",
    amount,
    repaymentAmount: amount + establishmentFee(amount),
    isFullLending: isFullLending(amount, request.financeType) ? 1 : 0,
    version: 1,
    applicationData: JSON.stringify(emptyApplicationData(String(request.customerId))),
    additionalApplicants: "[]",
    createdAt: timestamp,
    updatedAt: timestamp,
  });
  return { application: (await findFinanceApplication(db, id))!, created: true };
}

/**
 * Additional funds are lent to a vendor beside their marketing cost (decision
 * 0170): only on a VPA request, and only to an applicant of its open VPA
 * application, whatever that application's status.
 */
async function requireVpaApplication(db: Db, requestType: string, request: NewApplicationRequest) {
  const pointer = "/data/attributes/financeType";
  if (requestType !== "VENDOR_PAID_ADVERTISING") {
    throw validationError([{ pointer, detail: "Additional funds are only for a vendor-paid advertising request." }]);
  }
  const applications = await openFinanceApplicationsOf(db, request.fundRequestId, "VPA");
  const customerId = String(request.customerId);
  const isApplicant = applications.some((application) =>
    (JSON.parse(application.applicationData) as ApplicationData).applicants.some((a) => a.id === customerId),
  );
  if (!isApplicant) {
    throw validationError([
      { pointer, detail: "Apply to pay the marketing cost at settlement before applying for additional funds." },
    ]);
  }
}

/** The application, when it belongs to the guest's fund request. */
export async function applicationForGuest(ctx: ProviderContext, guest: BoundSession, rawId: string) {
  const id = parseId(rawId);
  const application = id === null ? undefined : await findFinanceApplication(ctx.db, id);
  if (!application) throw notFound("The finance application does not exist.");
  if (application.fundRequestId !== guest.fundRequestId) {
    throw forbidden("This finance application belongs to another fund request.");
  }
  return application;
}

async function contractDeclinedFor(db: Db, application: FinanceApplicationRow, customerId: number): Promise<boolean> {
  if (application.applicationStatus !== "AWAITING_SIGNATURES") return false;
  const data = JSON.parse(application.applicationData) as { applicants: Array<{ id: string }> };
  if (!data.applicants.some((a) => a.id === String(customerId))) return false;
  const contract = await findContractOf(db, application.id);
  return contract?.declinedBy != null;
}

export async function withdrawFinanceApplication(ctx: ProviderContext, guest: BoundSession, rawId: string) {
  const application = await applicationForGuest(ctx, guest, rawId);
  // A declined contract leaves nothing to sign: any of its applicants may close it to pay now (decision 0165).
  const declined = await contractDeclinedFor(ctx.db, application, guest.customerId);
  if (application.creatorId !== guest.customerId && !declined) {
    throw forbidden("Only the applicant who started the application can withdraw it.");
  }
  if (application.status === "WITHDRAWN") throw conflict("The application has already been withdrawn.");
  if (application.applicationStatus !== "CREATED" && !declined) {
    throw conflict("The application has been submitted and can no longer be withdrawn.");
  }
  const written = await updateFinanceApplicationAtVersion(ctx.db, application.id, application.version, {
    status: "WITHDRAWN",
    updatedAt: ctx.now().toISOString(),
  });
  if (!written) throw conflict("The application changed meanwhile; reload it.");
  return (await findFinanceApplication(ctx.db, application.id))!;
}

export const submitBody = z.object({
  data: z
    .object({
      action: z.enum(["SAVE", "COMPLETE"]),
      version: applicationVersion,
      applicationData: z.unknown(),
      additionalApplicants: z.unknown().optional(),
    })
    .passthrough(),
});

async function documentProblems(
  ctx: ProviderContext,
  fundRequestId: number,
  data: ApplicationData,
  customerId: string,
): Promise<FieldProblem[]> {
  const index = data.applicants.findIndex((a) => a.id === customerId);
  if (index < 0) return [];
  const references = documentReferences(data.applicants[index], index, DATA_POINTER);
  const ids = references.map((r) => Number(r.mediaId)).filter((n) => Number.isSafeInteger(n) && n > 0);
  const existing = await existingMediaIds(ctx.db, fundRequestId, ids);
  return references
    .filter((r) => !existing.has(Number(r.mediaId)))
    .map((r) => ({ pointer: r.pointer, detail: "No uploaded document has this id." }));
}

/** SAVE stores the applicant's answers; COMPLETE also checks them and moves the status on. */
export async function submitFinanceApplication(
  ctx: ProviderContext,
  guest: BoundSession,
  rawId: string,
  body: unknown,
): Promise<FinanceApplicationRow> {
  const { data: request } = validate(submitBody, body, "");
  const application = await applicationForGuest(ctx, guest, rawId);
  const customerId = String(guest.customerId);
  const stored = JSON.parse(application.applicationData) as ApplicationData;
  if (!stored.applicants.some((a) => a.id === customerId)) {
    throw forbidden("You are not an applicant of this application.");
  }
  if (application.status === "WITHDRAWN") throw conflict("The application has been withdrawn.");
  if (application.applicationStatus !== "CREATED") {
    throw conflict(`The application is ${application.applicationStatus} and can no longer be changed.`);
  }
  if (request.version !== application.version) {
    throw apiError(409, "Conflict", "The application has changed since you read it; reload it.", {
      source: { pointer: "/data/version" },
    });
  }

  // Both parts are checked before answering, so one 422 names every problem.
  const parsedData = applicationDataSchema.safeParse(request.applicationData);
  const parsedAdditional =
    request.additionalApplicants === undefined ? null : additionalApplicantsSchema.safeParse(request.additionalApplicants);
  if (!parsedData.success || (parsedAdditional && !parsedAdditional.success)) {
    throw validationError([
      ...(parsedData.success ? [] : problemsFromZod(parsedData.error, DATA_POINTER)),
      ...(parsedAdditional && !parsedAdditional.success ? problemsFromZod(parsedAdditional.error, ADDITIONAL_POINTER) : []),
    ]);
  }
  const incoming = parsedData.data;
  const storedAdditional = JSON.parse(application.additionalApplicants) as AdditionalApplicant[];
  const additional = parsedAdditional ? parsedAdditional.data : storedAdditional;
  const isCreator = application.creatorId === guest.customerId;
  const problems = [
    ...applicantListProblems(incoming.applicants, new Set(stored.applicants.map((a) => a.id)), true, DATA_POINTER),
    ...applicantCountProblems(stored.applicants.length, additional, ADDITIONAL_POINTER),
    ...(!isCreator && JSON.stringify(additional) !== JSON.stringify(storedAdditional)
      ? [{ pointer: ADDITIONAL_POINTER, detail: "Only the applicant who started the application can add applicants." }]
      : []),
  ];
  if (problems.length > 0) throw validationError(problems);
  const documents = await documentProblems(ctx, application.fundRequestId, incoming, customerId);
  const completion =
    request.action === "COMPLETE" ? completionProblems(incoming, customerId, application.isFullLending === 1, DATA_POINTER) : [];
  if (documents.length + completion.length > 0) throw validationError([...documents, ...completion]);

  const merged = mergeSave(stored, incoming, customerId);
  return inTransaction(ctx.db, async (trx) => {
    let applicationData = merged;
    let additionalApplicants = additional;
    let applicationStatus = application.applicationStatus;
    if (request.action === "COMPLETE") {
      applicationData = {
        ...merged,
        applicants: merged.applicants.map((a) => (a.id === customerId ? { ...a, hasCompletedApplication: true } : a)),
      };
      if (isCreator && additional.length > 0) {
        const joined = await addApplicants(trx, application.fundRequestId, additional, ctx.now());
        applicationData = { ...applicationData, applicants: [...applicationData.applicants, ...joined] };
        additionalApplicants = [];
      }
      if (applicationData.applicants.every((a) => a.hasCompletedApplication)) applicationStatus = "SUBMITTED";
    }
    const written = await updateFinanceApplicationAtVersion(trx, application.id, application.version, {
      applicationData: JSON.stringify(applicationData),
      additionalApplicants: JSON.stringify(additionalApplicants),
      applicationStatus,
      updatedAt: ctx.now().toISOString(),
    });
    if (!written) throw conflict("The application has changed since you read it; reload it.");
    return (await findFinanceApplication(trx, application.id))!;
  });
}

/**
 * When the creator completes, each additional applicant becomes a customer of
 * the fund request with their own link, and an applicant who has not started.
 */
async function addApplicants(db: Db, fundRequestId: number, people: AdditionalApplicant[], now: Date) {
  const applicants = [];
  for (const person of people) {
    const customerId = await insertCustomer(db, {
      fundRequestId,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      mobile: person.mobile,
      idVerificationResult: null,
    });
    await insertLink(db, {
      uuid: randomUUID(),
      fundRequestId,
      customerId,
      expiresAt: null,
      impersonationExpiresAt: null,
      createdAt: now.toISOString(),
    });
    applicants.push(newApplicant(String(customerId)));
  }
  return applicants;
}

export const staffPatchBody = z.object({
  data: z.object({
    type: z.literal("finance-applications"),
    id: z.string().max(20).optional(),
    attributes: z
      .object({
        applicationStatus: z.enum(APPLICATION_STATUSES).optional(),
        applicationData: z.unknown().optional(),
        version: applicationVersion.optional(),
      })
      .strict(),
  }),
});

/**
 * The provider's own steps (assessment, approval, signatures): any status may be
 * set, and applicationData may be replaced whole, validated like a SAVE.
 */
export async function staffPatchFinanceApplication(ctx: ProviderContext, rawId: string, body: unknown) {
  const { attributes } = validate(staffPatchBody, body, "").data;
  const id = parseId(rawId);
  const application = id === null ? undefined : await findFinanceApplication(ctx.db, id);
  if (!application) throw notFound("The finance application does not exist.");
  if (attributes.version !== undefined && attributes.version !== application.version) {
    throw apiError(409, "Conflict", "The application has changed since you read it.", {
      source: { pointer: "/data/attributes/version" },
    });
  }
  let applicationData = JSON.parse(application.applicationData) as ApplicationData;
  if (attributes.applicationData !== undefined) {
    const prefix = "/data/attributes/applicationData";
    applicationData = validate(applicationDataSchema, attributes.applicationData, prefix);
    const customerIds = new Set((await customersOf(ctx.db, application.fundRequestId)).map((c) => String(c.id)));
    const problems = applicantListProblems(applicationData.applicants, customerIds, false, prefix);
    if (problems.length > 0) throw validationError(problems);
  } else if (attributes.applicationStatus === "SIGNED") {
    applicationData = {
      ...applicationData,
      applicants: applicationData.applicants.map((a) => ({ ...a, hasSignedContract: true })),
    };
  }
  const written = await updateFinanceApplicationAtVersion(ctx.db, application.id, application.version, {
    applicationStatus: attributes.applicationStatus ?? application.applicationStatus,
    applicationData: JSON.stringify(applicationData),
    updatedAt: ctx.now().toISOString(),
  });
  if (!written) throw conflict("The application changed meanwhile; try again.");
  return (await findFinanceApplication(ctx.db, application.id))!;
}
