import { randomBytes, randomUUID } from "node:crypto";

import bcrypt from "bcryptjs";
import type { Response } from "express";
import { sql } from "kysely";
import { z } from "zod";

import type { ProviderContext } from "../context.js";
import type { Db } from "../db/database.js";
import { passwordProblem } from "../domain/passwords.js";
import { problemsFromZod } from "../domain/problems.js";
import {
  IMPERSONATION_MINUTES,
  isRepresentativeRole,
  LOGIN_FAILURE_LIMIT,
  LOGIN_LOCK_MINUTES,
  loginLock,
  REPRESENTATIVE_ROLES,
  RESET_EMAILS_PER_WINDOW,
  RESET_TOKEN_MINUTES,
  ROLE_NAMES,
  servesLocation,
} from "../domain/representatives.js";
import { apiError, notFound, validationError } from "../http/errors.js";
import { identifier, type Resource } from "../http/jsonapi.js";
import { startSession } from "../http/session.js";
import { customersOf, customersOfEach } from "../repositories/customers.js";
import { findFundRequestGraph } from "../repositories/fund-requests.js";
import { endImpersonationsOf, findLink, insertLink, type Link } from "../repositories/links.js";
import {
  clearLoginFailures,
  consumePasswordReset,
  countPasswordResetsSince,
  expirePasswordResets,
  findLivePasswordReset,
  findRepresentative,
  findRepresentativeByEmail,
  insertOutboxMail,
  insertPasswordReset,
  insertRepresentative,
  loginFailuresSince,
  recordLoginFailures,
  representativeActionsOf,
  type RepresentativeRow,
  updatePasswordHash,
} from "../repositories/representatives.js";
import { deleteSessionsOfRepresentative } from "../repositories/sessions.js";
import { parseId } from "./finance-applications.js";
import { REQUESTED_DOCUMENTS_COLLECTION } from "./media.js";
import { saleUpdatesForStaff } from "./sale-updates.js";

/** bcrypt's work factor: about 0.1 s a hash here, the same for every sign-in, known account or not. */
export const BCRYPT_COST = 10;
const PAGE_SIZE = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

let dummyHash: Promise<string> | undefined;
/** Compared against when no account has the email, so both answers take as long (no enumeration by timing). */
const dummy = () => (dummyHash ??= bcrypt.hash(randomBytes(16).toString("hex"), BCRYPT_COST));

function parse<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(problemsFromZod(result.error, ""));
  return result.data;
}

const email = z.string().trim().max(254).email("Enter an email address in the correct format, like name@example.com.");

export function locationsOf(row: RepresentativeRow): string[] {
  try {
    const parsed: unknown = JSON.parse(row.locations);
    return Array.isArray(parsed) ? parsed.filter((l): l is string => typeof l === "string") : [];
  } catch {
    return [];
  }
}

export function representativeResource(row: RepresentativeRow): Resource {
  const role = isRepresentativeRole(row.role) ? row.role : "ROLE_6";
  return {
    ...identifier("representatives", row.id),
    attributes: { email: row.email, name: row.name, role, roleName: ROLE_NAMES[role], locations: locationsOf(row) },
  };
}

// ---- creating representatives (staff API) --------------------------------------------

const createBody = z.object({
  data: z.object({
    type: z.literal("representatives"),
    attributes: z
      .object({
        email,
        name: z.string().trim().min(1).max(120),
        role: z.enum(REPRESENTATIVE_ROLES),
        locations: z.array(z.string().trim().min(1).max(200)).min(1).max(50),
        password: z.string().max(200),
      })
      .strict(),
  }),
});

export async function createRepresentative(ctx: ProviderContext, body: unknown): Promise<RepresentativeRow> {
  const { attributes } = parse(createBody, body).data;
  const problem = passwordProblem(attributes.password, attributes);
  if (problem) throw validationError([{ pointer: "/data/attributes/password", detail: problem }]);
  if (await findRepresentativeByEmail(ctx.db, attributes.email)) {
    throw validationError([{ pointer: "/data/attributes/email", detail: "A representative already has this email address." }]);
  }
  const id = await insertRepresentative(ctx.db, {
    email: attributes.email.toLowerCase(),
    name: attributes.name,
    role: attributes.role,
    locations: JSON.stringify(attributes.locations),
    passwordHash: await hashPassword(attributes.password),
    createdAt: ctx.now().toISOString(),
  });
  return (await findRepresentative(ctx.db, id))!;
}

