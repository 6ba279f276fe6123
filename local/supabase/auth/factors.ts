import { randomUUID } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Tx } from "../db.ts";
import type { Req } from "../http.ts";
import { sendNotification } from "./mail.ts";
import { AuthError, validationFailed } from "./errors.ts";
import { RateLimits } from "./rate-limits.ts";
import { authenticate, upgradeSession, type AuthContext } from "./sessions.ts";

/**
 * GoTrue's /factors (internal/api/mfa.go), TOTP only: enrol, challenge, verify, unenrol.
 * Its defaults: unverified factors and challenges expire after 300 s, codes of 6 digits
 * every 30 s, one step of clock skew either way, SHA-1; config.toml's [auth.mfa] says how
 * many factors and whether TOTP is on.
 */
const FACTOR_EXPIRY_S = 300;
const CHALLENGE_EXPIRY_S = 300;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function sessionAal(tx: Tx, sessionId: string | undefined): Promise<string | null> {
  if (!sessionId) return null;
  const row = (await tx.query<{ aal: string | null }>("select aal from auth.sessions where id = $1", [sessionId]))
    .rows[0];
  return row?.aal ?? null;
}

/** models.User.HasMFAEnabled: a verified factor of any kind. */
export async function hasMfaEnabled(tx: Tx, userId: string): Promise<boolean> {
  const { rows } = await tx.query("select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'", [
    userId,
  ]);
  return rows.length > 0;
}

/** POST /factors */
export async function enrollFactor(ctx: AuthContext, tx: Tx, req: Req) {
  const { user, sessionId } = await authenticate(ctx, tx, req.headers.authorization);
  const body = req.body ?? {};
  const type = body.factor_type;
  if (type === "phone") throw new AuthError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
  if (type === "webauthn")
    throw new AuthError(422, "mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
  if (type !== "totp") throw validationFailed("factor_type needs to be totp, phone, or webauthn");
  if (!ctx.config.mfa.totpEnroll)
    throw new AuthError(422, "mfa_totp_enroll_not_enabled", "MFA enroll is disabled for TOTP");
  const name = typeof body.friendly_name === "string" ? body.friendly_name : "";
  const issuer = typeof body.issuer === "string" && body.issuer !== "" ? body.issuer : new URL(ctx.config.siteUrl).host;

  // validateFactors: expired unverified factors go first, then the name and the counts.
  await tx.query(
    `delete from auth.mfa_factors where status = 'unverified' and created_at < now() - make_interval(secs => $1)`,
    [FACTOR_EXPIRY_S],
  );
  const factors = (
    await tx.query<{ friendly_name: string | null; status: string }>(
      "select friendly_name, status from auth.mfa_factors where user_id = $1",
      [user.id],
    )
  ).rows;
  if (factors.some((f) => (f.friendly_name ?? "") === name))
    throw new AuthError(
      422,
      "mfa_factor_name_conflict",
      `A factor with the friendly name "${name}" for this user already exists`,
    );
  const verified = factors.filter((f) => f.status === "verified").length;
  const max = ctx.config.mfa.maxEnrolledFactors;
  if (factors.length >= max || verified >= max)
    throw new AuthError(
      422,
      "too_many_enrolled_mfa_factors",
      "Maximum number of verified factors reached, unenroll to continue",
    );
  if (verified > 0 && (await sessionAal(tx, sessionId)) !== "aal2")
    throw new AuthError(403, "insufficient_aal", "AAL2 required to enroll a new factor");

  const totp = new TOTP({
    issuer,
    label: user.email ?? "",
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: new Secret({ size: 20 }),
  });
  const uri = totp.toString();
  const qr = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "H" });
  const id = randomUUID();
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, user.id, name, totp.secret.base32],
  );
  return { id, type: "totp", friendly_name: name, totp: { qr_code: qr, secret: totp.secret.base32, uri } };
}

/** The factor in the path, the caller's own (GoTrue's loadFactor). */
async function ownFactor(tx: Tx, userId: string, factorId: string) {
  if (!UUID.test(factorId)) throw new AuthError(404, "validation_failed", "factor_id must be an UUID");
  const factor = (
    await tx.query<any>("select * from auth.mfa_factors where id = $1 and user_id = $2", [factorId, userId])
  ).rows[0];
  if (!factor) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
  return factor;
}

