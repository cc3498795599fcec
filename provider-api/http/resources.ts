import type { Selectable } from "kysely";

import type { CustomerTable, EntityTable, InvoiceTable, LocationTable, PropertyTable, TransactionTable } from "../db/schema.js";
import { httpUrlOrNull } from "../domain/urls.js";
import type { FinanceApplicationRow } from "../repositories/finance-applications.js";
import type { FundRequestGraph } from "../repositories/fund-requests.js";
import type { MediaInfo } from "../repositories/media.js";
import type { ContractView } from "../services/contracts.js";
import type { LoanView } from "../services/loans.js";
import { type Document, identifier, IncludedSet, type Resource } from "./jsonapi.js";

function addressOf(row: Selectable<LocationTable> | Selectable<PropertyTable>) {
  return {
    unitNumber: row.unitNumber,
    streetNumber: row.streetNumber,
    streetName: row.streetName,
    streetType: row.streetType,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
  };
}

export function locationResource(row: Selectable<LocationTable>): Resource {
  return {
    ...identifier("locations", row.id),
    attributes: {
      name: row.name,
      nickname: row.nickname,
      email: row.email,
      phone: row.phone,
      // Defence in depth (decision 0101): whatever is stored, only an http(s) URL leaves.
      logoUrl: httpUrlOrNull(row.logoUrl),
      websiteUrl: httpUrlOrNull(row.websiteUrl),
      cardSurcharges: row.cardSurcharges,
      bpayBillerCode: row.bpayBillerCode,
      trustAccountName: row.trustAccountName,
      trustAccountBsb: row.trustAccountBsb,
      trustAccountNumber: row.trustAccountNumber,
      ...addressOf(row),
    },
  };
}

export function propertyResource(row: Selectable<PropertyTable>): Resource {
  return {
    ...identifier("properties", row.id),
    attributes: { ...addressOf(row), latitude: row.latitude, longitude: row.longitude },
  };
}

export function customerResource(row: Selectable<CustomerTable>): Resource {
  return {
    ...identifier("customers", row.id),
    attributes: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      mobile: row.mobile,
      idVerificationResult: row.idVerificationResult,
    },
  };
}

export function transactionResource(row: Selectable<TransactionTable>): Resource {
  return {
    ...identifier("transactions", row.id),
    attributes: {
      amount: row.amount,
      surcharge: row.surcharge,
      method: row.method,
      status: row.status,
      reference: row.reference,
      createdAt: row.createdAt,
    },
  };
}

export function invoiceResource(row: Selectable<InvoiceTable>): Resource {
  return { ...identifier("invoices", row.id), attributes: { number: row.number, amount: row.amount, issuedAt: row.issuedAt } };
}

export function entityResource(row: Selectable<EntityTable>): Resource {
  return { ...identifier("entities", row.id), attributes: { name: row.name } };
}

export function financeApplicationResource(row: FinanceApplicationRow): Resource {
  return {
    ...identifier("finance-applications", row.id),
    attributes: {
      financeType: row.financeType,
      product: row.product,
      applicationStatus: row.applicationStatus,
      status: row.status,
      amount: row.amount,
      repaymentAmount: row.repaymentAmount,
      isFullLending: row.isFullLending === 1,
      version: row.version,
      applicationData: JSON.parse(row.applicationData),
      additionalApplicants: JSON.parse(row.additionalApplicants),
      purpose: row.purpose,
      purposeDescription: row.purposeDescription,
      createdAt: row.createdAt,
    },
    relationships: { creator: { data: identifier("customers", row.creatorId) } },
  };
}

/** The contract as its applicants read it: the document, its hash, and where each signature stands. */
export function contractResource(view: ContractView): Resource {
  return {
    ...identifier("contracts", view.contract.id),
    attributes: {
      status: view.status,
      document: view.document,
      documentHash: view.contract.documentHash,
      createdAt: view.contract.createdAt,
      signatures: view.signatures,
      declinedAt: view.contract.declinedAt,
      reopenableUntil: view.reopenableUntil,
      pdf: view.pdf,
      longStopMonths: view.longStopMonths,
    },
    relationships: {
      financeApplication: { data: identifier("finance-applications", view.contract.financeApplicationId) },
    },
  };
}

