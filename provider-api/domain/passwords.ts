/** A new password's rules (decision 0192): long enough, not one of the passwords every attacker tries first. */
export const MIN_PASSWORD_LENGTH = 12;
/** bcrypt reads at most 72 bytes; a longer password would be silently cut. */
export const MAX_PASSWORD_BYTES = 72;

/**
 * Commonly used passwords of 12 characters or more (from published breach
 * frequency lists), compared without case or spaces. Short ones are refused by
 * length already.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "123456789012",
  "1234567890123",
  "12345678901234",
  "123123123123",
  "111111111111",
  "000000000000",
  "qwertyuiop12",
  "qwertyuiop123",
  "qwertyuiopasdf",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "qazwsxedcrfv",
  "passwordpassword",
  "password1234",
  "password12345",
  "password123456",
  "password1234!",
  "p@ssword1234",
  "passw0rd1234",
  "iloveyou1234",
  "letmein12345",
  "welcome12345",
  "welcome123456",
  "changeme1234",
  "administrator",
  "admin1234567",
  "abcdefghijkl",
  "abc123abc123",
  "trustno1trustno1",
  "football1234",
  "baseball1234",
  "sunshine1234",
  "princess1234",
  "australia123",
  "australia1234",
  "melbourne123",
  "sydney123456",
  "realestate123",
  "realestate1234",
]);

function normalised(password: string): string {
  return password.toLowerCase().replace(/\s+/g, "");
}

/** Why `password` cannot be used, in words for the person choosing it; null when it can. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `Enter a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES) {
    return `Enter a password of at most ${MAX_PASSWORD_BYTES} bytes (about ${MAX_PASSWORD_BYTES} letters or digits).`;
  }
  if (COMMON_PASSWORDS.has(normalised(password)) || /^(.)\1+$/u.test(password)) {
    return "This password is too commonly used. Choose one that is harder to guess.";
  }
  return null;
}