/** Adds a representative unless one has the email: demo data, run at every start. */
export async function seedRepresentative(
  db: Db,
  rep: { email: string; name: string; role: string; locations: string[]; password: string },
  now: Date,
): Promise<void> {
  if (await findRepresentativeByEmail(db, rep.email)) return;
  await insertRepresentative(db, {
    email: rep.email.toLowerCase(),
    name: rep.name,
    role: rep.role,
    locations: JSON.stringify(rep.locations),
    passwordHash: await hashPassword(rep.password),
    createdAt: now.toISOString(),
  });
}

// ---- sign in -------------------------------------------------------------------------

const loginBody = z.object({
  data: z.object({
    type: z.literal("representative-logins"),
    attributes: z.object({ email: z.string().max(254), password: z.string().max(200) }).strict(),
  }),
});

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * One answer for a wrong email or a wrong password (401). Failures are counted
 * per email address, whether an account has it or not, and per client address:
 * LOGIN_FAILURE_LIMIT for one email locks it for LOGIN_LOCK_MINUTES (even with
 * the right password), and the client limit of link authentication applies to
 * the client (decision 0190). Success starts a new session.
 */
export async function logIn(ctx: ProviderContext, res: Response, client: string, body: unknown): Promise<RepresentativeRow> {
  const { attributes } = parse(loginBody, body).data;
  const address = attributes.email.trim().toLowerCase();
  const now = ctx.now().getTime();
  const emailKey = `email:${address}`;
  const clientKey = `client:${client}`;
  const { authFailureLimit, authFailureWindowMs } = ctx.config;
  const lockWindow = LOGIN_LOCK_MINUTES * 60_000;

  const fromClient = await loginFailuresSince(ctx.db, clientKey, now - authFailureWindowMs);
  if (fromClient.length >= authFailureLimit) {
    const wait = fromClient[fromClient.length - authFailureLimit] + authFailureWindowMs - now;
    throw apiError(
      429,
      "Too many attempts",
      `Too many failed sign-ins from this network. Try again in ${minutes(wait)} minute${minutes(wait) === 1 ? "" : "s"}.`,
      { headers: { "Retry-After": String(Math.ceil(wait / 1000)) } },
    );
  }
  const lockedFor = (failures: number[]) => {
    const lock = loginLock(failures, now);
    if (!lock.locked) return null;
    const wait = lock.until - now;
    return apiError(
      429,
      "Sign-in locked",
      `Sign-in for this email address is locked for ${minutes(wait)} minute${minutes(wait) === 1 ? "" : "s"} after ${LOGIN_FAILURE_LIMIT} failed attempts. Wait, or reset the password.`,
      { headers: { "Retry-After": String(Math.ceil(wait / 1000)) } },
    );
  };
  const locked = lockedFor(await loginFailuresSince(ctx.db, emailKey, now - lockWindow));
  if (locked) throw locked;

  const representative = await findRepresentativeByEmail(ctx.db, address);
  const matches = await bcrypt.compare(attributes.password, representative?.passwordHash ?? (await dummy()));
  if (!representative || !matches) {
    await recordLoginFailures(ctx.db, [emailKey, clientKey], now, now - Math.max(lockWindow, authFailureWindowMs));
    throw (
      lockedFor(await loginFailuresSince(ctx.db, emailKey, now - lockWindow)) ??
      apiError(401, "Unauthenticated", "The email address or the password is not right.")
    );
  }
  await clearLoginFailures(ctx.db, emailKey);
  await startSession(ctx, res, null, representative.id);
  return representative;
}

// ---- forgot and reset ----------------------------------------------------------------

/** The portal's page a reset link opens (its `/staff/reset-password`): the one path a reset link may have. */
export const RESET_PATH = "/staff/reset-password";

/**
 * Where a reset link may point: the reset page of a configured portal origin, and
 * nowhere else, in development too (decision 0244). Otherwise anyone could have
 * the provider email a link to their own site, or to another port of this machine.
 */
export function resetUrlAllowed(resetUrl: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(resetUrl);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username || url.password || url.search || url.hash) return false;
  return origins.includes(url.origin) && url.pathname === RESET_PATH;
}

const forgotBody = z.object({
  data: z.object({
    type: z.literal("password-reset-requests"),
    attributes: z.object({ email, resetUrl: z.string().max(500) }).strict(),
  }),
});

/**
 * Emails a single-use link, valid RESET_TOKEN_MINUTES, when an account has the
 * address and has not had RESET_EMAILS_PER_WINDOW of them in that time; the caller
 * answers the same either way.
 */
