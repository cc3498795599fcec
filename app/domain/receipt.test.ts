import { describe, expect, it } from "vitest";

import { serverTranslator } from "~/i18n/catalogs.server";
import { outsideContract } from "../../tests/fixtures/outside-contract";
import { receiptOf } from "./receipt";
import type { Transaction } from "./types";

const transaction = (overrides: Partial<Transaction>): Transaction => ({
  id: "t1",
  amount: 1000,
  surcharge: 0,
  method: "CARD",
  status: "SUCCEEDED",
  reference: null,
  createdAt: "2026-03-01T02:00:00.000Z",
  ...overrides,
});

const EN = serverTranslator("en-AU");

describe("receiptOf", () => {
  it("lists successful payments oldest first with the date of the last one", () => {
    const receipt = receiptOf(
      {
        amountPaid: 3000,
        transactions: [
          transaction({ id: "t2", amount: 2000, method: "BPAY", createdAt: "2026-03-05T00:00:00.000Z" }),
          transaction({ id: "t1", amount: 1000 }),
          transaction({ id: "t3", amount: 500, status: "FAILED", createdAt: "2026-03-09T00:00:00.000Z" }),
          transaction({ id: "t4", amount: 500, status: "PENDING", createdAt: "2026-03-10T00:00:00.000Z" }),
        ],
      },
      EN,
    );
    expect(receipt.lines.map((line) => [line.id, line.method])).toEqual([
      ["t1", "card"],
      ["t2", "BPAY"],
    ]);
    expect(receipt.totalOfLines).toBe(3000);
    expect(receipt.paidAt).toBe("2026-03-05T00:00:00.000Z");
  });

  it("adds a card surcharge to what the payer was charged, apart from the amount paid", () => {
    const receipt = receiptOf({ amountPaid: 123456, transactions: [transaction({ amount: 123456, surcharge: 1852 })] }, EN);
    expect(receipt).toMatchObject({ amountPaid: 123456, surcharges: 1852, totalCharged: 125308 });
    expect(receipt.lines[0]).toMatchObject({ amount: 123456, surcharge: 1852 });
  });

  it("has no date when the agency recorded the payment without a transaction", () => {
    expect(receiptOf({ amountPaid: 5000, transactions: [] }, EN)).toEqual({
      lines: [],
      totalOfLines: 0,
      amountPaid: 5000,
      surcharges: 0,
      totalCharged: 5000,
      paidAt: null,
      paidOn: null,
    });
  });

  it("names an unknown method as the provider sent it", () => {
    expect(
      receiptOf({ amountPaid: 1, transactions: [transaction({ method: outsideContract("CHEQUE") })] }, EN).lines[0].method,
    ).toBe("CHEQUE");
  });
});

describe("receiptOf in another language", () => {
  it("words the way and the day in the page's language", () => {
    const receipt = receiptOf(
      { amountPaid: 1000, transactions: [transaction({ amount: 1000, createdAt: "2026-03-05T00:00:00.000Z" })] },
      serverTranslator("vi"),
    );
    expect(receipt.lines[0].method).toBe("thẻ");
    expect(receipt.paidOn).toBe("5 tháng 3, 2026");
  });
});
