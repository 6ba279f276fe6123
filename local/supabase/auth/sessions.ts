import { AsyncLocalStorage } from "node:async_hooks";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { AuthConfig } from "../config.ts";
import type { Tx } from "../db.ts";
import type { Signer } from "../keys.ts";
import { AuthError, OAuthError } from "./errors.ts";
import { findUserById, userJson, type UserRow } from "./users.ts";

/**
 * The device of the request being handled: GoTrue records the request's User-Agent and IP
 * (Sb-Forwarded-For where the project trusts it, else the connection's) on the session it
 * starts, and again on each refresh (models.GrantParams, tokens.RefreshTokenGrant). The Auth
 * handler puts them in scope (`requestDevice.run`) for whatever it calls.
 */
export const requestDevice = new AsyncLocalStorage<{ userAgent: string | null; ip: string | null }>();
const device = () => requestDevice.getStore() ?? { userAgent: null, ip: null };

const ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** GoTrue's legacy refresh tokens: 12 random alphanumerics. */
function newRefreshToken(): string {
  const bytes = randomBytes(12);
  return [...bytes].map((b) => ALNUM[b % ALNUM.length]).join("");
}

export interface AuthContext {
  config: AuthConfig;
  signer: Signer;
}

type Amr = { method: string; timestamp: number }[];

async function accessToken(ctx: AuthContext, user: UserRow, sessionId: string, aal: string, amr: Amr) {
  return ctx.signer.sign(
    {
      sub: user.id,
      aud: "authenticated",
      email: user.email ?? "",
      phone: user.phone ?? "",
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || "authenticated",
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    ctx.config.jwtExpiry,
  );
}

/** Methods that make a session aal2 (GoTrue's AMRClaim.IsAAL2Claim). */
const SECOND_FACTORS = new Set(["totp", "mfa/phone", "mfa/webauthn"]);

/**
 * The session's level and methods from its AMR claims, most recent first, as GoTrue's
 * CalculateAALAndAMR: aal2 once a second factor was verified in it.
 */
async function levelOf(tx: Tx, sessionId: string): Promise<{ aal: string; amr: Amr }> {
  const claims = (
    await tx.query<{ authentication_method: string; updated_at: Date }>(
      "select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1",
      [sessionId],
    )
  ).rows;
  // Sorted on the exact time, so the second factor comes first even within one second.
  const amr = claims
    .map((c) => ({ method: c.authentication_method, at: new Date(c.updated_at).getTime() }))
    .sort((a, b) => b.at - a.at)
    .map((c) => ({ method: c.method, timestamp: Math.floor(c.at / 1000) }));
  return { aal: claims.some((c) => SECOND_FACTORS.has(c.authentication_method)) ? "aal2" : "aal1", amr };
}

/** GoTrue's AddClaimToSession: one row per method, its time renewed when used again. */
export async function addClaim(tx: Tx, sessionId: string, method: string) {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
    [sessionId, method],
  );
}

export async function sessionJson(ctx: AuthContext, tx: Tx, user: UserRow, sessionId: string, refreshToken: string) {
  const { aal, amr } = await levelOf(tx, sessionId);
  const token = await accessToken(ctx, user, sessionId, aal, amr);
  const expiresIn = ctx.config.jwtExpiry;
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  };
}

/** A new session for a signed-in user: session row, first refresh token, access token. */
export async function issueSession(ctx: AuthContext, tx: Tx, user: UserRow, method: string) {
  if (user.banned_until && new Date(user.banned_until) > new Date())
    throw new AuthError(400, "user_banned", "User is banned");
  const sessionId = randomUUID();
  const { userAgent, ip } = device();
  await tx.query(
    "insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip) values ($1, $2, now(), now(), 'aal1', $3, $4)",
    [sessionId, user.id, userAgent, ip],
  );
  await addClaim(tx, sessionId, method);
  const token = newRefreshToken();
  await tx.query(
    "insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, session_id) values ($1, $2, false, now(), now(), $3)",
    [token, user.id, sessionId],
  );
  await tx.query("update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1", [user.id]);
  await tx.query("update auth.identities set last_sign_in_at = now() where user_id = $1", [user.id]);
  const fresh = (await findUserById(tx, user.id))!;
  return sessionJson(ctx, tx, fresh, sessionId, token);
}

/**
 * The refresh_token grant with rotation, as GoTrue's RefreshTokenGrant: the token's row is
 * locked, so concurrent refreshes with one token queue. A revoked token that is the parent
 * of the session's active token gets that active token back, at any age (the client lost
 * the answer of its last refresh, or two server requests refreshed with the same cookie).
 * Another revoked token is swapped once more inside the reuse interval; after it, the
 * whole family is revoked.
 */
