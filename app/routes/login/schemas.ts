import { z } from "zod";
import { LIMITS } from "~/lib/limits";

// Auth decides (GoTrue, with supabase/config.toml); these catch mistakes before asking it.

const email = (requiredMessage = "auth:errors.emailRequired") =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .max(LIMITS.email, "auth:errors.emailInvalid")
    .email("auth:errors.emailInvalid");

/** The specification's message when either credential is missing. */
const CREDENTIALS_REQUIRED = "auth:errors.credentialsRequired";

export const signInSchema = z.object({
  email: email(CREDENTIALS_REQUIRED),
  password: z.string().min(1, CREDENTIALS_REQUIRED).max(LIMITS.passwordMax, "auth:errors.passwordTooLong"),
});

export const emailOnlySchema = z.object({ email: email() });

export const signUpSchema = z.object({
  name: z.string().trim().max(LIMITS.displayName, "auth:errors.nameTooLong").optional(),
  email: email(CREDENTIALS_REQUIRED),
  password: z
    .string()
    .min(1, CREDENTIALS_REQUIRED)
    .min(LIMITS.passwordMin, "auth:errors.weakLength")
    .max(LIMITS.passwordMax, "auth:errors.passwordTooLong"),
});

export const codeSchema = z.object({
  email: email(),
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${LIMITS.otpLength}}$`), "auth:errors.codeInvalid"),
});

export const newPasswordSchema = z.object({
  password: z
    .string()
    .min(1, "auth:errors.passwordRequired")
    .min(LIMITS.passwordMin, "auth:errors.weakLength")
    .max(LIMITS.passwordMax, "auth:errors.passwordTooLong"),
});

/**
 * /login/two-step and /settings' two-step setup: the 6 digits an authenticator app shows
 * (spaces, as some apps group them "123 456", taken out), and which app when there are
 * several (Auth's factor id).
 */
/**
 * The second step by a recovery code instead (decision 083): as printed ("a1b2-c3d4-…"), in
 * any case, with spaces or without; the database says whether it is one.
 */
export const recoveryCodeSchema = z.object({
  recovery: z
    .string()
    .transform((code) => code.replace(/[\s-]+/g, "").toLowerCase())
    .pipe(z.string().regex(/^[0-9a-f]{16}$/, "auth:errors.recoveryCode")),
});

export const authenticatorCodeSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "auth:errors.twoStepCode")),
  factor: z.string().uuid("auth:errors.twoStepInvalid"),
});
