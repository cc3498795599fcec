// Approval, signing, declining and completion of an application's contract
// (decision 0160). Every change moves the application's version on, like a save.
import type { ProviderContext } from "../context.js";
import { type Db, inTransaction } from "../db/database.js";
import type { AddressColumns } from "../db/schema.js";
import type { ApplicationData } from "../domain/application-data.js";
import {
  type ContractDocument,
  contractDocument,
  declineBody,
  documentHash,
  signatureBody,
  signatureNameProblems,
} from "../domain/contract.js";
import { problemsFromZod } from "../domain/problems.js";
import { apiError, conflict, forbidden, notFound, validationError } from "../http/errors.js";
import type { BoundSession } from "../http/session.js";
import {
  type ContractRow,
  findContractOf,
  insertContract,
  insertSignature,
  signaturesOf,
  updateContract,
} from "../repositories/contracts.js";
import {
  type FinanceApplicationRow,
  findFinanceApplication,
  updateFinanceApplicationAtVersion,
} from "../repositories/finance-applications.js";
import { findFundRequestGraph } from "../repositories/fund-requests.js";
import { applicationForGuest, parseId } from "./finance-applications.js";

export interface ContractView {
  contract: ContractRow;
  document: ContractDocument;
  status: "AWAITING_SIGNATURES" | "SIGNED" | "DECLINED";
  signatures: Array<{ customerId: string; name: string; signedAt: string | null }>;
}

function addressOf(parts: Omit<AddressColumns, "country">): string | null {
  const street = [
    parts.unitNumber ? `${parts.unitNumber}/${parts.streetNumber ?? ""}` : parts.streetNumber,
    parts.streetName,
    parts.streetType,
  ]
    .filter(Boolean)
    .join(" ");
  const place = [parts.city, parts.state, parts.postalCode].filter(Boolean).join(" ");
  return [street, place].filter(Boolean).join(", ") || null;
}

async function requireStaffApplication(ctx: ProviderContext, rawId: string): Promise<FinanceApplicationRow> {
  const id = parseId(rawId);
  const application = id === null ? undefined : await findFinanceApplication(ctx.db, id);
  if (!application || application.status === "WITHDRAWN") throw notFound("The finance application does not exist.");
  return application;
}

function dataOf(application: FinanceApplicationRow): ApplicationData {
  return JSON.parse(application.applicationData) as ApplicationData;
}

async function writeAtVersion(
  db: Db,
  application: FinanceApplicationRow,
  patch: Parameters<typeof updateFinanceApplicationAtVersion>[3],
) {
  const written = await updateFinanceApplicationAtVersion(db, application.id, application.version, patch);
  if (!written) throw conflict("The application changed meanwhile; reload it.");
  return (await findFinanceApplication(db, application.id))!;
}

/**
 * Staff approval: a REVIEWING or SUBMITTED application becomes AWAITING_SIGNATURES
 * with its contract. Approving a declined contract again reopens it for signing.
 */
export async function approveApplication(
  ctx: ProviderContext,
  rawId: string,
): Promise<{ application: FinanceApplicationRow; created: boolean }> {
  return approve(ctx.db, await requireStaffApplication(ctx, rawId), ctx.now());
}