/** POST /factors/{id}/challenge */
export async function challengeFactor(ctx: AuthContext, tx: Tx, req: Req, factorId: string) {
  const { user } = await authenticate(ctx, tx, req.headers.authorization);
  const factor = await ownFactor(tx, user.id, factorId);
  const id = randomUUID();
  const created = (
    await tx.query<{ created_at: Date }>(
      "insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3) returning created_at",
      [id, factor.id, RateLimits.ipOf(req)],
    )
  ).rows[0]!.created_at;
  await tx.query("update auth.mfa_factors set last_challenged_at = now() where id = $1", [factor.id]);
  return {
    id,
    type: factor.factor_type,
    expires_at: Math.floor(new Date(created).getTime() / 1000) + CHALLENGE_EXPIRY_S,
  };
}

/**
 * POST /factors/{id}/verify. A refused code is answered as a value, not thrown: the
 * expired challenge's deletion must commit with it.
 */
export async function verifyFactor(ctx: AuthContext, tx: Tx, req: Req, factorId: string) {
  const { user, sessionId } = await authenticate(ctx, tx, req.headers.authorization);
  const factor = await ownFactor(tx, user.id, factorId);
  const code = typeof req.body?.code === "string" ? req.body.code : "";
  if (code === "") throw validationFailed("Code needs to be non-empty");
  if (!ctx.config.mfa.totpVerify)
    throw new AuthError(422, "mfa_totp_verify_not_enabled", "MFA verification is disabled for TOTP");
  const challengeId = typeof req.body?.challenge_id === "string" ? req.body.challenge_id : "";
  const challenge = UUID.test(challengeId)
    ? (
        await tx.query<any>(
          "select *, host(ip_address) as ip from auth.mfa_challenges where id = $1 and factor_id = $2",
          [challengeId, factor.id],
        )
      ).rows[0]
    : undefined;
  if (!challenge)
    return new AuthError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
  if (challenge.verified_at || challenge.ip !== RateLimits.ipOf(req))
    return new AuthError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.");
  if (Date.now() > new Date(challenge.created_at).getTime() + CHALLENGE_EXPIRY_S * 1000) {
    await tx.query("delete from auth.mfa_challenges where id = $1", [challenge.id]);
    return new AuthError(
      422,
      "mfa_challenge_expired",
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(factor.secret) });
  if (totp.validate({ token: code, window: 1 }) === null)
    return new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");
  if (!sessionId) throw new AuthError(500, "unexpected_failure", "Cannot read SessionId claim as UUID");

  await tx.query("update auth.mfa_challenges set verified_at = now() where id = $1", [challenge.id]);
  if (factor.status !== "verified")
    await tx.query("update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1", [factor.id]);
  const session = await upgradeSession(ctx, tx, user, sessionId, factor.id);
  // The person's other sessions that never passed a second factor end here.
  await tx.query("delete from auth.sessions where user_id = $1 and aal < 'aal2'", [user.id]);
  await tx.query("delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2", [
    user.id,
    factor.factor_type,
  ]);
  // Only when the factor was just verified (its first code), as mfa.go does.
  if (factor.status !== "verified") {
    await sendNotification(tx, ctx.config, "mfa_factor_enrolled", {
      to: user.email,
      email: user.email,
      factorType: factor.factor_type,
      data: user.raw_user_meta_data ?? {},
    });
  }
  return session;
}

/** DELETE /factors/{id}: a verified factor only from an aal2 session. */
export async function unenrollFactor(ctx: AuthContext, tx: Tx, req: Req, factorId: string) {
  const { user, sessionId } = await authenticate(ctx, tx, req.headers.authorization);
  const factor = await ownFactor(tx, user.id, factorId);
  if (factor.status === "verified" && (await sessionAal(tx, sessionId)) !== "aal2")
    throw new AuthError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
  await tx.query("delete from auth.mfa_factors where id = $1", [factor.id]);
  // DowngradeSessionsToAAL1: sessions that passed this factor lose its claim.
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factor.id],
  );
  await tx.query("update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2", [
    user.id,
    factor.id,
  ]);
  // Any factor, verified or not (mfa.go), to the user's address.
  await sendNotification(tx, ctx.config, "mfa_factor_unenrolled", {
    to: user.email,
    email: user.email,
    factorType: factor.factor_type,
    data: user.raw_user_meta_data ?? {},
  });
  return { id: factor.id };
}
