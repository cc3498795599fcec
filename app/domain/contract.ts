// The contract pages' facts (decision 0161): the figures as the pay-later page
// shows them, and where each applicant's signature stands.
import { DEFAULT_LOCALE, intlLocaleOf, type Locale } from "~/i18n/language";
import type { DeferredPayment } from "./money";
import type { Contract, ContractTerms } from "./types";

/** The contract's figures in the shape of the pay-later offer: the same three amounts, to the cent. */
export function contractFigures(terms: ContractTerms): DeferredPayment {
  return { amount: terms.loanAmount, fee: terms.establishmentFee, total: terms.totalRepayable };
}

export interface SignatureProgress {
  /** The other applicants who have signed, and those still to sign, by name. */
  signed: string[];
  waitingFor: string[];
}

export interface Signer {
  customerId: string;
  name: string;
  signed: boolean;
}

/** The contract's signers, from its own record of each signature. */
export function signersOf(contract: Pick<Contract, "signatures">): Signer[] {
  return contract.signatures.map(({ customerId, name, signedAt }) => ({ customerId, name, signed: signedAt !== null }));
}

/** Where the other applicants are: this applicant is told who has signed and who has not yet. */
export function signatureProgress(signers: readonly Signer[], customerId: string): SignatureProgress {
  const others = signers.filter((signer) => signer.customerId !== customerId);
  return {
    signed: others.filter((signer) => signer.signed).map((signer) => signer.name),
    waitingFor: others.filter((signer) => !signer.signed).map((signer) => signer.name),
  };
}

/**
 * Where the others stand as a page says it: each list's names joined in the page's
 * language, or null when it is empty. Joined by the loader, so the pages need no
 * list formatting in the browser (decision 0286).
 */
export interface ProgressInWords {
  signed: string | null;
  waitingFor: string | null;
}

export function progressInWords(progress: SignatureProgress, locale: Locale): ProgressInWords {
  const inWords = (names: readonly string[]) => (names.length > 0 ? namesInWords(names, locale) : null);
  return { signed: inWords(progress.signed), waitingFor: inWords(progress.waitingFor) };
}

/** "Ann", "Ann and Ben", "Ann, Ben and Cy", as the language joins a list ("Ann、Ben和Cy"). */
export function namesInWords(names: readonly string[], locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.ListFormat(intlLocaleOf(locale), { style: "long", type: "conjunction" }).format(names);
}
