import type { Tx } from "../db.ts";
import { AuthError } from "./errors.ts";
import { sendEmailChange, type EmailContext } from "./email-flows.ts";
import { hasMfaEnabled, sessionAal } from "./factors.ts";
import { sendNotification } from "./mail.ts";
import { validRedirect } from "./redirects.ts";
import { authenticate } from "./sessions.ts";
import {
  checkPassword,
  findUserByEmail,
  findUserById,
  hasPassword,
  hashPassword,
  normaliseEmail,
  passwordMatches,
  updateMetadata,
  userJson,
} from "./users.ts";

/** GET /user */
export async function getUser(ctx: EmailContext, tx: Tx, authorization: string | undefined) {
  const { user } = await authenticate(ctx, tx, authorization);
  return userJson(tx, user);
}

/** PUT /user: password, metadata and email changes of the signed-in user. */
export async function updateUser(
  ctx: EmailContext,
  tx: Tx,
  authorization: string | undefined,
  body: any,
  redirectParam: string | null,
) {
  const { user, sessionId } = await authenticate(ctx, tx, authorization);
  if (body?.app_metadata !== undefined) throw new AuthError(403, "not_admin", "User not allowed");
  // user.go: with two-step sign-in on, only a session that passed it changes what signs in.
  const newPassword = typeof body?.password === "string" && body.password !== "";
  const newEmail = typeof body?.email === "string" && body.email !== "" && normaliseEmail(body.email) !== user.email;
  if ((newPassword || newEmail) && (await hasMfaEnabled(tx, user.id)) && (await sessionAal(tx, sessionId)) !== "aal2") {
    throw new AuthError(
      401,
      "insufficient_aal",
      "AAL2 session is required to update email or password when MFA is enabled.",
    );
  }
  if (body?.password !== undefined) {
    const password = checkPassword(ctx.config, body.password);
    // api/user.go: with the switch on, someone who has a password proves it, unless this
    // session came from a reset link (Session.IsRecovery).
    if (ctx.config.requireCurrentPassword && hasPassword(user) && !(await isRecovery(tx, sessionId))) {
      const current = body.current_password;
      if (typeof current !== "string" || current === "") {
        throw new AuthError(400, "current_password_required", "Current password required when setting new password.");
      }
      if (!(await passwordMatches(current, user.encrypted_password))) {
        throw new AuthError(400, "current_password_invalid", "Current password required when setting new password.");
      }
    }
    if (await passwordMatches(password, user.encrypted_password)) {
      throw new AuthError(422, "same_password", "New password should be different from the old password.");
    }
    await tx.query("update auth.users set encrypted_password = $2, updated_at = now() where id = $1", [
      user.id,
      await hashPassword(password),
    ]);
    // A new password signs out every other session (models.User.UpdatePassword).
    await tx.query("delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2)", [
      user.id,
      sessionId ?? null,
    ]);
    await sendNotification(tx, ctx.config, "password_changed", {
      to: user.email,
      email: user.email,
      data: user.raw_user_meta_data ?? {},
    });
  }
  if (body?.data && typeof body.data === "object") {
    await updateMetadata(tx, (await findUserById(tx, user.id))!, body.data);
  }
  if (body?.email !== undefined) {
    const email = normaliseEmail(body.email);
    if (email !== user.email) {
      const taken = await findUserByEmail(tx, email);
      if (taken) throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
      // Nothing changes until the link in the email is followed, autoconfirm or not
      // (GoTrue: "permanent users always need to verify their email address when changing it").
      await sendEmailChange(
        ctx,
        tx,
        (await findUserById(tx, user.id))!,
        email,
        body,
        validRedirect(ctx.config, redirectParam),
      );
    }
  }
  return userJson(tx, (await findUserById(tx, user.id))!);
}

/** Whether the session was opened by a password-reset link (its AMR names "recovery"). */
async function isRecovery(tx: Tx, sessionId: string | undefined): Promise<boolean> {
  if (!sessionId) return false;
  const { rows } = await tx.query(
    "select 1 from auth.mfa_amr_claims where session_id = $1 and authentication_method = 'recovery'",
    [sessionId],
  );
  return rows.length > 0;
}

/** POST /logout?scope=global|local|others */
export async function logout(ctx: EmailContext, tx: Tx, authorization: string | undefined, scope: string | null) {
  const { user, sessionId } = await authenticate(ctx, tx, authorization);
  if (scope !== null && !["", "global", "local", "others"].includes(scope)) {
    throw new AuthError(400, "validation_failed", `Unsupported logout scope ${JSON.stringify(scope)}`);
  }
  if (scope === "local") {
    if (sessionId) await tx.query("delete from auth.sessions where id = $1", [sessionId]);
  } else if (scope === "others") {
    await tx.query("delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2)", [
      user.id,
      sessionId ?? null,
    ]);
  } else {
    await tx.query("delete from auth.sessions where user_id = $1", [user.id]);
  }
}
