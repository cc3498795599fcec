import { z } from "zod";

import type { Db } from "../db/database.js";
import { MAX_CENTS, MAX_TEXT } from "../domain/application-data.js";
import { agencyFlagsInput } from "../domain/feature-flags.js";
import { personName } from "../domain/names.js";
import { httpUrl } from "../domain/urls.js";
import { ID_VERIFICATION_RESULTS, RECEIVABLE_STATUSES, REQUEST_TYPES } from "../domain/vocabulary.js";
import { insertFundRequestGraph } from "../repositories/fund-requests.js";

const text = (max = MAX_TEXT) => z.string().max(max, `Must be at most ${max} characters.`);
const optionalText = (max = MAX_TEXT) => text(max).nullable().optional();
const requiredText = (max = MAX_TEXT) => text(max).trim().min(1, "This field is required.");
const cents = z.number().int("Must be a whole number of cents.").min(0, "Must not be negative.").max(MAX_CENTS);
const isoDateTime = z.string().datetime({ offset: true, message: "Must be an ISO 8601 date and time." });
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Must be a date like 2026-12-01.")
  .refine((v) => !Number.isNaN(Date.parse(v)), "Must be a real date.");
const uuid = z.string().uuid("Must be a uuid.");

const address = {
  unitNumber: optionalText(20),
  streetNumber: optionalText(20),
  streetName: optionalText(100),
  streetType: optionalText(40),
  city: optionalText(100),
  state: optionalText(60),
  postalCode: z
    .string()
    .regex(/^\d{4}$/, "An Australian postcode is four digits.")
    .nullable()
    .optional(),
  country: optionalText(60),
};

export const locationInput = z
  .object({
    name: requiredText(200),
    nickname: optionalText(100),
    email: z.string().max(254).email().nullable().optional(),
    phone: optionalText(30),
    logoUrl: httpUrl.nullable().optional(),
    websiteUrl: httpUrl.nullable().optional(),
    cardSurcharges: z.number().min(0).max(10).nullable().optional(),
    bpayBillerCode: z
      .string()
      .regex(/^\d{3,10}$/, "A BPAY biller code is 3 to 10 digits.")
      .nullable()
      .optional(),
    trustAccountName: optionalText(100),
    trustAccountBsb: z
      .string()
      .regex(/^\d{3}-?\d{3}$/, "A BSB is six digits, like 066-123.")
      .transform((bsb) => bsb.replace("-", ""))
      .nullable()
      .optional(),
    trustAccountNumber: z
      .string()
      .regex(/^\d{5,10}$/, "An account number is 5 to 10 digits.")
      .nullable()
      .optional(),
    featureFlags: agencyFlagsInput.nullable().optional(),
    ...address,
  })
  .strict();

export const propertyInput = z
  .object({
    ...address,
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
  })
  .strict();

export const customerInput = z
  .object({
    firstName: personName(),
    lastName: personName(),
    email: z.string().max(254).email().nullable().optional(),
    mobile: optionalText(30),
    idVerificationResult: z.enum(ID_VERIFICATION_RESULTS).nullable().optional(),
    /** The customer's link; fixed uuids make demo links stable. */
    linkUuid: uuid.optional(),
    expiresAt: isoDateTime.nullable().optional(),
  })
  .strict();

const transactionInput = z
  .object({
    amount: cents,
    method: z.enum(["CARD", "BPAY", "EFT", "CREDIT_NOTE"]),
    status: z.enum(["PENDING", "SUCCEEDED", "FAILED"]),
    reference: optionalText(100),
    createdAt: isoDateTime.optional(),
  })
  .strict();