export async function requestPasswordReset(ctx: ProviderContext, body: unknown): Promise<void> {
  const { attributes } = parse(forgotBody, body).data;
  if (!resetUrlAllowed(attributes.resetUrl, ctx.config.resetUrlOrigins)) {
    throw validationError([{ pointer: "/data/attributes/resetUrl", detail: "This reset address is not one of the portal's." }]);
  }
  const representative = await findRepresentativeByEmail(ctx.db, attributes.email);
  if (!representative) return;
  const now = ctx.now();
  const windowStart = new Date(now.getTime() - RESET_TOKEN_MINUTES * 60_000).toISOString();
  if ((await countPasswordResetsSince(ctx.db, representative.id, windowStart)) >= RESET_EMAILS_PER_WINDOW) return;
  const token = randomBytes(32).toString("base64url");
  await insertPasswordReset(ctx.db, {
    token,
    representativeId: representative.id,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString(),
  });
  const link = `${attributes.resetUrl}?token=${encodeURIComponent(token)}`;
  await insertOutboxMail(ctx.db, {
    to: representative.email,
    subject: "Reset your password",
    body: [
      `Hello ${representative.name},`,
      "",
      "Someone asked to reset the password of your account. To choose a new password, open this link:",
      link,
      "",
      `The link works once, for ${RESET_TOKEN_MINUTES} minutes. If you did not ask, ignore this email: your password stays as it is.`,
    ].join("\n"),
    createdAt: now.toISOString(),
  });
}

const resetBody = z.object({
  data: z.object({
    type: z.literal("password-resets"),
    attributes: z.object({ token: z.string().min(1).max(200), password: z.string().max(200) }).strict(),
  }),
});

const TOKEN_NOT_VALID = "This link to reset the password has expired or was used already. Ask for a new one.";

/**
 * Sets the new password from a live token (used up by it), unlocks sign-in, ends
 * every other session of the representative, and signs them in. The token is
 * looked at first, so only its holder can have a password weighed (the estimate
 * takes a tenth of a second or more), and a refused password leaves it usable.
 */
export async function resetPassword(ctx: ProviderContext, res: Response, body: unknown): Promise<RepresentativeRow> {
  const { attributes } = parse(resetBody, body).data;
  const now = ctx.now();
  const tokenProblem = validationError([{ pointer: "/data/attributes/token", detail: TOKEN_NOT_VALID }]);
  const holderId = await findLivePasswordReset(ctx.db, attributes.token, now);
  const holder = holderId === undefined ? undefined : await findRepresentative(ctx.db, holderId);
  if (!holder) throw tokenProblem;
  const problem = passwordProblem(attributes.password, holder);
  if (problem) throw validationError([{ pointer: "/data/attributes/password", detail: problem }]);
  const representativeId = await consumePasswordReset(ctx.db, attributes.token, now);
  const representative = representativeId === undefined ? undefined : await findRepresentative(ctx.db, representativeId);
  if (!representative) throw tokenProblem;
  await updatePasswordHash(ctx.db, representative.id, await hashPassword(attributes.password));
  await expirePasswordResets(ctx.db, representative.id, now);
  await clearLoginFailures(ctx.db, `email:${representative.email}`);
  // Whoever else had the old password is out now, on every device, views as a customer included (decision 0240).
  await endEverySession(ctx, representative.id);
  await startSession(ctx, res, null, representative.id);
  return representative;
}

/** Every session of the representative ends now, and every view as a customer they had open (decision 0240). */
export async function endEverySession(ctx: ProviderContext, representativeId: number): Promise<void> {
  await endImpersonationsOf(ctx.db, representativeId, ctx.now());
  await deleteSessionsOfRepresentative(ctx.db, representativeId);
}

// ---- search, staff view, impersonation -----------------------------------------------

function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const searchQuery = z.object({
  search: z.string().max(200).optional(),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, "Give page as a whole number from 1.")
    .optional(),
});

