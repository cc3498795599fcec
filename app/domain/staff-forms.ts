// The staff pages' forms the browser checks too (decisions 0190 and 0192): sign-in and password reset.
// Apart from staff.ts so that a page which only shows staff rules does not bring the
// validator to the browser (decision 0284).
import * as v from "valibot";

import { formObject } from "./form-schema";

const email = v.pipe(
  v.string("Enter your email address"),
  v.trim(),
  v.maxLength(254, "Email address must be 254 characters or fewer"),
  v.email("Enter an email address in the correct format, like name@example.com"),
);

export const signInSchema = formObject({
  email,
  password: v.pipe(v.string("Enter your password"), v.maxLength(200, "Password must be 200 characters or fewer")),
});

export const forgotPasswordSchema = formObject({ email });

export const MIN_PASSWORD_LENGTH = 12;

// Control characters and line separators: invisible, and typed differently on every device.
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;

/**
 * The reset form's checks that cost nothing in the browser. How easy a password is
 * to guess is the provider's to say (zxcvbn-ts with its dictionaries, about 850 KB
 * gzip: far over a screen's budget), answered on the field (decision 0243).
 */
export const resetPasswordSchema = formObject({
  token: v.pipe(v.string("This reset link has no token: open the link from the email again"), v.maxLength(200)),
  password: v.pipe(
    v.string("Enter a new password"),
    v.minLength(MIN_PASSWORD_LENGTH, `Enter a password of at least ${MIN_PASSWORD_LENGTH} characters`),
    v.maxLength(72, "Enter a password of at most 72 characters"),
    v.check(
      (password) => !CONTROL_CHARACTER.test(password),
      "Use letters, digits, spaces and punctuation only: a password cannot hold control characters such as tabs or line breaks",
    ),
  ),
  showPassword: v.optional(v.boolean()),
});
