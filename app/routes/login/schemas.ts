import { z } from "zod";

/** Must match `[auth] minimum_password_length` in supabase/config.toml (the server decides). */
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords. */
export const PASSWORD_MAX_LENGTH = 72;
export const OTP_LENGTH = 6;

const email = (requiredMessage = "auth:errors.emailRequired") =>
  z.string().trim().toLowerCase().min(1, requiredMessage).max(254, "auth:errors.emailInvalid").email("auth:errors.emailInvalid");

/** The specification's message when either credential is missing. */
const CREDENTIALS_REQUIRED = "auth:errors.credentialsRequired";

export const signInSchema = z.object({
  email: email(CREDENTIALS_REQUIRED),
  password: z.string().min(1, CREDENTIALS_REQUIRED).max(PASSWORD_MAX_LENGTH, "auth:errors.passwordTooLong"),
});

export const emailOnlySchema = z.object({ email: email() });

export const signUpSchema = z.object({
  name: z.string().trim().max(100, "auth:errors.nameTooLong").optional(),
  email: email(CREDENTIALS_REQUIRED),
  password: z
    .string()
    .min(1, CREDENTIALS_REQUIRED)
    .min(PASSWORD_MIN_LENGTH, "auth:errors.weakLength")
    .max(PASSWORD_MAX_LENGTH, "auth:errors.passwordTooLong"),
});

export const codeSchema = z.object({
  email: email(),
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), "auth:errors.codeInvalid"),
});

export const newPasswordSchema = z.object({
  password: z
    .string()
    .min(1, "auth:errors.passwordRequired")
    .min(PASSWORD_MIN_LENGTH, "auth:errors.weakLength")
    .max(PASSWORD_MAX_LENGTH, "auth:errors.passwordTooLong"),
});
