// Approval, signing, declining and completion of an application's contract
// (decision 0160). Every change moves the application's version on, like a save.
import type { ProviderContext } from "../context.js";
import { type Db, inTransaction } from "../db/database.js";
import type { AddressColumns } from "../db/schema.js";
import type { ApplicationData } from "../domain/application-data.js";
import {
  approvalEndsAt,
  ceremonyBody,
  type ContractDocument,
  contractDocument,
  declineBody,
  documentHash,
  reopenBody,
  signatureBody,
  signatureNameProblems,
} from "../domain/contract.js";
import { contractPdf } from "../domain/contract-pdf.js";
import { longStopMonthsOf } from "../domain/loan.js";
import { problemsFromZod } from "../domain/problems.js";
import { apiError, conflict, forbidden, notFound, validationError } from "../http/errors.js";
import type { BoundSession } from "../http/session.js";
import {
  type ContractCeremonyRow,
  type ContractRow,
  findCeremony,
  findContractOf,
  finishCeremonyRow,
  insertCeremony,
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
import { findMediaInfo, insertMedia } from "../repositories/media.js";
import { agencyFeatureFlags } from "./feature-flags.js";
import { applicationForGuest, parseId } from "./finance-applications.js";

export interface ContractView {
  contract: ContractRow;
  document: ContractDocument;
  status: "AWAITING_SIGNATURES" | "SIGNED" | "DECLINED";
  signatures: Array<{ customerId: string; name: string; signedAt: string | null }>;
  /** The PDF of the document, stored as media (decision 0164). */
  pdf: { mediaId: string; fileName: string; size: number } | null;
  /** While a decline stands and the approval has not lapsed: until when its decliner may take it back. */
  reopenableUntil: string | null;
  /** The product's long-stop period today, for the summary before signing (decision 0353). */
  longStopMonths: number;
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
      return { application: await reopen(trx, application, existing, now), created: false };
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
    const hash = documentHash(text);
    const pdf = Buffer.from(await contractPdf(document, hash));
    const mediaId = await insertMedia(trx, {
      fundRequestId: application.fundRequestId,
      customerId: application.creatorId,
      collection: "contracts",
      fileName: `loan-contract-${application.id}.pdf`,
      mimeType: "application/pdf",
      size: pdf.length,
      content: pdf,
      createdAt: now,
    });
    const made = { document: text, documentHash: hash, createdAt: now, mediaId };
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

/** The decline cleared for every applicant: the contract can be signed again. */
async function reopen(db: Db, application: FinanceApplicationRow, contract: ContractRow, now: string) {
  await updateContract(db, contract.id, { declinedBy: null, declinedAt: null, declineReason: null });
  const data = dataOf(application);
  const applicants = data.applicants.map((a) => ({ ...a, hasDeclinedContract: false }));
  return writeAtVersion(db, application, { applicationData: JSON.stringify({ ...data, applicants }), updatedAt: now });
}

/**
 * The demo seed's contracts: a submitted application approved, and for SIGNED or
 * COMPLETED signed by every applicant, as if each had signed in the portal.
 */
export async function seedContract(
  db: Db,
  application: FinanceApplicationRow,
  status: string,
  at: Date,
  outcome: { signedBy?: string[]; declinedBy?: string } = {},
): Promise<void> {
  const approved = (await approve(db, application, at)).application;
  const contract = (await findContractOf(db, approved.id))!;
  if (status === "AWAITING_SIGNATURES") {
    // A co-applicant still to sign, or a contract declined: as if done in the portal.
    let current = approved;
    for (const customerId of outcome.signedBy ?? []) {
      current = await recordSignature(db, current, contract, customerId, nameOn(contract, customerId), "demo seed", "TYPED", at);
    }
    if (outcome.declinedBy) await recordDecline(db, current, contract, outcome.declinedBy, "Demo: declined", at);
    return;
  }
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

async function viewOf(db: Db, application: FinanceApplicationRow, contract: ContractRow, now: string): Promise<ContractView> {
  const document = JSON.parse(contract.document) as ContractDocument;
  const signed = new Map((await signaturesOf(db, contract.id)).map((s) => [String(s.customerId), s.signedAt]));
  const signatures = dataOf(application).applicants.map((a) => ({
    customerId: a.id,
    name: document.applicants.find((p) => p.customerId === a.id)?.name ?? "",
    signedAt: signed.get(a.id) ?? null,
  }));
  const status =
    contract.declinedBy !== null ? "DECLINED" : signatures.every((s) => s.signedAt) ? "SIGNED" : "AWAITING_SIGNATURES";
  const media = contract.mediaId === null ? undefined : await findMediaInfo(db, contract.mediaId);
  const pdf = media ? { mediaId: String(media.id), fileName: media.fileName, size: media.size } : null;
  const ends = approvalEndsAt(contract.createdAt);
  const reopenable = status === "DECLINED" && application.applicationStatus === "AWAITING_SIGNATURES" && ends > now;
  const longStopMonths = longStopMonthsOf(application.product);
  return { contract, document, status, signatures, pdf, reopenableUntil: reopenable ? ends : null, longStopMonths };
}

function nameOn(contract: ContractRow, customerId: string): string {
  const document = JSON.parse(contract.document) as ContractDocument;
  return document.applicants.find((p) => p.customerId === customerId)?.name ?? "";
}

/**
 * One applicant's signature recorded (who, when, from where, which document,
 * how), their flag set, and the application SIGNED once everyone has signed.
 */
async function recordSignature(
  db: Db,
  application: FinanceApplicationRow,
  contract: ContractRow,
  customerId: string,
  fullName: string,
  clientAddress: string,
  method: "TYPED" | "CEREMONY",
  at: Date,
): Promise<FinanceApplicationRow> {
  const now = at.toISOString();
  await insertSignature(db, {
    contractId: contract.id,
    customerId: Number(customerId),
    fullName,
    signedAt: now,
    clientAddress,
    documentHash: contract.documentHash,
    method,
  });
  const data = dataOf(application);
  const applicants = data.applicants.map((a) => (a.id === customerId ? { ...a, hasSignedContract: true } : a));
  const allSigned = applicants.every((a) => a.hasSignedContract);
  return writeAtVersion(db, application, {
    applicationData: JSON.stringify({ ...data, applicants }),
    applicationStatus: allSigned ? "SIGNED" : application.applicationStatus,
    updatedAt: now,
  });
}

async function recordDecline(
  db: Db,
  application: FinanceApplicationRow,
  contract: ContractRow,
  customerId: string,
  reason: string | null,
  at: Date,
): Promise<FinanceApplicationRow> {
  const now = at.toISOString();
  await updateContract(db, contract.id, { declinedBy: Number(customerId), declinedAt: now, declineReason: reason });
  const data = dataOf(application);
  const applicants = data.applicants.map((a) => (a.id === customerId ? { ...a, hasDeclinedContract: true } : a));
  return writeAtVersion(db, application, { applicationData: JSON.stringify({ ...data, applicants }), updatedAt: now });
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
  return viewOf(ctx.db, application, contract, ctx.now().toISOString());
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
  // Read before the transaction: it holds the database's one connection.
  const throughCeremony = (await agencyFeatureFlags(ctx, found.application.fundRequestId)).docusign;
  return inTransaction(ctx.db, async (trx) => {
    const application = (await findFinanceApplication(trx, found.application.id))!;
    const contract = (await findContractOf(trx, application.id))!;
    const view = await viewOf(trx, application, contract, ctx.now().toISOString());
    if (view.signatures.find((s) => s.customerId === customerId)?.signedAt) return { application, created: false };
    if (contract.declinedBy !== null)
      throw conflict("The contract has been declined; it can be signed only once it is reopened.");
    if (application.applicationStatus !== "AWAITING_SIGNATURES") {
      throw conflict(`The application is ${application.applicationStatus}; the contract can no longer be signed.`);
    }
    checkVersion(application, version);
    if (throughCeremony) {
      throw conflict("This agency takes signatures through the signing service; start a signing ceremony instead.");
    }
    const name = view.document.applicants.find((p) => p.customerId === customerId)?.name ?? "";
    const problems = signatureNameProblems(fullName, name);
    if (problems.length > 0) throw validationError(problems);
    const signed = await recordSignature(trx, application, contract, customerId, fullName, clientAddress, "TYPED", ctx.now());
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
    return recordDecline(trx, application, contract, customerId, reason || null, ctx.now());
  });
}

/**
 * The applicant who declined takes it back (decision 0165), while the approval
 * stands: the contract is open for signing again, as when staff reopen it.
 * Asking again once it is open is answered as it stands.
 */
export async function reopenContract(
  ctx: ProviderContext,
  guest: BoundSession,
  rawId: string,
  body: unknown,
): Promise<FinanceApplicationRow> {
  const parsed = reopenBody.safeParse(body);
  if (!parsed.success) throw validationError(problemsFromZod(parsed.error, ""));
  const found = await guestContract(ctx, guest, rawId);
  return inTransaction(ctx.db, async (trx) => {
    const application = (await findFinanceApplication(trx, found.application.id))!;
    const contract = (await findContractOf(trx, application.id))!;
    if (contract.declinedBy === null) return application;
    if (contract.declinedBy !== guest.customerId) {
      throw forbidden("Only the applicant who declined the contract can take the decline back.");
    }
    const view = await viewOf(trx, application, contract, ctx.now().toISOString());
    if (!view.reopenableUntil) {
      throw conflict("The approval has lapsed, so the contract can no longer be reopened; contact the agency.");
    }
    checkVersion(application, parsed.data.data.attributes.version);
    return reopen(trx, application, contract, ctx.now().toISOString());
  });
}

// ---- The hosted signing ceremony (the docusign flag, decision 0163) -------------------

export type CeremonyDecision = "sign" | "decline" | "later";

/** What the ceremony page shows and where it sends the applicant back. */
export interface CeremonyView {
  ceremony: ContractCeremonyRow;
  document: ContractDocument;
  documentHash: string;
  signer: string;
}

/**
 * Starts the applicant's visit to the signing ceremony: only where the agency
 * signs through the service, on an open contract the applicant has not signed.
 */
export async function startCeremony(
  ctx: ProviderContext,
  guest: BoundSession,
  rawId: string,
  body: unknown,
): Promise<ContractCeremonyRow> {
  const parsed = ceremonyBody.safeParse(body);
  if (!parsed.success) throw validationError(problemsFromZod(parsed.error, ""));
  const { version, returnUrl } = parsed.data.data.attributes;
  const { application, contract } = await guestContract(ctx, guest, rawId);
  if (!(await agencyFeatureFlags(ctx, application.fundRequestId)).docusign) {
    throw conflict("This agency takes signatures in the portal; sign with your typed name instead.");
  }
  const view = await viewOf(ctx.db, application, contract, ctx.now().toISOString());
  if (view.signatures.find((s) => s.customerId === String(guest.customerId))?.signedAt) {
    throw conflict("You have signed the contract already.");
  }
  if (contract.declinedBy !== null) throw conflict("The contract has been declined; it can be signed only once it is reopened.");
  if (application.applicationStatus !== "AWAITING_SIGNATURES") {
    throw conflict(`The application is ${application.applicationStatus}; the contract can no longer be signed.`);
  }
  checkVersion(application, version);
  return insertCeremony(ctx.db, {
    contractId: contract.id,
    customerId: guest.customerId,
    returnUrl,
    status: "PENDING",
    createdAt: ctx.now().toISOString(),
    finishedAt: null,
  });
}

export async function ceremonyView(ctx: ProviderContext, ceremony: ContractCeremonyRow): Promise<CeremonyView> {
  const contract = (await ctx.db.selectFrom("contracts").selectAll().where("id", "=", ceremony.contractId).executeTakeFirst())!;
  return {
    ceremony,
    document: JSON.parse(contract.document) as ContractDocument,
    documentHash: contract.documentHash,
    signer: nameOn(contract, String(ceremony.customerId)),
  };
}

/**
 * The applicant's choice on the ceremony page, recorded once: a replayed form
 * or a second click leaves the first outcome standing. Signing records the name
 * on the contract, the time, the browser's address and the document's hash.
 */
export async function finishCeremony(
  ctx: ProviderContext,
  id: number,
  decision: CeremonyDecision,
  clientAddress: string,
): Promise<ContractCeremonyRow> {
  return inTransaction(ctx.db, async (trx) => {
    const ceremony = (await findCeremony(trx, id))!;
    if (ceremony.status !== "PENDING") return ceremony;
    const contract = (await trx.selectFrom("contracts").selectAll().where("id", "=", ceremony.contractId).executeTakeFirst())!;
    const application = (await findFinanceApplication(trx, contract.financeApplicationId))!;
    const customerId = String(ceremony.customerId);
    const applicant = dataOf(application).applicants.find((a) => a.id === customerId);
    const open = application.applicationStatus === "AWAITING_SIGNATURES" && contract.declinedBy === null;
    let status: string = "CANCELLED";
    if (decision !== "later" && open && applicant && !applicant.hasSignedContract) {
      if (decision === "sign") {
        await recordSignature(
          trx,
          application,
          contract,
          customerId,
          nameOn(contract, customerId),
          clientAddress,
          "CEREMONY",
          ctx.now(),
        );
        status = "SIGNED";
      } else {
        await recordDecline(trx, application, contract, customerId, null, ctx.now());
        status = "DECLINED";
      }
    }
    return finishCeremonyRow(trx, id, status, ctx.now().toISOString());
  });
}
