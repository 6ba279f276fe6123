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
