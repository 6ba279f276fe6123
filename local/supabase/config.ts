import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "smol-toml";

const here = path.dirname(fileURLToPath(import.meta.url));

/** The Auth settings the stand-in honours, read from supabase/config.toml like the CLI. */
export interface AuthConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  minimumPasswordLength: number;
  passwordRequirements: "" | "letters_digits" | "lower_upper_letters_digits" | "lower_upper_letters_digits_symbols";
  autoconfirm: boolean;
  /** Secure email change: both the current and the new address confirm (double_confirm_changes). */
  secureEmailChange: boolean;
  /**
   * Security's "Require current password when updating" (GoTrue's
   * UpdatePasswordRequireCurrentPassword): a dashboard switch config.toml has no key for, on
   * for this project (supabase/hosted/README.md); GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD=false turns it off.
   */
  requireCurrentPassword: boolean;
  maxFrequencySeconds: number;
  otpLength: number;
  otpExpiry: number;
  googleEnabled: boolean;
  /** GoTrue's flow-state expiry for PKCE codes. */
  flowStateExpiry: number;
  /** [auth.rate_limit]: emails per hour (project-wide); the others per 5 minutes per IP. */
  rateLimits: { emailSent: number; signInSignUps: number; tokenRefresh: number; tokenVerifications: number };
  /** [auth.mfa]: how many factors a user may have, and whether TOTP may be enrolled and verified. */
  mfa: { maxEnrolledFactors: number; totpEnroll: boolean; totpVerify: boolean };
  /** [auth.email.template.*]: a subject and an HTML body per kind of email; hosted's default where absent. */
  templates: Partial<Record<MailKind, { subject?: string; content: string }>>;
  /** [auth.email.notification.*] that are enabled: a subject and a body, GoTrue's default where absent. */
  notifications: Partial<Record<NotificationKind, { subject?: string; content?: string }>>;
}

/** The security notifications GoTrue can send (by config.toml's name). */
export type NotificationKind = "password_changed" | "email_changed" | "mfa_factor_enrolled" | "mfa_factor_unenrolled";

const NOTIFICATION_NAMES = new Set<string>([
  "password_changed",
  "email_changed",
  "mfa_factor_enrolled",
  "mfa_factor_unenrolled",
]);

/** Notifications as the CLI reads them: off unless enabled; content_path relative to supabase/. */
function loadNotifications(
  section: Record<string, { enabled?: boolean; subject?: string; content_path?: string }> | undefined,
  file: string,
) {
  const notifications: AuthConfig["notifications"] = {};
  for (const [name, notification] of Object.entries(section ?? {})) {
    if (!NOTIFICATION_NAMES.has(name) || notification.enabled !== true) continue;
    notifications[name as NotificationKind] = {
      subject: notification.subject,
      content: notification.content_path
        ? readFileSync(path.resolve(path.dirname(file), notification.content_path), "utf8")
        : undefined,
    };
  }
  return notifications;
}

/** The kinds of Auth email, by the name the stand-in gives them. */
export type MailKind = "signup" | "magiclink" | "recovery" | "email_change" | "invite";

/** config.toml's template names, as the CLI knows them. */
const TEMPLATE_NAMES: Record<string, MailKind> = {
  confirmation: "signup",
  magic_link: "magiclink",
  recovery: "recovery",
  email_change: "email_change",
  invite: "invite",
};

/** Templates as the CLI reads them: content_path relative to the project (the folder holding supabase/). */
function loadTemplates(section: Record<string, { subject?: string; content_path?: string }> | undefined, file: string) {
  const project = path.dirname(path.dirname(file));
  const templates: AuthConfig["templates"] = {};
  for (const [name, template] of Object.entries(section ?? {})) {
    const kind = TEMPLATE_NAMES[name];
    if (!kind || !template.content_path) continue;
    templates[kind] = {
      subject: template.subject,
      content: readFileSync(path.resolve(project, template.content_path), "utf8"),
    };
  }
  return templates;
}

function seconds(value: unknown, fallback: number): number {
  if (typeof value === "number") return value;
  const m = typeof value === "string" ? value.match(/^(\d+)(ms|s|m|h)?$/) : null;
  if (!m) return fallback;
  const n = Number(m[1]);
  return m[2] === "ms" ? n / 1000 : m[2] === "m" ? n * 60 : m[2] === "h" ? n * 3600 : n;
}

export function loadAuthConfig(
  file = path.resolve(here, "../../supabase/config.toml"),
  env: Record<string, string | undefined> = process.env,
): AuthConfig {
  const toml = parse(readFileSync(file, "utf8")) as Record<string, any>;
  const auth = toml.auth ?? {};
  const email = auth.email ?? {};
  return {
    siteUrl: env.SITE_URL ?? auth.site_url ?? "http://localhost:3000",
    additionalRedirectUrls: auth.additional_redirect_urls ?? [],
    // Short-token mode for tests: AUTH_JWT_EXPIRY=5 makes access tokens live five seconds.
    jwtExpiry: Number(env.AUTH_JWT_EXPIRY ?? auth.jwt_expiry ?? 3600),
    refreshTokenReuseInterval: Number(auth.refresh_token_reuse_interval ?? 10),
    enableSignup: auth.enable_signup !== false && email.enable_signup !== false,
    minimumPasswordLength: Math.max(6, Number(auth.minimum_password_length ?? 6)),
    passwordRequirements: auth.password_requirements ?? "",
    autoconfirm: env.AUTH_AUTOCONFIRM ? env.AUTH_AUTOCONFIRM === "true" : email.enable_confirmations !== true,
    secureEmailChange: email.double_confirm_changes !== false,
    requireCurrentPassword: env.GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD !== "false",
    maxFrequencySeconds: seconds(email.max_frequency, 60),
    otpLength: Number(email.otp_length ?? 6),
    otpExpiry: Number(email.otp_expiry ?? 86400),
    googleEnabled: auth.external?.google?.enabled === true,
    flowStateExpiry: 300,
    // The CLI's defaults where config.toml says nothing.
    rateLimits: {
      emailSent: Number(auth.rate_limit?.email_sent ?? 2),
      signInSignUps: Number(auth.rate_limit?.sign_in_sign_ups ?? 30),
      tokenRefresh: Number(auth.rate_limit?.token_refresh ?? 150),
      tokenVerifications: Number(auth.rate_limit?.token_verifications ?? 30),
    },
    // GoTrue's defaults (10 factors, TOTP on) where config.toml says nothing.
    mfa: {
      maxEnrolledFactors: Number(auth.mfa?.max_enrolled_factors ?? 10),
      totpEnroll: auth.mfa?.totp?.enroll_enabled !== false,
      totpVerify: auth.mfa?.totp?.verify_enabled !== false,
    },
    templates: loadTemplates(email.template, file),
    notifications: loadNotifications(email.notification, file),
  };
}