/** A signed application's loan (decision 0340): its id is the application's, as a loan exists once signed, funded or not. */
export function loanResource(view: LoanView): Resource {
  return {
    ...identifier("loans", view.application.id),
    attributes: {
      status: view.status,
      reference: view.reference,
      requestType: view.requestType,
      product: view.product,
      agency: view.agency,
      principal: view.principal,
      establishmentFee: view.establishmentFee,
      total: view.total,
      repaid: view.repaid,
      balance: view.balance,
      fundedOn: view.fundedOn,
      longStopMonths: view.longStopMonths,
      repayments: view.repayments,
      sale: view.sale,
      conveyancer: view.conveyancer,
      asAt: view.asAt,
    },
    relationships: {
      financeApplication: { data: identifier("finance-applications", view.application.id) },
    },
  };
}

export function mediaResource(row: MediaInfo, downloadUrl?: string): Resource {
  return {
    ...identifier("media", row.id),
    attributes: {
      collection: row.collection,
      fileName: row.fileName,
      mimeType: row.mimeType,
      size: row.size,
      createdAt: row.createdAt,
      ...(downloadUrl ? { downloadUrl } : {}),
    },
  };
}

export const FUND_REQUEST_INCLUDES = [
  "location",
  "property",
  "customers",
  "transactions",
  "financeApplications",
  "financeApplications.creator",
  "invoice",
  "entity",
] as const;
export type FundRequestInclude = (typeof FUND_REQUEST_INCLUDES)[number];

export function fundRequestDocument(graph: FundRequestGraph, includes: ReadonlySet<FundRequestInclude>): Document {
  const { fundRequest: fr } = graph;
  const data: Resource = {
    ...identifier("fund-requests", fr.id),
    attributes: {
      requestType: fr.requestType,
      amount: fr.amount,
      amountPaid: fr.amountPaid,
      amountOutstanding: Math.max(0, fr.amount - fr.amountPaid),
      dueAt: fr.dueAt,
      description: fr.description,
      canDeferPayment: fr.canDeferPayment === 1,
      reference: fr.reference,
      receivableStatus: fr.receivableStatus,
      paymentType: fr.paymentType,
      createdAt: fr.createdAt,
    },
    relationships: {
      location: { data: identifier("locations", graph.location.id) },
      property: { data: graph.property ? identifier("properties", graph.property.id) : null },
      customers: { data: graph.customers.map((c) => identifier("customers", c.id)) },
      transactions: { data: graph.transactions.map((t) => identifier("transactions", t.id)) },
      financeApplications: { data: graph.financeApplications.map((a) => identifier("finance-applications", a.id)) },
      invoice: { data: graph.invoice ? identifier("invoices", graph.invoice.id) : null },
      entity: { data: graph.entity ? identifier("entities", graph.entity.id) : null },
    },
  };
  const included = new IncludedSet();
  if (includes.has("location")) included.add(locationResource(graph.location));
  if (includes.has("property") && graph.property) included.add(propertyResource(graph.property));
  if (includes.has("customers")) graph.customers.forEach((c) => included.add(customerResource(c)));
  if (includes.has("transactions")) graph.transactions.forEach((t) => included.add(transactionResource(t)));
  if (includes.has("financeApplications") || includes.has("financeApplications.creator")) {
    graph.financeApplications.forEach((a) => included.add(financeApplicationResource(a)));
  }
  if (includes.has("financeApplications.creator")) {
    const byId = new Map(graph.customers.map((c) => [c.id, c]));
    graph.financeApplications.forEach((a) => {
      const creator = byId.get(a.creatorId);
      if (creator) included.add(customerResource(creator));
    });
  }
  if (includes.has("invoice") && graph.invoice) included.add(invoiceResource(graph.invoice));
  if (includes.has("entity") && graph.entity) included.add(entityResource(graph.entity));
  return { data, included: included.resources };
}
