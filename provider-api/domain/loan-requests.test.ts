import { describe, expect, it } from "vitest";

import { loanRequestKind } from "./loan-requests.js";

describe("loanRequestKind", () => {
  it("makes financial hardship, or an arrangement asked, a hardship notice", () => {
    expect(loanRequestKind("FINANCIAL_HARDSHIP", "MORE_TIME")).toBe("HARDSHIP_NOTICE");
    expect(loanRequestKind("FINANCIAL_HARDSHIP", "ARRANGEMENT")).toBe("HARDSHIP_NOTICE");
    expect(loanRequestKind("SALE_WITHDRAWN", "ARRANGEMENT")).toBe("HARDSHIP_NOTICE");
  });

  it("makes more time on a sale delayed or withdrawn a request to extend", () => {
    expect(loanRequestKind("SALE_DELAYED", "MORE_TIME")).toBe("EXTENSION_REQUEST");
    expect(loanRequestKind("SALE_WITHDRAWN", "MORE_TIME")).toBe("EXTENSION_REQUEST");
  });
});
