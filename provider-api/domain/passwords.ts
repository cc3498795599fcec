import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";

/**
 * A new password's rules (decisions 0192, 0243): long enough, no control
 * characters, not the account's own email address or name, and hard to guess by
 * zxcvbn-ts's estimate with its common and English dictionaries (names, words,
 * breached passwords, keyboard walks, repeats, sequences, dates).
 */
export const MIN_PASSWORD_LENGTH = 12;
/** bcrypt reads at most 72 bytes; a longer password would be silently cut. */
export const MAX_PASSWORD_BYTES = 72;
/**
 * zxcvbn's top score: about 10^10 guesses or more, what it calls strong protection
 * against an offline attack on a slow hash (bcrypt here). Score 3 (10^8) lets
 * "Seaview2026!" through.
 */
export const MIN_PASSWORD_SCORE = 4;

const HOW_TO_CHOOSE =
  "Three or four unrelated words you will remember work well; avoid names, dates, places, keyboard rows and repeated letters.";

// Control characters (C0, DEL, C1) and line or paragraph separators: invisible, and typed differently on every device.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

export interface PasswordOwner {
  email: string;
  name: string;
}

let estimator: ZxcvbnFactory | undefined;
/** Built on first use: the dictionaries take about a second to load, which no start-up should pay. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return estimator;
}

/**
 * Spaces and the marks people put between words: zxcvbn weighs "pass word 1234" as
 * strong, yet it is "password1234" with two spaces (decision 0305).
 */
const SEPARATORS = /[\s\-_./]+/gu;

/** zxcvbn's estimate of the password as typed and with its separators taken out (every run of them), the weaker of the two. */
function weakestEstimate(password: string, userInputs: string[]) {
  const estimates = [...new Set([password, password.replace(SEPARATORS, "")])].map((variant) =>
    zxcvbn().check(variant, userInputs),
  );
  return estimates.reduce((weakest, estimate) => (estimate.score < weakest.score ? estimate : weakest));
}

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** The parts of the owner's email and name a password must not be built on: the email's local part, the full name, each longer name. */
export function personalWords(owner: PasswordOwner): string[] {
  const [localPart = "", domain = ""] = owner.email.toLowerCase().split("@");
  const words = [
    letters(localPart),
    letters(owner.name),
    ...localPart.split(/[^\p{L}\p{N}]+/u).map(letters),
    ...owner.name.split(/[^\p{L}\p{N}]+/u).map(letters),
    letters(domain.split(".")[0] ?? ""),
  ];
  return [...new Set(words.filter((word) => word.length >= 4))];
}

/** Why `password` cannot be used, in words for the person choosing it, saying how to choose better; null when it can. */
export function passwordProblem(password: string, owner?: PasswordOwner): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `Enter a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES) {
    return `Enter a password of at most ${MAX_PASSWORD_BYTES} bytes (about ${MAX_PASSWORD_BYTES} letters or digits).`;
  }
  if (CONTROL.test(password)) {
    return "Use letters, digits, spaces and punctuation only: a password cannot hold control characters such as tabs or line breaks.";
  }
  const own = owner ? personalWords(owner) : [];
  const typed = letters(password);
  if (own.some((word) => typed.includes(word))) {
    return `This password contains your email address or name, which others know. Choose another. ${HOW_TO_CHOOSE}`;
  }
  const result = weakestEstimate(password, owner ? [owner.email, owner.name, ...own] : []);
  if (result.score < MIN_PASSWORD_SCORE) {
    const warning = result.feedback.warning ? ` ${result.feedback.warning.replace(/\.?$/, ".")}` : "";
    return `This password is too easy to guess.${warning} ${HOW_TO_CHOOSE}`;
  }
  return null;
}
