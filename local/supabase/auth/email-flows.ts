import { randomUUID } from "node:crypto";
import type { Tx } from "../db.ts";
import { AuthError, validationFailed } from "./errors.ts";
import { createFlow, latestFlowForUser, pkceParams, pkcePrefix } from "./flows.ts";
import { sendAuthMail, sendNotification } from "./mail.ts";
import type { RateLimits } from "./rate-limits.ts";
import { validRedirect, withFragment, withQuery } from "./redirects.ts";
import { issueSession, newOtp, tokenHash, type AuthContext } from "./sessions.ts";
import {
  checkPassword,
  createUser,
  findUserByEmail,
  normaliseEmail,
  passwordMatches,
  hashPassword,
  userJson,
  type UserRow,
} from "./users.ts";

export interface EmailContext extends AuthContext {
  apiUrl: string;
  limits: RateLimits;
}

function checkFrequency(ctx: EmailContext, sentAt: Date | null) {
  if (!sentAt) return;
  const wait = ctx.config.maxFrequencySeconds - (Date.now() - new Date(sentAt).getTime()) / 1000;
  if (wait > 0) {
    throw new AuthError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${Math.ceil(wait)} seconds.`,
    );
  }
}

type Slot = "confirmation" | "recovery" | "email_change";
const COLUMNS: Record<Slot, { tokens: string[]; sentAt: string }> = {
  confirmation: { tokens: ["confirmation_token"], sentAt: "confirmation_sent_at" },
  recovery: { tokens: ["recovery_token"], sentAt: "recovery_sent_at" },
  // With secure email change, the current address gets a token of its own.
  email_change: { tokens: ["email_change_token_new", "email_change_token_current"], sentAt: "email_change_sent_at" },
};

/** Stores a fresh OTP (hashed, "pkce_"-prefixed in PKCE flows) and sends the email. */
export async function sendOtpMail(
  ctx: EmailContext,
  tx: Tx,
  user: UserRow,
  kind: "signup" | "invite" | "magiclink" | "recovery",
  body: any,
  redirectTo: string,
) {
  const cols = COLUMNS[kind === "signup" || kind === "invite" ? "confirmation" : "recovery"];
  checkFrequency(ctx, (user as any)[cols.sentAt]);
  const pkce = pkceParams(body);
  if (pkce) {
    const authMethod = kind === "signup" ? "email/signup" : kind;
    await createFlow(tx, { userId: user.id, pkce, provider: "email", authMethod, redirectTo });
  }
  ctx.limits.takeEmail();
  const otp = newOtp(ctx.config.otpLength);
  const stored = pkcePrefix(pkce) + tokenHash(user.email!, otp);
  await tx.query(
    `update auth.users set ${cols.tokens[0]} = $2, ${cols.sentAt} = now(), updated_at = now() where id = $1`,
    [user.id, stored],
  );
  await sendAuthMail(tx, ctx.config, {
    kind,
    to: user.email!,
    apiUrl: ctx.apiUrl,
    tokenHash: stored,
    otp,
    redirectTo,
    data: user.raw_user_meta_data ?? {},
  });
}

/**
 * A new email address, pending until confirmed (GoTrue's sendEmailChange): a link to the
 * new address and, with secure email change, one to the current address as well.
 */
export async function sendEmailChange(
  ctx: EmailContext,
  tx: Tx,
  user: UserRow,
  email: string,
  body: any,
  redirectTo: string,
) {
  checkFrequency(ctx, user.email_change_sent_at);
  ctx.limits.takeEmail();
  const pkce = pkceParams(body);
  if (pkce) await createFlow(tx, { userId: user.id, pkce, provider: "email", authMethod: "email_change", redirectTo });
  const otpNew = newOtp(ctx.config.otpLength);
  const tokenNew = pkcePrefix(pkce) + tokenHash(email, otpNew);
  const secure = ctx.config.secureEmailChange && Boolean(user.email);
  const otpCurrent = secure ? newOtp(ctx.config.otpLength) : "";
  const tokenCurrent = secure ? pkcePrefix(pkce) + tokenHash(user.email!, otpCurrent) : "";
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now() where id = $1`,
    [user.id, email, tokenNew, tokenCurrent],
  );
  await sendAuthMail(tx, ctx.config, {
    kind: "email_change",
    newEmail: email,
    to: email,
    apiUrl: ctx.apiUrl,
    tokenHash: tokenNew,
    otp: otpNew,
    redirectTo,
    data: user.raw_user_meta_data ?? {},
  });
  if (secure)
    await sendAuthMail(tx, ctx.config, {
      kind: "email_change",
      newEmail: email,
      to: user.email!,
      apiUrl: ctx.apiUrl,
      tokenHash: tokenCurrent,
      otp: otpCurrent,
      redirectTo,
      data: user.raw_user_meta_data ?? {},
    });
}

