import { describe, expectTypeOf, it } from "vitest";

import type { components } from "./provider-api.generated";
import type { PAGE_NAMES, PageName } from "./steps";
import {
  type Applicant,
  type APPLICATION_STATUSES,
  type ApplicationData,
  type ApplicationStatus,
  type Citizenship,
  type CITIZENSHIPS,
  type FINANCE_TYPES,
  type FinanceApplication,
  type FinanceType,
  type FundRequest,
  type IncomeEntry,
  type LOAN_REPAYMENT_METHODS,
  type LoanRepaymentMethod,
  type Location,
  type MARITAL_STATUSES,
  type MaritalStatus,
  type RECEIVABLE_STATUSES,
  type ReceivableStatus,
  type REQUEST_TYPES,
  type RequestType,
} from "./types";

// Checked by `tsc --noEmit` (npm test's type check); at run time these are no-ops.
type Schemas = components["schemas"];

describe("the portal's provider types follow provider-api/openapi.yaml", () => {
  it("each vocabulary list holds exactly the values of its generated type", () => {
    expectTypeOf<(typeof REQUEST_TYPES)[number]>().toEqualTypeOf<RequestType>();
    expectTypeOf<(typeof RECEIVABLE_STATUSES)[number]>().toEqualTypeOf<ReceivableStatus>();
    expectTypeOf<(typeof APPLICATION_STATUSES)[number]>().toEqualTypeOf<ApplicationStatus>();
    expectTypeOf<(typeof FINANCE_TYPES)[number]>().toEqualTypeOf<FinanceType>();
    expectTypeOf<(typeof CITIZENSHIPS)[number]>().toEqualTypeOf<Citizenship>();
    expectTypeOf<(typeof MARITAL_STATUSES)[number]>().toEqualTypeOf<MaritalStatus>();
    expectTypeOf<(typeof LOAN_REPAYMENT_METHODS)[number]>().toEqualTypeOf<LoanRepaymentMethod>();
    // The page names a saved current page may hold: the step registry's and the few others.
    expectTypeOf<(typeof PAGE_NAMES)[number]>().toEqualTypeOf<Schemas["PageName"]>();
    expectTypeOf<PageName>().toEqualTypeOf<Schemas["PageName"]>();
  });

  it("a flattened resource has its id, its attributes and one key per relationship", () => {
    type FundRequestKeys = "id" | keyof Schemas["FundRequestResource"]["attributes"];
    expectTypeOf<Exclude<keyof FundRequest, FundRequestKeys>>().toEqualTypeOf<
      keyof Schemas["FundRequestResource"]["relationships"]
    >();
    type ApplicationKeys = "id" | keyof Schemas["FinanceApplicationResource"]["attributes"];
    expectTypeOf<Exclude<keyof FinanceApplication, ApplicationKeys>>().toEqualTypeOf<
      keyof Schemas["FinanceApplicationResource"]["relationships"]
    >();
    expectTypeOf<Location["trustAccountBsb"]>().toEqualTypeOf<string | null>();
    expectTypeOf<Location["city"]>().toEqualTypeOf<string | null>();
  });

  it("keeps the keys the contract names and drops the open-ended index signatures", () => {
    expectTypeOf<string>().not.toExtend<keyof Applicant>();
    expectTypeOf<string>().not.toExtend<keyof ApplicationData>();
    expectTypeOf<string>().not.toExtend<keyof IncomeEntry>();
    expectTypeOf<Applicant["citizenship"]>().toEqualTypeOf<Citizenship | null>();
    expectTypeOf<ApplicationData["debitBankDetails"]>().toEqualTypeOf<{
      bsb: string;
      accountNumber: string;
      accountName: string;
      userId?: string | null;
    } | null>();
  });
});
