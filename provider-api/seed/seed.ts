import { type Db, inTransaction } from "../db/database.js";
import { type ApplicationData, applicationDataSchema, newApplicant } from "../domain/application-data.js";
import { findFinanceApplication, updateFinanceApplicationAtVersion } from "../repositories/finance-applications.js";
import { findLink } from "../repositories/links.js";
import { insertSaleUpdate } from "../repositories/loans.js";
import { seedContract } from "../services/contracts.js";
import { createFinanceApplication } from "../services/finance-applications.js";
import { createFundRequest, fundRequestInput } from "../services/fund-requests.js";
import { seedLoanRequest } from "../services/loan-requests.js";
import { fundLoan, lenderDay, recordSaleFacts, type SaleFacts } from "../services/loans.js";
import { demoScenarios } from "./demo-data.js";
import { seedRequestedDocuments } from "./document-scenarios.js";
import type { DemoApplication, DemoSale, DemoScenario } from "./scenario-parts.js";

export interface DemoLink {
  label: string;
  uuid: string;
  path: string;
}

interface SeedOptions {
  /** Seed only a database without any fund request (the start-up default). */
  onlyWhenEmpty: boolean;
  enabled?: boolean;
  now: Date;
}

function listedLink(scenario: DemoScenario): DemoLink {
  const uuid = scenario.fundRequest.customers[0].linkUuid!;
  return { label: scenario.label, uuid, path: `/z/${uuid}` };
}

/** "@<index>" in bank details stands for that customer's id, known only after insert. */
function withCustomerIds(data: Partial<ApplicationData>, customerIds: number[]): Partial<ApplicationData> {
  const resolve = (details: ApplicationData["debitBankDetails"]) =>
    details && typeof details.userId === "string" && details.userId.startsWith("@")
      ? { ...details, userId: String(customerIds[Number(details.userId.slice(1))]) }
      : details;
  return { ...data, debitBankDetails: resolve(data.debitBankDetails ?? null) };
}

async function seedApplication(db: Db, fundRequestId: number, customerIds: number[], demo: DemoApplication, now: Date) {
  const { application } = await createFinanceApplication(
    db,
    {
      fundRequestId,
      customerId: customerIds[demo.creator ?? 0],
      financeType: demo.financeType,
      amount: demo.amount,
      ...demo.additional,
    },
    now,
  );
  const applicationData = applicationDataSchema.parse({
    ...withCustomerIds(demo.shared ?? {}, customerIds),
    applicants: demo.applicants.map(({ customer, fields }) => ({
      ...newApplicant(String(customerIds[customer])),
      ...fields,
      id: String(customerIds[customer]),
    })),
  });
  // An approved application has a contract: it is made as staff approval makes it, and signed as in the portal.
  const contracted = CONTRACT_STATUSES.has(demo.applicationStatus);
  await updateFinanceApplicationAtVersion(db, application.id, application.version, {
    applicationData: JSON.stringify(applicationData),
    applicationStatus: contracted ? "SUBMITTED" : demo.applicationStatus,
    updatedAt: now.toISOString(),
  });
  if (contracted) {
    const outcome = {
      signedBy: demo.contract?.signedBy?.map((index) => String(customerIds[index])),
      declinedBy: demo.contract?.declinedBy === undefined ? undefined : String(customerIds[demo.contract.declinedBy]),
    };
    await seedContract(db, (await findFinanceApplication(db, application.id))!, demo.applicationStatus, now, outcome);
  }
  if (demo.loan) {
    const day = (daysAgo: number) => lenderDay(new Date(now.getTime() - daysAgo * DAY));
    const repayments = (demo.loan.repayments ?? []).map(({ amount, daysAgo, method }) => ({
      amount: amount === "total" ? application.repaymentAmount : amount,
      receivedOn: day(daysAgo),
      method,
    }));
    await fundLoan(db, application, { fundedOn: day(demo.loan.fundedDaysAgo), repayments }, now);
    for (const { daysAgo, ...request } of demo.loan.requests ?? []) {
      await seedLoanRequest(db, application.id, customerIds[demo.creator ?? 0], request, new Date(now.getTime() - daysAgo * DAY));
    }
  }
}

const DAY = 24 * 60 * 60 * 1000;

/** The demo's sale facts, each date that many days from the seed's day. */
function saleFacts(sale: DemoSale, now: Date): Partial<SaleFacts> {
  const facts: Partial<SaleFacts> = { status: sale.status };
  for (const [key, days] of Object.entries(sale)) {
    if (key !== "status")
      facts[key as Exclude<keyof SaleFacts, "status">] = lenderDay(new Date(now.getTime() + Number(days) * DAY));
  }
  return facts;
}

/** The update that told the demo sale's facts, from the fund request's first application and customer. */
async function seedSaleNews(
  db: Db,
  fundRequestId: number,
  customerId: number,
  facts: Partial<SaleFacts>,
  news: NonNullable<DemoScenario["saleNews"]>,
  now: Date,
): Promise<void> {
  const application = await db
    .selectFrom("financeApplications")
    .select("id")
    .where("fundRequestId", "=", fundRequestId)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  await insertSaleUpdate(db, {
    fundRequestId,
    financeApplicationId: application.id,
    clientKey: null,
    status: facts.status ?? "LISTED",
    expectedSettlementDate: facts.expectedSettlementDate ?? null,
    conveyancerFirm: news.conveyancer?.firm ?? null,
    conveyancerContactName: news.conveyancer?.contactName ?? null,
    conveyancerEmail: news.conveyancer?.email ?? null,
    conveyancerPhone: news.conveyancer?.phone ?? null,
    payoutLetterSentTo: null,
    customerId,
    representativeId: null,
    createdAt: new Date(now.getTime() - news.daysAgo * DAY).toISOString(),
  });
}

const CONTRACT_STATUSES: ReadonlySet<string> = new Set(["AWAITING_SIGNATURES", "SIGNED", "COMPLETED"]);

/**
 * Adds every demo scenario whose link does not exist yet, so running it twice
 * changes nothing. Answers the listed link of every scenario.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<DemoLink[]> {
  const scenarios = demoScenarios(options.now);
  const links = scenarios.map(listedLink);
  if (options.enabled === false) return links;
  if (options.onlyWhenEmpty) {
    const any = await db.selectFrom("fundRequests").select("id").limit(1).executeTakeFirst();
    if (any) return links;
  }
  for (const scenario of scenarios) {
    if (await findLink(db, listedLink(scenario).uuid)) continue;
    const input = fundRequestInput.parse(scenario.fundRequest);
    await inTransaction(db, async (trx) => {
      const { fundRequestId, links: created } = await createFundRequest(trx, input, options.now);
      const customerIds = created.map((l) => l.customerId);
      for (const application of scenario.applications ?? []) {
        await seedApplication(trx, fundRequestId, customerIds, application, options.now);
      }
      await seedRequestedDocuments(trx, fundRequestId, customerIds, scenario.documents ?? [], options.now);
      if (scenario.sale) await recordSaleFacts(trx, fundRequestId, saleFacts(scenario.sale, options.now), options.now);
      if (scenario.sale && scenario.saleNews) {
        await seedSaleNews(
          trx,
          fundRequestId,
          customerIds[0],
          saleFacts(scenario.sale, options.now),
          scenario.saleNews,
          options.now,
        );
      }
    });
  }
  return links;
}