export async function signup(ctx: EmailContext, tx: Tx, body: any, redirectParam: string | null) {
  if (!ctx.config.enableSignup) throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
  if (!body?.email && !body?.phone) throw validationFailed("To signup, please provide your email");
  const email = normaliseEmail(body.email);
  const password = checkPassword(ctx.config, body.password);
  const redirectTo = validRedirect(ctx.config, redirectParam);
  const data = body.data && typeof body.data === "object" ? body.data : {};
  const existing = await findUserByEmail(tx, email);
  if (existing?.email_confirmed_at) {
    if (ctx.config.autoconfirm) throw new AuthError(422, "user_already_exists", "User already registered");
    // Without autoconfirm GoTrue answers with a look-alike user, so emails can't be probed.
    const fake = await userJson(tx, { ...existing, id: crypto.randomUUID(), raw_user_meta_data: data });
    return { ...fake, identities: [] };
  }
  let user: UserRow;
  if (existing) {
    await tx.query(
      "update auth.users set encrypted_password = $2, raw_user_meta_data = $3, updated_at = now() where id = $1",
      [existing.id, await hashPassword(password), data],
    );
    user = (await findUserByEmail(tx, email))!;
  } else {
    user = await createUser(tx, {
      email,
      password,
      userMetadata: data,
      provider: "email",
      confirmed: ctx.config.autoconfirm,
    });
  }
  if (ctx.config.autoconfirm) return issueSession(ctx, tx, user, "password");
  await sendOtpMail(ctx, tx, user, "signup", body, redirectTo);
  return userJson(tx, (await findUserByEmail(tx, email))!);
}

export async function passwordGrant(ctx: EmailContext, tx: Tx, body: any) {
  const invalid = new AuthError(400, "invalid_credentials", "Invalid login credentials");
  if (typeof body?.email !== "string" || typeof body?.password !== "string" || !body.password) throw invalid;
  const user = await findUserByEmail(tx, body.email.trim().toLowerCase());
  if (!user || !(await passwordMatches(body.password, user.encrypted_password))) throw invalid;
  if (!user.email_confirmed_at) throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
  return issueSession(ctx, tx, user, "password");
}

export async function otp(ctx: EmailContext, tx: Tx, body: any, redirectParam: string | null) {
  if (!body?.email) throw validationFailed("An email address or phone number is required");
  const email = normaliseEmail(body.email);
  const redirectTo = validRedirect(ctx.config, redirectParam);
  let user = await findUserByEmail(tx, email);
  if (!user) {
    if (body.create_user === false || !ctx.config.enableSignup)
      throw new AuthError(422, "otp_disabled", "Signups not allowed for otp");
    const data = body.data && typeof body.data === "object" ? body.data : {};
    // MagicLink signs a new address up with a generated password nobody is told.
    user = await createUser(tx, {
      email,
      password: randomUUID(),
      userMetadata: data,
      provider: "email",
      confirmed: false,
    });
  }
  // A new or unconfirmed address gets the signup confirmation; a confirmed one a magic link.
  await sendOtpMail(ctx, tx, user, user.email_confirmed_at ? "magiclink" : "signup", body, redirectTo);
  return {};
}

export async function resend(ctx: EmailContext, tx: Tx, body: any, redirectParam: string | null) {
  const type = body?.type;
  if (type !== "signup" && type !== "email_change")
    throw validationFailed("Missing one of these types: signup, email_change, sms, phone_change");
  const email = normaliseEmail(body.email);
  const user = await findUserByEmail(tx, email);
  if (!user) return {};
  const redirectTo = validRedirect(ctx.config, redirectParam);
  if (type === "signup" && !user.email_confirmed_at) await sendOtpMail(ctx, tx, user, "signup", body, redirectTo);
  if (type === "email_change" && user.email_change)
    await sendEmailChange(ctx, tx, user, user.email_change, body, redirectTo);
  return {};
}

export async function recover(ctx: EmailContext, tx: Tx, body: any, redirectParam: string | null) {
  const email = normaliseEmail(body?.email);
  const user = await findUserByEmail(tx, email);
  if (user) await sendOtpMail(ctx, tx, user, "recovery", body, validRedirect(ctx.config, redirectParam));
  return {};
}

type VerifyType = "signup" | "invite" | "magiclink" | "recovery" | "email_change" | "email";
const VERIFY_TYPES = new Set<VerifyType>(["signup", "invite", "magiclink", "recovery", "email_change", "email"]);

/** Finds the user whose pending token matches, and which kind of token it was. */
async function matchToken(ctx: EmailContext, tx: Tx, type: VerifyType, hash: string, email?: string) {
  const slots: Slot[] =
    type === "email"
      ? ["confirmation", "recovery"]
      : type === "signup" || type === "invite"
        ? ["confirmation"]
        : type === "email_change"
          ? ["email_change"]
          : ["recovery"];
  for (const slot of slots) {
    const cols = COLUMNS[slot];
    for (const column of cols.tokens) {
      const user = (
        await tx.query<UserRow>(
          `select * from auth.users where ${column} <> '' and (${column} = $1 or ${column} = 'pkce_' || $1)
             and ($2::text is null or email = $2 or email_change = $2)`,
          [hash, email ?? null],
        )
      ).rows[0];
      if (!user) continue;
      const sentAt = (user as any)[cols.sentAt] as Date | null;
      if (!sentAt || Date.now() - new Date(sentAt).getTime() > ctx.config.otpExpiry * 1000) return null;
      const resolved: VerifyType = type === "email" ? (slot === "confirmation" ? "signup" : "magiclink") : type;
      return { user, slot, column, resolved, pkce: String((user as any)[column]).startsWith("pkce_") };
    }
  }
  return null;
}