/** Fund requests of the representative's locations whose reference, customer name or email holds the search text. */
export async function searchFundRequests(ctx: ProviderContext, representative: RepresentativeRow, rawQuery: unknown) {
  const parsed = searchQuery.safeParse(rawQuery);
  if (!parsed.success) {
    throw apiError(400, "Bad request", parsed.error.issues[0].message, {
      source: { parameter: String(parsed.error.issues[0].path[0] ?? "search") },
    });
  }
  const term = (parsed.data.search ?? "").trim();
  const page = Number(parsed.data.page ?? "1");
  const locations = locationsOf(representative).map((l) => l.trim().toLowerCase());
  if (locations.length === 0) return { rows: [], total: 0, page, pageSize: PAGE_SIZE };
  const pattern = likePattern(term);
  const base = ctx.db
    .selectFrom("fundRequests")
    .innerJoin("locations", "locations.id", "fundRequests.locationId")
    .where(sql<string>`lower(${sql.ref("locations.name")})`, "in", locations)
    .$if(term !== "", (query) =>
      query.where((eb) =>
        eb.or([
          eb(sql<string>`lower(coalesce(${sql.ref("fundRequests.reference")}, ''))`, "like", sql<string>`${pattern} escape '\\'`),
          eb.exists(
            eb
              .selectFrom("customers")
              .select("customers.id")
              .whereRef("customers.fundRequestId", "=", "fundRequests.id")
              .where((c) =>
                c.or([
                  c(
                    sql<string>`lower(${sql.ref("customers.firstName")} || ' ' || ${sql.ref("customers.lastName")})`,
                    "like",
                    sql<string>`${pattern} escape '\\'`,
                  ),
                  c(sql<string>`lower(coalesce(${sql.ref("customers.email")}, ''))`, "like", sql<string>`${pattern} escape '\\'`),
                ]),
              ),
          ),
        ]),
      ),
    );
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      "fundRequests.id",
      "fundRequests.reference",
      "fundRequests.requestType",
      "fundRequests.amount",
      "fundRequests.receivableStatus",
      "locations.name as locationName",
    ])
    .orderBy("fundRequests.id", "desc")
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  // One query for the page's customers, not one per fund request.
  const customers = await customersOfEach(
    ctx.db,
    rows.map((row) => row.id),
  );
  const withCustomers = rows.map((row) => ({
    ...row,
    customerNames: (customers.get(row.id) ?? []).map((c) => `${c.firstName} ${c.lastName}`),
  }));
  return { rows: withCustomers, total: Number(total), page, pageSize: PAGE_SIZE };
}

export function fundRequestSummaryResource(row: Awaited<ReturnType<typeof searchFundRequests>>["rows"][number]): Resource {
  return {
    ...identifier("staff-fund-requests", row.id),
    attributes: {
      reference: row.reference,
      requestType: row.requestType,
      amount: row.amount,
      receivableStatus: row.receivableStatus,
      locationName: row.locationName,
      customerNames: row.customerNames,
    },
  };
}

/** A fund request the representative may see (404 otherwise, so others' requests are not even confirmed to exist). */
export async function visibleGraph(ctx: ProviderContext, representative: RepresentativeRow, rawId: string) {
  const id = parseId(rawId);
  const graph = id === null ? null : await findFundRequestGraph(ctx.db, id);
  if (!graph || !servesLocation(locationsOf(representative), graph.location.name)) {
    throw notFound("No fund request of your locations has this id.");
  }
  return graph;
}

interface StoredApplicant {
  id?: unknown;
  hasCompletedApplication?: unknown;
  hasVerifiedIdentity?: unknown;
  hasSignedContract?: unknown;
  settings?: { currentPage?: unknown } | null;
}

export async function staffFundRequest(
  ctx: ProviderContext,
  representative: RepresentativeRow,
  rawId: string,
): Promise<Resource> {
  const graph = await visibleGraph(ctx, representative, rawId);
  const nameOf = new Map(graph.customers.map((c) => [String(c.id), `${c.firstName} ${c.lastName}`]));
  // A requested document's file is listed while it is on its document: one taken back is gone (decision 0241).
  const documents = await ctx.db
    .selectFrom("media")
    .select(["id", "collection", "fileName", "customerId", "createdAt"])
    .where("fundRequestId", "=", graph.fundRequest.id)
    .where((eb) =>
      eb.or([
        eb("collection", "!=", REQUESTED_DOCUMENTS_COLLECTION),
        eb.exists(
          eb.selectFrom("requestedDocumentFiles").select("id").whereRef("requestedDocumentFiles.mediaId", "=", "media.id"),
        ),
      ]),
    )
    .orderBy("id")
    .execute();
  const actions = await representativeActionsOf(ctx.db, graph.fundRequest.id);
  const saleUpdates = await saleUpdatesForStaff(ctx, graph.fundRequest.id);
  return {
    ...identifier("staff-fund-requests", graph.fundRequest.id),
    attributes: {
      reference: graph.fundRequest.reference,
      requestType: graph.fundRequest.requestType,
      amount: graph.fundRequest.amount,
      amountPaid: graph.fundRequest.amountPaid,
      receivableStatus: graph.fundRequest.receivableStatus,
      locationName: graph.location.name,
      customers: graph.customers.map((c) => ({
        id: String(c.id),
        name: `${c.firstName} ${c.lastName}`,
        email: c.email,
      })),
      financeApplications: graph.financeApplications.map((application) => {
        const data = JSON.parse(application.applicationData) as { applicants?: StoredApplicant[] };
        return {
          id: String(application.id),
          financeType: application.financeType,
          applicationStatus: application.applicationStatus,
          applicants: (data.applicants ?? []).map((a) => ({
            customerId: String(a.id),
            name: nameOf.get(String(a.id)) ?? "Applicant",
            hasCompletedApplication: a.hasCompletedApplication === true,
            hasVerifiedIdentity: a.hasVerifiedIdentity === true,
            hasSignedContract: a.hasSignedContract === true,
            currentPage: typeof a.settings?.currentPage === "string" ? a.settings.currentPage : null,
          })),
        };
      }),
      documents: documents.map((d) => ({
        id: String(d.id),
        collection: d.collection,
        fileName: d.fileName,
        customerName: nameOf.get(String(d.customerId)) ?? null,
        createdAt: d.createdAt,
      })),
      actionsWhileViewing: actions.map((a) => ({
        id: String(a.id),
        representativeName: a.representativeName,
        customerName: `${a.firstName} ${a.lastName}`,
        request: a.request,
        at: a.at,
      })),
      saleUpdates,
    },
  };
}

