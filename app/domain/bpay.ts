// BPAY customer reference numbers (CRN): digits followed by a MOD10V1 check
// digit, which is the Luhn algorithm (docs/decisions/0051-bpay-reference.md).

const CRN_MIN_LENGTH = 2;
const CRN_MAX_LENGTH = 20;
/** The fund request id is padded so every reference has the same, easily read length. */
const PAYLOAD_LENGTH = 8;

/** The Luhn (MOD10V1) check digit for a string of digits. */
export function mod10v1CheckDigit(payload: string): number {
  if (!/^\d+$/.test(payload)) throw new RangeError(`Expected digits, got "${payload}"`);
  let sum = 0;
  // Counting from the right, the digit next to where the check digit goes is doubled first.
  for (let i = 0; i < payload.length; i++) {
    let digit = payload.charCodeAt(payload.length - 1 - i) - 48;
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidCrn(crn: string): boolean {
  if (!/^\d+$/.test(crn) || crn.length < CRN_MIN_LENGTH || crn.length > CRN_MAX_LENGTH) return false;
  return mod10v1CheckDigit(crn.slice(0, -1)) === Number(crn.at(-1));
}

/**
 * The CRN a payer quotes for a fund request: its numeric id, zero-padded to eight
 * digits, plus the check digit. The id, not the agency's free-text reference, is
 * used because only the id is guaranteed to be digits and unique.
 */
export function bpayCustomerReference(fundRequestId: string): string {
  if (!/^\d+$/.test(fundRequestId) || fundRequestId.length > CRN_MAX_LENGTH - 1) {
    throw new RangeError(`A fund request id must be up to ${CRN_MAX_LENGTH - 1} digits, got "${fundRequestId}"`);
  }
  const payload = fundRequestId.padStart(PAYLOAD_LENGTH, "0");
  return `${payload}${mod10v1CheckDigit(payload)}`;
}