export const fundRequestInput = z
  .object({
    requestType: z.enum(REQUEST_TYPES).default("VENDOR_PAID_ADVERTISING"),
    amount: cents.min(1, "Must be at least 1 cent."),
    amountPaid: cents.default(0),
    dueAt: isoDate.nullable().optional(),
    description: optionalText(),
    canDeferPayment: z.boolean().optional(),
    reference: optionalText(100),
    receivableStatus: z.enum(RECEIVABLE_STATUSES).default("UNPAID"),
    paymentType: optionalText(40),
    createdAt: isoDateTime.optional(),
    location: locationInput,
    property: propertyInput.nullable().optional(),
    customers: z.array(customerInput).min(1, "At least one customer.").max(10),
    entity: z
      .object({ name: requiredText(200) })
      .strict()
      .nullable()
      .optional(),
    transactions: z.array(transactionInput).max(50).optional(),
  })
  .strict()
  .refine((v) => v.amountPaid <= v.amount, { message: "Must not exceed amount.", path: ["amountPaid"] });

export type FundRequestInput = z.infer<typeof fundRequestInput>;
/** What a caller sends, before defaults are applied. */
export type FundRequestAttributes = z.input<typeof fundRequestInput>;

const orNull = <T>(v: T | null | undefined): T | null => v ?? null;

/**
 * Creates a fund request with its location, property, entity, invoice,
 * customers and one link per customer. Vendor-paid advertising can be deferred
 * unless told otherwise; the other request types are paid now.
 */
export async function createFundRequest(db: Db, input: FundRequestInput, now: Date) {
  const createdAt = input.createdAt ? new Date(input.createdAt).toISOString() : now.toISOString();
  const { location, property } = input;
  return insertFundRequestGraph(db, {
    fundRequest: {
      requestType: input.requestType,
      amount: input.amount,
      amountPaid: input.amountPaid,
      dueAt: orNull(input.dueAt),
      description: orNull(input.description),
      canDeferPayment: (input.canDeferPayment ?? input.requestType === "VENDOR_PAID_ADVERTISING") ? 1 : 0,
      reference: orNull(input.reference),
      receivableStatus: input.receivableStatus,
      paymentType: orNull(input.paymentType),
      createdAt,
    },
    location: {
      name: location.name,
      nickname: orNull(location.nickname),
      email: orNull(location.email),
      phone: orNull(location.phone),
      logoUrl: orNull(location.logoUrl),
      websiteUrl: orNull(location.websiteUrl),
      cardSurcharges: orNull(location.cardSurcharges),
      bpayBillerCode: orNull(location.bpayBillerCode),
      trustAccountName: orNull(location.trustAccountName),
      trustAccountBsb: orNull(location.trustAccountBsb),
      trustAccountNumber: orNull(location.trustAccountNumber),
      featureFlags: location.featureFlags ? JSON.stringify(location.featureFlags) : null,
      ...addressColumns(location),
      state: location.state ?? "Western Australia",
    },
    property: property
      ? { ...addressColumns(property), latitude: orNull(property.latitude), longitude: orNull(property.longitude) }
      : null,
    entity: input.entity ? { name: input.entity.name } : null,
    customers: input.customers.map((c) => ({
      customer: {
        firstName: c.firstName,
        lastName: c.lastName,
        email: orNull(c.email),
        mobile: orNull(c.mobile),
        idVerificationResult: orNull(c.idVerificationResult),
      },
      link: { uuid: c.linkUuid, expiresAt: c.expiresAt ? new Date(c.expiresAt).toISOString() : null },
    })),
    transactions: (input.transactions ?? []).map((t) => ({
      amount: t.amount,
      method: t.method,
      status: t.status,
      reference: orNull(t.reference),
      createdAt: t.createdAt ? new Date(t.createdAt).toISOString() : createdAt,
    })),
    invoiceNumber: null,
  });
}

function addressColumns(a: z.infer<typeof propertyInput> | z.infer<typeof locationInput>) {
  return {
    unitNumber: orNull(a.unitNumber),
    streetNumber: orNull(a.streetNumber),
    streetName: orNull(a.streetName),
    streetType: orNull(a.streetType),
    city: orNull(a.city),
    state: orNull(a.state),
    postalCode: orNull(a.postalCode),
    country: orNull(a.country),
  };
}