async function approve(
  db: Db,
  application: FinanceApplicationRow,
  at: Date,
): Promise<{ application: FinanceApplicationRow; created: boolean }> {
  const now = at.toISOString();
  return inTransaction(db, async (trx) => {
    const existing = await findContractOf(trx, application.id);
    const data = dataOf(application);
    if (application.applicationStatus === "AWAITING_SIGNATURES" && existing?.declinedBy) {
      await updateContract(trx, existing.id, { declinedBy: null, declinedAt: null, declineReason: null });
      const applicants = data.applicants.map((a) => ({ ...a, hasDeclinedContract: false }));
      const reopened = await writeAtVersion(trx, application, {
        applicationData: JSON.stringify({ ...data, applicants }),
        updatedAt: now,
      });
      return { application: reopened, created: false };
    }
    if (application.applicationStatus !== "REVIEWING" && application.applicationStatus !== "SUBMITTED") {
      throw conflict(`The application is ${application.applicationStatus}; only a submitted one can be approved.`);
    }
    const graph = (await findFundRequestGraph(trx, application.fundRequestId))!;
    const names = new Map(graph.customers.map((c) => [String(c.id), `${c.firstName} ${c.lastName}`]));
    const document = contractDocument({
      product: application.product,
      amount: application.amount,
      repaymentAmount: application.repaymentAmount,
      repaymentMethod: data.loanRepaymentMethod ?? null,
      property: graph.property ? addressOf(graph.property) : null,
      agency: data.settlement?.agency ?? graph.location.name,
      applicants: data.applicants.map((a) => ({ customerId: a.id, name: names.get(a.id) ?? "" })),
    });
    const text = JSON.stringify(document);
    const made = { document: text, documentHash: documentHash(text), createdAt: now };
    if (existing) {
      // Approved again after going back to review: the new document replaces the old, unsigned.
      await trx.deleteFrom("contractSignatures").where("contractId", "=", existing.id).execute();
      await updateContract(trx, existing.id, { ...made, declinedBy: null, declinedAt: null, declineReason: null });
    } else {
      await insertContract(trx, { financeApplicationId: application.id, ...made });
    }
    const applicants = data.applicants.map((a) => ({ ...a, hasSignedContract: false, hasDeclinedContract: false }));
    const approved = await writeAtVersion(trx, application, {
      applicationStatus: "AWAITING_SIGNATURES",
      applicationData: JSON.stringify({ ...data, applicants }),
      updatedAt: now,
    });
    return { application: approved, created: true };
  });
}

/**
 * The demo seed's contracts: a submitted application approved, and for SIGNED or
 * COMPLETED signed by every applicant, as if each had signed in the portal.
 */
export async function seedContract(db: Db, application: FinanceApplicationRow, status: string, at: Date): Promise<void> {
  const approved = (await approve(db, application, at)).application;
  if (status === "AWAITING_SIGNATURES") return;
  const contract = (await findContractOf(db, approved.id))!;
  const document = JSON.parse(contract.document) as ContractDocument;
  const data = dataOf(approved);
  for (const applicant of data.applicants) {
    await insertSignature(db, {
      contractId: contract.id,
      customerId: Number(applicant.id),
      fullName: document.applicants.find((p) => p.customerId === applicant.id)?.name ?? "",
      signedAt: at.toISOString(),
      clientAddress: "demo seed",
      documentHash: contract.documentHash,
    });
  }
  const applicants = data.applicants.map((a) => ({ ...a, hasSignedContract: true }));
  await writeAtVersion(db, approved, {
    applicationStatus: status,
    applicationData: JSON.stringify({ ...data, applicants }),
    updatedAt: at.toISOString(),
  });
}

/** Staff at settlement: a SIGNED application becomes COMPLETED. */
export async function completeApplication(ctx: ProviderContext, rawId: string): Promise<FinanceApplicationRow> {
  const application = await requireStaffApplication(ctx, rawId);
  if (application.applicationStatus === "COMPLETED") return application;
  if (application.applicationStatus !== "SIGNED") {
    throw conflict(`The application is ${application.applicationStatus}; only a signed one can be completed.`);
  }
  return writeAtVersion(ctx.db, application, { applicationStatus: "COMPLETED", updatedAt: ctx.now().toISOString() });
}

async function viewOf(db: Db, application: FinanceApplicationRow, contract: ContractRow): Promise<ContractView> {
  const document = JSON.parse(contract.document) as ContractDocument;
  const signed = new Map((await signaturesOf(db, contract.id)).map((s) => [String(s.customerId), s.signedAt]));
  const signatures = dataOf(application).applicants.map((a) => ({
    customerId: a.id,
    name: document.applicants.find((p) => p.customerId === a.id)?.name ?? "",
    signedAt: signed.get(a.id) ?? null,
  }));
  const status =
    contract.declinedBy !== null ? "DECLINED" : signatures.every((s) => s.signedAt) ? "SIGNED" : "AWAITING_SIGNATURES";
  return { contract, document, status, signatures };
}

const CONTRACT_STATUSES = new Set(["AWAITING_SIGNATURES", "SIGNED", "COMPLETED"]);

/** The guest's application, with them as an applicant, and its contract. */
async function guestContract(ctx: ProviderContext, guest: BoundSession, rawId: string) {
  const application = await applicationForGuest(ctx, guest, rawId);
  if (!dataOf(application).applicants.some((a) => a.id === String(guest.customerId))) {
    throw forbidden("You are not an applicant of this application.");
  }
  const contract = CONTRACT_STATUSES.has(application.applicationStatus)
    ? await findContractOf(ctx.db, application.id)
    : undefined;
  if (!contract) throw notFound("This application has no contract yet.");
  return { application, contract };
}