const impersonationBody = z.object({
  data: z.object({
    type: z.literal("impersonations"),
    attributes: z.object({ customerId: z.string().max(20) }).strict(),
  }),
});

/**
 * A new link for one customer of the request, that works for IMPERSONATION_MINUTES,
 * records who opened it, and opens only with the staff session that asked for it
 * (`sessionIdHash`, decision 0240).
 */
export async function startImpersonation(
  ctx: ProviderContext,
  representative: RepresentativeRow,
  sessionIdHash: string,
  rawId: string,
  body: unknown,
): Promise<Resource> {
  const { attributes } = parse(impersonationBody, body).data;
  const graph = await visibleGraph(ctx, representative, rawId);
  const customer = graph.customers.find((c) => String(c.id) === attributes.customerId);
  if (!customer) {
    throw validationError([{ pointer: "/data/attributes/customerId", detail: "Not a customer of this fund request." }]);
  }
  const now = ctx.now();
  const link: Link = {
    uuid: randomUUID(),
    fundRequestId: graph.fundRequest.id,
    customerId: customer.id,
    expiresAt: null,
    impersonationExpiresAt: new Date(now.getTime() + IMPERSONATION_MINUTES * 60_000).toISOString(),
    createdAt: now.toISOString(),
    representativeId: representative.id,
    openedBySessionHash: sessionIdHash,
  };
  await insertLink(ctx.db, link);
  return {
    ...identifier("impersonations", link.uuid),
    attributes: {
      url: `/z/${link.uuid}`,
      fundRequestId: String(graph.fundRequest.id),
      customerId: String(customer.id),
      customerName: `${customer.firstName} ${customer.lastName}`,
      impersonationExpiresAt: link.impersonationExpiresAt,
    },
  };
}

/** Ends the representative's own view now: the link and every session opened from it. */
export async function endImpersonation(ctx: ProviderContext, representative: RepresentativeRow, uuid: string): Promise<void> {
  const link = /^[0-9a-f-]{36}$/i.test(uuid) ? await findLink(ctx.db, uuid.toLowerCase()) : undefined;
  if (!link || link.representativeId !== representative.id) throw notFound("You have no view with this id.");
  const now = ctx.now().toISOString();
  if (link.impersonationExpiresAt !== null && link.impersonationExpiresAt <= now) return;
  await ctx.db.updateTable("links").set({ impersonationExpiresAt: now }).where("uuid", "=", link.uuid).execute();
  await ctx.db.updateTable("sessions").set({ impersonationExpiresAt: now }).where("linkUuid", "=", link.uuid).execute();
}

/** Who is viewing through an impersonation link, for the portal's banner. */
export async function impersonationOf(db: Db, link: Link) {
  if (!link.representativeId) return null;
  const representative = await findRepresentative(db, link.representativeId);
  const customer = (await customersOf(db, link.fundRequestId)).find((c) => c.id === link.customerId);
  if (!representative || !customer) return null;
  const role = isRepresentativeRole(representative.role) ? representative.role : "ROLE_6";
  return { representativeName: representative.name, role, customerName: `${customer.firstName} ${customer.lastName}` };
}
