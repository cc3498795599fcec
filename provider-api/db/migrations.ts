import { type CreateTableBuilder, type Kysely, type Migration, sql } from "kysely";

import { DEMO_LENDER } from "../domain/lender.js";
import { requestedDocumentsMigration } from "./migration-requested-documents.js";

/**
 * Schema history, oldest first. Names sort in order; never edit an applied
 * migration, add a new one. Column names are snake_case in the database and
 * camelCase in TypeScript (CamelCasePlugin).
 */
export const migrations: Record<string, Migration> = {
  "0001_initial": {
    async up(db: Kysely<any>) {
      const address = (table: CreateTableBuilder<any, any>) =>
        table
          .addColumn("unit_number", "text")
          .addColumn("street_number", "text")
          .addColumn("street_name", "text")
          .addColumn("street_type", "text")
          .addColumn("city", "text")
          .addColumn("state", "text")
          .addColumn("postal_code", "text")
          .addColumn("country", "text");

      await address(
        db.schema
          .createTable("locations")
          .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("nickname", "text")
          .addColumn("email", "text")
          .addColumn("phone", "text")
          .addColumn("logo_url", "text")
          .addColumn("website_url", "text")
          .addColumn("card_surcharges", "real"),
      ).execute();

      await address(db.schema.createTable("properties").addColumn("id", "integer", (c) => c.primaryKey().autoIncrement()))
        .addColumn("latitude", "real")
        .addColumn("longitude", "real")
        .execute();

      await db.schema
        .createTable("entities")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("name", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("fund_requests")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("request_type", "text", (c) => c.notNull())
        .addColumn("amount", "integer", (c) => c.notNull())
        .addColumn("amount_paid", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("due_at", "text")
        .addColumn("description", "text")
        .addColumn("can_defer_payment", "integer", (c) => c.notNull())
        .addColumn("reference", "text")
        .addColumn("receivable_status", "text", (c) => c.notNull())
        .addColumn("payment_type", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("location_id", "integer", (c) => c.notNull().references("locations.id"))
        .addColumn("property_id", "integer", (c) => c.references("properties.id"))
        .addColumn("entity_id", "integer", (c) => c.references("entities.id"))
        .execute();

      await db.schema
        .createTable("invoices")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("fund_request_id", "integer", (c) => c.notNull().unique().references("fund_requests.id"))
        .addColumn("number", "text", (c) => c.notNull())
        .addColumn("amount", "integer", (c) => c.notNull())
        .addColumn("issued_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("customers")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("fund_request_id", "integer", (c) => c.notNull().references("fund_requests.id"))
        .addColumn("first_name", "text", (c) => c.notNull())
        .addColumn("last_name", "text", (c) => c.notNull())
        .addColumn("email", "text")
        .addColumn("mobile", "text")
        .addColumn("id_verification_result", "text")
        .execute();
      await db.schema.createIndex("customers_fund_request").on("customers").column("fund_request_id").execute();

      await db.schema
        .createTable("links")
        .addColumn("uuid", "text", (c) => c.primaryKey())
        .addColumn("fund_request_id", "integer", (c) => c.notNull().references("fund_requests.id"))
        .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
        .addColumn("expires_at", "text")
        .addColumn("impersonation_expires_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("transactions")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("fund_request_id", "integer", (c) => c.notNull().references("fund_requests.id"))
        .addColumn("amount", "integer", (c) => c.notNull())
        .addColumn("method", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("reference", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("transactions_fund_request").on("transactions").column("fund_request_id").execute();

      await db.schema
        .createTable("finance_applications")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("fund_request_id", "integer", (c) => c.notNull().references("fund_requests.id"))
        .addColumn("creator_id", "integer", (c) => c.notNull().references("customers.id"))
        .addColumn("finance_type", "text", (c) => c.notNull())
        .addColumn("product", "text", (c) => c.notNull())
        .addColumn("application_status", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("amount", "integer", (c) => c.notNull())
        .addColumn("repayment_amount", "integer", (c) => c.notNull())
        .addColumn("is_full_lending", "integer", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("application_data", "text", (c) => c.notNull())
        .addColumn("additional_applicants", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("finance_applications_fund_request")
        .on("finance_applications")
        .column("fund_request_id")
        .execute();

      await db.schema
        .createTable("sessions")
        .addColumn("id_hash", "text", (c) => c.primaryKey())
        .addColumn("xsrf_token", "text", (c) => c.notNull())
        .addColumn("fund_request_id", "integer")
        .addColumn("customer_id", "integer")
        .addColumn("link_uuid", "text")
        .addColumn("impersonation_expires_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();

      await db.schema
        .createTable("media")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("fund_request_id", "integer", (c) => c.notNull().references("fund_requests.id"))
        .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
        .addColumn("collection", "text", (c) => c.notNull())
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("mime_type", "text", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("content", "blob", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("auth_failures")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("client_address", "text", (c) => c.notNull())
        .addColumn("failed_at", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("auth_failures_client").on("auth_failures").columns(["client_address", "failed_at"]).execute();

      await db.schema
        .createTable("settings")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
    },
  },
  "0002_one_open_application": {
    // A double submit must never make two applications, whatever the database.
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex("finance_applications_one_open")
        .on("finance_applications")
        .columns(["fund_request_id", "creator_id", "finance_type"])
        .unique()
        .where(sql.ref("status"), "=", "ACTIVE")
        .execute();
    },
  },
  "0003_pay_now": {
    // Payment instructions per agency, card payments through the hosted page, payers' messages.
    async up(db: Kysely<any>) {
      for (const column of ["bpay_biller_code", "trust_account_name", "trust_account_bsb", "trust_account_number"]) {
        await db.schema.alterTable("locations").addColumn(column, "text").execute();
      }

      await db.schema
        .createTable("card_payments")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("fund_request_id", "integer", (c) => c.notNull().references("fund_requests.id"))
        .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
        .addColumn("idempotency_key", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("amount", "integer", (c) => c.notNull())
        .addColumn("surcharge", "integer", (c) => c.notNull())
        .addColumn("total", "integer", (c) => c.notNull())
        .addColumn("return_url", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("decided_at", "text")
        .addColumn("settled_at", "text")
        .execute();
      await db.schema
        .createIndex("card_payments_idempotency_key")
        .on("card_payments")
        .columns(["fund_request_id", "idempotency_key"])
        .unique()
        .execute();
      // Never two payments in flight for one fund request, whatever the database.
      await db.schema
        .createIndex("card_payments_one_pending")
        .on("card_payments")
        .column("fund_request_id")
        .unique()
        .where(sql.ref("status"), "=", "PENDING")
        .execute();

      await db.schema
        .createTable("messages")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("fund_request_id", "integer", (c) => c.notNull().references("fund_requests.id"))
        .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text")
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("messages_fund_request").on("messages").column("fund_request_id").execute();
    },
  },
  "0004_identity_checks": {
    // Recorded identity checks, so a repeated request answers the check it already ran (decision 0101).
    // The checked details are kept only as a keyed fingerprint, never in clear.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("identity_checks")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("uuid", "text", (c) => c.notNull().unique())
        .addColumn("finance_application_id", "integer", (c) => c.notNull().references("finance_applications.id"))
        .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
        .addColumn("fingerprint", "text", (c) => c.notNull())
        .addColumn("document_type", "text", (c) => c.notNull())
        .addColumn("result", "text", (c) => c.notNull())
        .addColumn("checked_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("identity_checks_applicant")
        .on("identity_checks")
        .columns(["finance_application_id", "customer_id", "id"])
        .execute();
    },
  },
  "0005_transaction_surcharge": {
    // A card payment's surcharge is part of what the payer was charged: the receipt shows it.
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("transactions")
        .addColumn("surcharge", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  "0006_contracts": {
    // An approved application's contract (decision 0160): the document as signed, its hash, and one
    // signature per applicant recording who, when, from where and which document.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("contracts")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("finance_application_id", "integer", (c) => c.notNull().unique().references("finance_applications.id"))
        .addColumn("document", "text", (c) => c.notNull())
        .addColumn("document_hash", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("declined_by", "integer", (c) => c.references("customers.id"))
        .addColumn("declined_at", "text")
        .addColumn("decline_reason", "text")
        .execute();
      await db.schema
        .createTable("contract_signatures")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("contract_id", "integer", (c) => c.notNull().references("contracts.id"))
        .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
        .addColumn("full_name", "text", (c) => c.notNull())
        .addColumn("signed_at", "text", (c) => c.notNull())
        .addColumn("client_address", "text", (c) => c.notNull())
        .addColumn("document_hash", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("contract_signatures_one_per_applicant")
        .on("contract_signatures")
        .columns(["contract_id", "customer_id"])
        .unique()
        .execute();
    },
  },
  "0007_message_keys": {
    // A message sent again with the same client key is the same message (decision 0132).
    async up(db: Kysely<any>) {
      await db.schema.alterTable("messages").addColumn("client_key", "text").execute();
      await db.schema
        .createIndex("messages_one_per_client_key")
        .on("messages")
        .columns(["fund_request_id", "client_key"])
        .unique()
        .where(sql.ref("client_key"), "is not", null)
        .execute();
    },
  },
  "0008_additional_funds_purpose": {
    // What an additional-funds application's money is for (decision 0170); null on every VPA application.
    async up(db: Kysely<any>) {
      await db.schema.alterTable("finance_applications").addColumn("purpose", "text").execute();
      await db.schema.alterTable("finance_applications").addColumn("purpose_description", "text").execute();
    },
  },
  "0009_contract_pdf_and_ceremony": {
    // The contract's PDF as media, the agency's own feature flags (docusign), and the hosted signing
    // ceremony's visits with how each signature was made (decisions 0163, 0164).
    async up(db: Kysely<any>) {
      await db.schema.alterTable("locations").addColumn("feature_flags", "text").execute();
      await db.schema
        .alterTable("contracts")
        .addColumn("media_id", "integer", (c) => c.references("media.id"))
        .execute();
      await db.schema
        .alterTable("contract_signatures")
        .addColumn("method", "text", (c) => c.notNull().defaultTo("TYPED"))
        .execute();
      await db.schema
        .createTable("contract_ceremonies")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("contract_id", "integer", (c) => c.notNull().references("contracts.id"))
        .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
        .addColumn("return_url", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("finished_at", "text")
        .execute();
    },
  },
  "0010_requested_documents": requestedDocumentsMigration,
  "0011_representatives": {
    // Agency staff who sign in, reset their password and view as a customer (decisions 0190-0193).
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("representatives")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("locations", "text", (c) => c.notNull())
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("password_resets")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("representative_id", "integer", (c) => c.notNull().references("representatives.id"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .execute();
      await db.schema
        .createTable("outbox")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("to", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("representative_actions")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("representative_id", "integer", (c) => c.notNull().references("representatives.id"))
        .addColumn("fund_request_id", "integer", (c) => c.notNull().references("fund_requests.id"))
        .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
        .addColumn("request", "text", (c) => c.notNull())
        .addColumn("status", "integer", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("representative_actions_fund_request")
        .on("representative_actions")
        .column("fund_request_id")
        .execute();
      await db.schema
        .createTable("login_failures")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("failed_at", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("login_failures_key").on("login_failures").columns(["key", "failed_at"]).execute();
      await db.schema.alterTable("links").addColumn("representative_id", "integer").execute();
      await db.schema.alterTable("sessions").addColumn("representative_id", "integer").execute();
    },
  },
  "0012_staff_sessions_bound": {
    async up(db: Kysely<any>) {
      // A view as a customer lives in, and only with, the staff session that opened it (decision 0240).
      await db.schema.alterTable("links").addColumn("opened_by_session_hash", "text").execute();
      await db.schema.alterTable("sessions").addColumn("parent_id_hash", "text").execute();
      await db.schema.createIndex("sessions_representative").on("sessions").column("representative_id").execute();
    },
  },
  "0013_loans": {
    // A signed application's loan once funded, the repayments received, and what is known of the
    // property's sale (or a bond's tenancy) that the repayment rule reads (decision 0340).
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("loans")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("finance_application_id", "integer", (c) => c.notNull().unique().references("finance_applications.id"))
        .addColumn("funded_on", "text", (c) => c.notNull())
        .addColumn("long_stop_months", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("loan_repayments")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("loan_id", "integer", (c) => c.notNull().references("loans.id"))
        .addColumn("amount", "integer", (c) => c.notNull())
        .addColumn("received_on", "text", (c) => c.notNull())
        .addColumn("method", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("loan_repayments_loan").on("loan_repayments").column("loan_id").execute();
      await db.schema
        .createTable("sale_facts")
        .addColumn("fund_request_id", "integer", (c) => c.primaryKey().references("fund_requests.id"))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("expected_settlement_date", "text")
        .addColumn("settled_on", "text")
        .addColumn("withdrawn_on", "text")
        .addColumn("deposit_released_on", "text")
        .addColumn("expected_tenancy_end_date", "text")
        .addColumn("tenancy_ended_on", "text")
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
    },
  },
  "0014_sale_updates": {
    // What the borrower (or a representative viewing as them) told the lender of the sale, one row a
    // change, with who and when; the latest conveyancer is the one a payout letter is sent to (decision 0342).
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("sale_updates")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("fund_request_id", "integer", (c) => c.notNull().references("fund_requests.id"))
        .addColumn("finance_application_id", "integer", (c) => c.notNull().references("finance_applications.id"))
        .addColumn("client_key", "text", (c) => c.unique())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("expected_settlement_date", "text")
        .addColumn("conveyancer_firm", "text")
        .addColumn("conveyancer_contact_name", "text")
        .addColumn("conveyancer_email", "text")
        .addColumn("conveyancer_phone", "text")
        .addColumn("payout_letter_sent_to", "text")
        .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
        .addColumn("representative_id", "integer", (c) => c.references("representatives.id"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("sale_updates_fund_request").on("sale_updates").column("fund_request_id").execute();
    },
  },
  "0015_loan_requests": {
    // A borrower's hardship notice or request for more time on a signed loan (decision 0352).
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("loan_requests")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("finance_application_id", "integer", (c) => c.notNull().references("finance_applications.id"))
        .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("reason", "text", (c) => c.notNull())
        .addColumn("asked", "text", (c) => c.notNull())
        .addColumn("details", "text", (c) => c.notNull())
        .addColumn("client_key", "text")
        .addColumn("received_on", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("loan_requests_client_key")
        .on("loan_requests")
        .columns(["finance_application_id", "client_key"])
        .unique()
        .execute();
    },
  },
  "0016_demo_lender_loan_repayments": {
    // The lender's details gained where a loan is repaid (decision 0342). A database the demo
    // seeded before then holds the demo lender without them, which no longer reads: it gets
    // the demo's. Any other lender's details are the operator's to complete; none are invented.
    async up(db: Kysely<any>) {
      const row = await db.selectFrom("settings").select("value").where("key", "=", "lender").executeTakeFirst();
      if (!row) return;
      const stored = JSON.parse(String(row.value)) as Record<string, unknown>;
      if (stored.loanRepayments || stored.name !== DEMO_LENDER.name || stored.abn !== DEMO_LENDER.abn) return;
      const value = JSON.stringify({ ...stored, loanRepayments: DEMO_LENDER.loanRepayments });
      await db.updateTable("settings").set({ value }).where("key", "=", "lender").execute();
    },
  },
  "0017_loan_card_payments": {
    // A card payment may repay a signed loan early (decision 0343): it names the loan's
    // application; a payment naming none pays the fund request, as before.
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("card_payments")
        .addColumn("finance_application_id", "integer", (c) => c.references("finance_applications.id"))
        .execute();
    },
  },
};