export async function readContract(ctx: ProviderContext, guest: BoundSession, rawId: string): Promise<ContractView> {
  const { application, contract } = await guestContract(ctx, guest, rawId);
  return viewOf(ctx.db, application, contract);
}

function checkVersion(application: FinanceApplicationRow, version: number) {
  if (version !== application.version) {
    throw apiError(409, "Conflict", "The application has changed since you read it; reload it.", {
      source: { pointer: "/data/attributes/version" },
    });
  }
}

/**
 * The guest signs: each required confirmation and their full name as on the
 * contract. Signing again is answered as it stands (created false); the last
 * signature makes the application SIGNED.
 */
export async function signContract(
  ctx: ProviderContext,
  guest: BoundSession,
  rawId: string,
  body: unknown,
  clientAddress: string,
): Promise<{ application: FinanceApplicationRow; created: boolean }> {
  const parsed = signatureBody.safeParse(body);
  if (!parsed.success) throw validationError(problemsFromZod(parsed.error, ""));
  const { version, fullName } = parsed.data.data.attributes;
  const customerId = String(guest.customerId);
  const found = await guestContract(ctx, guest, rawId);
  return inTransaction(ctx.db, async (trx) => {
    const application = (await findFinanceApplication(trx, found.application.id))!;
    const contract = (await findContractOf(trx, application.id))!;
    const view = await viewOf(trx, application, contract);
    if (view.signatures.find((s) => s.customerId === customerId)?.signedAt) return { application, created: false };
    if (contract.declinedBy !== null)
      throw conflict("The contract has been declined; it can be signed only once it is reopened.");
    if (application.applicationStatus !== "AWAITING_SIGNATURES") {
      throw conflict(`The application is ${application.applicationStatus}; the contract can no longer be signed.`);
    }
    checkVersion(application, version);
    const name = view.document.applicants.find((p) => p.customerId === customerId)?.name ?? "";
    const problems = signatureNameProblems(fullName, name);
    if (problems.length > 0) throw validationError(problems);
    const now = ctx.now().toISOString();
    await insertSignature(trx, {
      contractId: contract.id,
      customerId: guest.customerId,
      fullName,
      signedAt: now,
      clientAddress,
      documentHash: contract.documentHash,
    });
    const data = dataOf(application);
    const applicants = data.applicants.map((a) => (a.id === customerId ? { ...a, hasSignedContract: true } : a));
    const allSigned = applicants.every((a) => a.hasSignedContract);
    const signed = await writeAtVersion(trx, application, {
      applicationData: JSON.stringify({ ...data, applicants }),
      applicationStatus: allSigned ? "SIGNED" : application.applicationStatus,
      updatedAt: now,
    });
    return { application: signed, created: true };
  });
}

/** The guest declines, with an optional reason: nobody can sign until the provider reopens the contract. */
export async function declineContract(
  ctx: ProviderContext,
  guest: BoundSession,
  rawId: string,
  body: unknown,
): Promise<FinanceApplicationRow> {
  const parsed = declineBody.safeParse(body);
  if (!parsed.success) throw validationError(problemsFromZod(parsed.error, ""));
  const { version, reason } = parsed.data.data.attributes;
  const customerId = String(guest.customerId);
  const found = await guestContract(ctx, guest, rawId);
  return inTransaction(ctx.db, async (trx) => {
    const application = (await findFinanceApplication(trx, found.application.id))!;
    const contract = (await findContractOf(trx, application.id))!;
    const data = dataOf(application);
    const applicant = data.applicants.find((a) => a.id === customerId)!;
    if (contract.declinedBy === guest.customerId && applicant.hasDeclinedContract) return application;
    if (applicant.hasSignedContract) throw conflict("You have signed the contract; it can no longer be declined.");
    if (application.applicationStatus !== "AWAITING_SIGNATURES") {
      throw conflict(`The application is ${application.applicationStatus}; the contract can no longer be declined.`);
    }
    checkVersion(application, version);
    const now = ctx.now().toISOString();
    await updateContract(trx, contract.id, { declinedBy: guest.customerId, declinedAt: now, declineReason: reason || null });
    const applicants = data.applicants.map((a) => (a.id === customerId ? { ...a, hasDeclinedContract: true } : a));
    return writeAtVersion(trx, application, { applicationData: JSON.stringify({ ...data, applicants }), updatedAt: now });
  });
}