export async function refreshSession(ctx: AuthContext, tx: Tx, token: unknown) {
  if (typeof token !== "string" || token === "") throw new OAuthError("invalid_request", "refresh_token required");
  const row = (await tx.query<any>("select * from auth.refresh_tokens where token = $1 for update", [token])).rows[0];
  if (!row) throw new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
  const session = (await tx.query<any>("select * from auth.sessions where id = $1 for update", [row.session_id]))
    .rows[0];
  if (!session) throw new AuthError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found");
  const user = await findUserById(tx, row.user_id);
  if (!user) throw new AuthError(400, "user_not_found", "User not found");
  if (user.banned_until && new Date(user.banned_until) > new Date())
    throw new AuthError(400, "user_banned", "Invalid Refresh Token: User Banned");
  let issued: any = null;
  if (row.revoked) {
    const active = (
      await tx.query<any>(
        "select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1",
        [row.session_id],
      )
    ).rows[0];
    if (active && active.parent === row.token) {
      issued = active;
    } else if (Date.now() > new Date(row.updated_at).getTime() + ctx.config.refreshTokenReuseInterval * 1000) {
      await tx.query(
        "update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false",
        [row.session_id],
      );
      // Returned, not thrown: the revocation must commit even though the caller gets an error.
      return new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
    }
  }
  if (!issued) issued = await swapRefreshToken(tx, row);
  // refreshed_at is a timestamp without time zone in Auth's schema: UTC, as GoTrue writes it.
  const { userAgent, ip } = device();
  await tx.query(
    "update auth.sessions set updated_at = now(), refreshed_at = now() at time zone 'UTC', user_agent = $2, ip = $3 where id = $1",
    [session.id, userAgent, ip],
  );
  return sessionJson(ctx, tx, user, session.id, issued.token);
}

/** GrantRefreshTokenSwap: the used token is revoked and a child issued. */
async function swapRefreshToken(tx: Tx, row: { id: number; token: string; user_id: string; session_id: string }) {
  await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1", [row.id]);
  return (
    await tx.query<any>(
      "insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id) values ($1, $2, false, now(), now(), $3, $4) returning *",
      [newRefreshToken(), row.user_id, row.token, row.session_id],
    )
  ).rows[0];
}

/**
 * GoTrue's updateMFASessionAndClaims: a second factor verified in this session adds its
 * claim, swaps the refresh token (the aal1 one cannot refresh into aal2), records the level
 * and factor, and answers a new token.
 */
export async function upgradeSession(ctx: AuthContext, tx: Tx, user: UserRow, sessionId: string, factorId: string) {
  await addClaim(tx, sessionId, "totp");
  const current = (
    await tx.query<any>(
      "select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1 for update",
      [sessionId],
    )
  ).rows[0];
  if (!current) throw new AuthError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found");
  const issued = await swapRefreshToken(tx, current);
  const { aal } = await levelOf(tx, sessionId);
  await tx.query("update auth.sessions set aal = $2, factor_id = $3, updated_at = now() where id = $1", [
    sessionId,
    aal,
    factorId,
  ]);
  return sessionJson(ctx, tx, user, sessionId, issued.token);
}

/** The user behind a bearer token, for /user and /logout (GoTrue's requireAuthentication). */
export async function authenticate(ctx: AuthContext, tx: Tx, authorization: string | undefined) {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  let claims: Record<string, any>;
  try {
    claims = await ctx.signer.verify(match[1]);
  } catch (error: any) {
    const reason =
      error?.code === "ERR_JWT_EXPIRED"
        ? "token has invalid claims: token is expired"
        : "unable to parse or verify signature, token is malformed";
    throw new AuthError(403, "bad_jwt", `invalid JWT: ${reason}`);
  }
  if (!claims.sub) throw new AuthError(403, "bad_jwt", "invalid claim: missing sub claim");
  const user = await findUserById(tx, claims.sub);
  if (!user) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
  const sessionId = claims.session_id as string | undefined;
  if (sessionId) {
    const session = (await tx.query("select id from auth.sessions where id = $1", [sessionId])).rows[0];
    if (!session) throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
  }
  return { user, claims, sessionId };
}

/** Email OTPs: stored as lowercase hex SHA-224 of email + code, like GoTrue. */
export function tokenHash(email: string, otp: string): string {
  return createHash("sha224")
    .update(email + otp)
    .digest("hex");
}

export function newOtp(length: number): string {
  const digits = [...randomBytes(length)].map((b) => String(b % 10)).join("");
  return digits;
}
