import { describe, expect, it } from "vitest";

import { loanFigures, longStopMonthsOf } from "./loan.js";

describe("loanFigures", () => {
  it("owes the total less what was received, the fee being the total less the amount paid for the payer", () => {
    expect(loanFigures(100000, 109900, true, [{ amount: 20000 }, { amount: 9900 }], false)).toEqual({
      principal: 100000,
      establishmentFee: 9900,
      total: 109900,
      repaid: 29900,
      balance: 80000,
      status: "FUNDED",
    });
  });

  it("is awaiting funding until paid to the agency, and repaid once nothing is owing", () => {
    expect(loanFigures(100000, 109900, false, [], false).status).toBe("AWAITING_FUNDING");
    expect(loanFigures(100000, 109900, true, [{ amount: 109900 }], false)).toMatchObject({ balance: 0, status: "REPAID" });
  });

  it("never owes less than nothing, and a completed application owes nothing", () => {
    expect(loanFigures(100000, 109900, true, [{ amount: 200000 }], false).balance).toBe(0);
    expect(loanFigures(100000, 109900, true, [], true)).toMatchObject({ balance: 0, status: "REPAID" });
    expect(loanFigures(100000, 109900, false, [], true)).toMatchObject({ balance: 0, status: "REPAID" });
  });
});

describe("longStopMonthsOf", () => {
  it("is the product's own period, and twelve months for a product without one", () => {
    expect(longStopMonthsOf("VPA Collect")).toBe(12);
    expect(longStopMonthsOf("Another product")).toBe(12);
  });
});
