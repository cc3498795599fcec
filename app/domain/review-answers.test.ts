import { describe, expect, it } from "vitest";

import { serverTranslator } from "~/i18n/catalogs.server";
import { makeApplicant, makeApplication } from "../../tests/fixtures/fund-requests";
import { RESIDENCE_SALE_REQUIRED } from "./pay-later-words";
import { accountLines, reviewAnswers, reviewTotals, unansweredBeforeSubmit } from "./review-answers";
import type { Applicant, ApplicationData, FinanceApplication, RequestType } from "./types";

const banks = { "06": "Commonwealth Bank of Australia" };
const { t } = serverTranslator("en-AU");
const debit = { bsb: "062000", accountNumber: "12345678", accountName: "Mia Nguyen", userId: "c1" };

function application(
  applicant: Partial<Applicant> = {},
  data: Partial<ApplicationData> = {},
  overrides: Partial<FinanceApplication> = {},
): FinanceApplication {
  const base = makeApplication(overrides, [
    makeApplicant({
      id: "c1",
      citizenship: "CITIZEN",
      hasVerifiedIdentity: true,
      hasAcknowledgedResidenceSale: true,
      ...applicant,
    }),
    makeApplicant({ id: "c2" }),
  ]);
  return { ...base, applicationData: { ...base.applicationData, ...data } };
}

function answers(app: FinanceApplication, customerId = "c1", requestType: RequestType = "VENDOR_PAID_ADVERTISING") {
  const list = reviewAnswers({
    application: app,
    customerId,
    propertyAddress: "7 Ocean Parade, Coogee NSW 2034",
    requestType,
    agencyName: "Harbour Realty",
    banks,
    t,
  });
  return Object.fromEntries(list.map((answer) => [answer.key, answer]));
}

