import { LIMITS } from "~/lib/limits";

// The sign-in screens' HTML constraints, for the browser, which gets no zod (issue 12):
// app/lib/fields.test.ts checks each one against constraintsOf(schema, field).

/** Every email field (sign-in, sign-up, code, reset, support). */
export const EMAIL = { required: true, maxLength: LIMITS.email };
/** The password of an account that exists. */
export const PASSWORD = { required: true, maxLength: LIMITS.passwordMax };
/** A password being chosen (sign-up, reset). */
export const NEW_PASSWORD = { required: true, minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax };
/** A person's name (optional). */
export const NAME = { maxLength: LIMITS.displayName };

/** The code of a sign-in email: its digits, as Auth sends them. */
export const EMAIL_CODE = {
  inputMode: "numeric",
  autoComplete: "one-time-code",
  pattern: `\\d{${LIMITS.otpLength}}`,
  maxLength: LIMITS.otpLength,
  required: true,
} as const;

/** An authenticator app's code: 6 digits, typed as some apps show them ("123 456"). */
/** A recovery code's field: four groups of four letters and digits, as printed (decision 083). */
export const RECOVERY_CODE = {
  name: "recovery",
  autoComplete: "off",
  autoCapitalize: "none",
  spellCheck: false,
  maxLength: 24,
  required: true,
} as const;

export const AUTHENTICATOR_CODE = {
  name: "code",
  inputMode: "numeric",
  autoComplete: "one-time-code",
  pattern: "[0-9 ]{6,7}",
  maxLength: 7,
  required: true,
} as const;