/** GoTrue's answer when the first of two email-change links is followed. */
export const SINGLE_CONFIRMATION = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/** Uses the token; returns the user, or null when an email change awaits its second link. */
async function consume(
  ctx: EmailContext,
  tx: Tx,
  match: NonNullable<Awaited<ReturnType<typeof matchToken>>>,
): Promise<UserRow | null> {
  const { user, slot, column } = match;
  if (slot === "email_change") {
    if (
      !ctx.config.autoconfirm &&
      ctx.config.secureEmailChange &&
      user.email_change_confirm_status === 0 &&
      user.email
    ) {
      await tx.query(
        `update auth.users set ${column} = '', email_change_confirm_status = 1, updated_at = now() where id = $1`,
        [user.id],
      );
      return null;
    }
    await tx.query(
      `update auth.users set email = email_change, email_change = '', email_change_token_new = '', email_change_token_current = '',
         email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [user.id],
    );
    await tx.query(
      "update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true) where user_id = $1 and provider = 'email'",
      [user.id, user.email_change],
    );
    // verify.go: the old address hears of it (it can still object).
    if (user.email && user.email !== user.email_change) {
      await sendNotification(tx, ctx.config, "email_changed", {
        to: user.email,
        email: user.email_change,
        oldEmail: user.email,
        data: user.raw_user_meta_data ?? {},
      });
    }
  } else {
    await tx.query(
      `update auth.users set ${column} = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [user.id],
    );
    await tx.query(
      "update auth.identities set identity_data = identity_data || '{\"email_verified\": true}' where user_id = $1 and provider = 'email'",
      [user.id],
    );
  }
  return (await tx.query<UserRow>("select * from auth.users where id = $1", [user.id])).rows[0]!;
}

/** POST /verify: {type, token_hash} or {type, email, token}; always issues a session. */
export async function verifyPost(ctx: EmailContext, tx: Tx, body: any) {
  const type = body?.type as VerifyType;
  if (!VERIFY_TYPES.has(type)) throw validationFailed(`Verify requires a verification type`);
  let match;
  if (body.token_hash) {
    if (body.email || body.phone) throw validationFailed("Only the token_hash and type should be provided");
    match = await matchToken(ctx, tx, type, String(body.token_hash).replace(/^pkce_/, ""));
    if (!match) throw new AuthError(403, "otp_expired", "Email link is invalid or has expired");
  } else {
    if (!body.token || !body.email) throw validationFailed("Verify requires either a token or a token hash");
    const email = normaliseEmail(body.email);
    match = await matchToken(ctx, tx, type, tokenHash(email, String(body.token).trim()), email);
    if (!match) throw new AuthError(403, "otp_expired", "Token has expired or is invalid");
  }
  const user = await consume(ctx, tx, match);
  if (!user) return { msg: SINGLE_CONFIRMATION, code: "200" };
  return issueSession(ctx, tx, user, body.token_hash ? match.resolved : "otp");
}

/** GET /verify?token=&type=&redirect_to= (the email link): 303 back to the app. */
export async function verifyGet(ctx: EmailContext, tx: Tx, params: URLSearchParams) {
  const redirectTo = validRedirect(ctx.config, params.get("redirect_to"));
  const type = params.get("type") as VerifyType;
  const token = params.get("token") ?? "";
  const match = VERIFY_TYPES.has(type) && token ? await matchToken(ctx, tx, type, token.replace(/^pkce_/, "")) : null;
  if (!match) {
    const error = {
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
    };
    const target = token.startsWith("pkce_") ? withQuery(redirectTo, error) : redirectTo;
    return withFragment(target, { ...error, sb: "" });
  }
  const user = await consume(ctx, tx, match);
  if (!user) {
    // prepRedirectURL: the message in the fragment, and in the query for PKCE flows.
    return withFragment(match.pkce ? withQuery(redirectTo, { message: SINGLE_CONFIRMATION }) : redirectTo, {
      message: SINGLE_CONFIRMATION,
      sb: "",
    });
  }
  if (match.pkce) {
    const flow = await latestFlowForUser(tx, user.id);
    if (flow) {
      await tx.query("update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1", [
        flow.id,
      ]);
      return withQuery(redirectTo, { code: flow.auth_code });
    }
  }
  const session = await issueSession(ctx, tx, user, match.resolved);
  return withFragment(redirectTo, {
    access_token: session.access_token,
    expires_at: session.expires_at,
    expires_in: session.expires_in,
    refresh_token: session.refresh_token,
    token_type: "bearer",
    type: match.resolved,
    sb: "",
  });
}
