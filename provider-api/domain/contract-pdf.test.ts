import { inflateSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { contractDocument } from "./contract.js";
import { contractPdf, printable } from "./contract-pdf.js";

const winAnsi = (character: string) => character.charCodeAt(0) < 0x100 || "–—‘’“”•€".includes(character);

/** The strings a PDF's text operators draw, its streams inflated. */
function textOf(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], "latin1")).toString("latin1");
    } catch {
      content = match[1];
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) parts.push(Buffer.from(text[1], "hex").toString("latin1"));
  }
  return parts.join("\n");
}

describe("the contract as a PDF (decision 0164)", () => {
  const document = contractDocument({
    product: "VPA Collect",
    amount: 250000,
    repaymentAmount: 274750,
    repaymentMethod: "AT_SETTLEMENT",
    property: "3 Forrest Street, Cottesloe Western Australia 6011",
    agency: "Seaview Property Group Cottesloe",
    applicants: [
      { customerId: "1", name: "Zoë Nguyễn" },
      { customerId: "2", name: "Leo Wright" },
    ],
  });

  it("holds the same figures, parties, terms and the document's hash as the HTML", async () => {
    const bytes = await contractPdf(document, "a".repeat(64));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = textOf(bytes);
    for (const expected of ["VPA Collect loan contract", "Loan amount", "$2,500.00", "$247.50", "$2,747.50", "Key terms"]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("Seaview Property Group Cottesloe");
    expect(text).toContain("a".repeat(64));
    expect(text).toContain("Cooling-off period and cancelling");
  });

  it("keeps what the standard fonts can draw and drops only what they cannot", () => {
    expect(printable("Zoë Nguyễn", winAnsi)).toBe("Zoë Nguyen");
    expect(printable("王 Li", winAnsi)).toBe("? Li");
  });
});