describe("reviewAnswers", () => {
  it("speaks of a sale on the mortgage-property row only where there is one", () => {
    const confirmed = application({ hasAcknowledgedResidenceSale: true });
    expect(answers(confirmed).hasAcknowledgedResidenceSale).toMatchObject({
      label: "Property being sold",
      lines: ["7 Ocean Parade, Coogee NSW 2034", "Sale acknowledged"],
    });
    // A bond has no settlement: its loan falls due when the tenancy ends (docs/decisions/0330-when-a-bond-or-maintenance-loan-falls-due.md).
    for (const [type, line] of [
      ["BUYER_DEPOSIT", "Repayment at settlement confirmed"],
      ["BOND", "Repayment date confirmed"],
    ] as const) {
      expect(answers(confirmed, "c1", type).hasAcknowledgedResidenceSale).toMatchObject({
        label: "Property",
        lines: ["7 Ocean Parade, Coogee NSW 2034", line],
      });
    }
    expect(
      answers(application({ hasAcknowledgedResidenceSale: false }), "c1", "BOND").hasAcknowledgedResidenceSale.lines,
    ).toEqual(["7 Ocean Parade, Coogee NSW 2034", "Repayment date not yet confirmed"]);
  });

  it("lists a simple application's answers with the step that changes each", () => {
    const list = answers(
      application(
        {},
        { settlement: { agency: "Swift Settlements" }, loanRepaymentMethod: "AT_SETTLEMENT", debitBankDetails: debit },
      ),
    );
    expect(Object.keys(list)).toEqual([
      "citizenship",
      "hasAcknowledgedResidenceSale",
      "settlement",
      "sendFundsTo",
      "loanRepaymentMethod",
      "debitBankDetails",
      "additionalApplicants",
    ]);
    expect(list.settlement).toMatchObject({ lines: ["Swift Settlements"], step: "settlement-details" });
    expect(list.loanRepaymentMethod).toMatchObject({
      lines: ["At settlement, from the sale of the property"],
      step: "repayment",
    });
    expect(list.sendFundsTo).toMatchObject({ lines: ["Harbour Realty"], step: null });
    expect(list.debitBankDetails).toEqual({
      key: "debitBankDetails",
      label: "Repayment account",
      lines: ["Mia Nguyen", "Commonwealth Bank of Australia", "BSB 062-000", "Account 12345678"],
      verbatim: ["Mia Nguyen", "Commonwealth Bank of Australia"],
      step: "bank-details",
    });
  });

  it("shows an unanswered question as no lines", () => {
    const list = answers(application());
    expect(list.settlement.lines).toEqual([]);
    expect(list.debitBankDetails.lines).toEqual([]);
  });

  it("does not offer to change citizenship once identity has been verified against it", () => {
    expect(answers(application()).citizenship).toMatchObject({ lines: ["Australian citizen"], step: null });
    expect(answers(application({ hasVerifiedIdentity: false })).citizenship.step).toBe("citizenship");
  });

  it("adds the full-lending answers for a full lending application", () => {
    const list = answers(
      application(
        {
          martialStatus: "Married",
          numberOfDependents: 2,
          income: [
            { type: "SALARY", amount: 650000, frequency: "MONTHLY" },
            { type: "Lottery", amount: 100 },
          ],
          payslips: [{ mediaId: "1" }, { mediaId: "2" }],
          expenses: [{ type: "GROCERIES", amount: 80000, frequency: "MONTHLY" }],
          liabilities: [{ type: "CAR_LOAN", amount: 45000, balance: 1200000 }],
        },
        {},
        { isFullLending: true },
      ),
    );
    expect(list.martialStatus).toMatchObject({ lines: ["Married"], step: "marital-status" });
    expect(list.numberOfDependents.lines).toEqual(["2"]);
    expect(list.income).toMatchObject({
      lines: ["Salary or wages: $6,500.00 a month", "Lottery: $1.00"],
      step: "income-payslips",
    });
    expect(list.payslips.lines).toEqual(["2 uploaded"]);
    expect(list.expenses.lines).toEqual(["Groceries and household: $800.00 a month"]);
    expect(list.liabilities).toMatchObject({
      lines: ["Car loan: $450.00 a month, $12,000.00 owing"],
      step: "expenses-liabilities",
    });
  });

  it("leaves the full-lending answers out otherwise", () => {
    expect(answers(application())).not.toHaveProperty("income");
  });

  it("masks and locks another applicant's debit account", () => {
    const list = answers(application({}, { debitBankDetails: debit }), "c2");
    expect(list.debitBankDetails.lines).toContain("Account ending 678");
    expect(list.debitBankDetails.step).toBeNull();
  });

  it("shows other applicants to the creator only", () => {
    const app = application(
      {},
      {},
      {
        additionalApplicants: [{ firstName: "Noah", lastName: "Tran", email: "noah@example.com", mobile: "0412345678" }],
      },
    );
    expect(answers(app).additionalApplicants).toMatchObject({ lines: ["Noah Tran (noah@example.com)"], step: "add-applicants" });
    expect(answers(app, "c2")).not.toHaveProperty("additionalApplicants");
  });

  it("asks for the account the funds go to on additional funds", () => {
    const list = answers(application({}, {}, { financeType: "VPA_ADDITIONAL", isFullLending: true }));
    expect(list.creditBankDetails).toMatchObject({ label: "Account for the funds", step: "bank-details" });
    expect(list.sendFundsTo.lines).toEqual(["Your account below"]);
  });

  it("is empty for a customer who is not an applicant", () => {
    expect(
      reviewAnswers({
        application: application(),
        customerId: "c9",
        propertyAddress: null,
        requestType: "VENDOR_PAID_ADVERTISING",
        agencyName: null,
        banks,
        t,
      }),
    ).toEqual([]);
  });
});

describe("accountLines and reviewTotals", () => {
  it("keeps only the last three digits of someone else's account", () => {
    expect(accountLines(debit, banks, true, t)).toContain("Account ending 678");
  });

  it("words an account in the payer's language", () => {
    expect(accountLines(debit, banks, false, serverTranslator("zh-Hans").t)).toEqual([
      "Mia Nguyen",
      "Commonwealth Bank of Australia",
      "BSB 号码 062-000",
      "账号 12345678",
    ]);
  });

  it("restates the amount, the establishment fee and the total", () => {
    expect(reviewTotals(application())).toEqual({ amount: 150000, fee: 9900, total: 159900 });
  });
});

describe("unansweredBeforeSubmit", () => {
  it("asks for the residence sale acknowledgement on its row", () => {
    expect(unansweredBeforeSubmit(makeApplicant({ hasAcknowledgedResidenceSale: false }))).toEqual({
      hasAcknowledgedResidenceSale: [RESIDENCE_SALE_REQUIRED],
    });
    expect(unansweredBeforeSubmit(makeApplicant({ hasAcknowledgedResidenceSale: true }))).toEqual({});
  });
});
