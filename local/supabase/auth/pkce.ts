import { createHash } from "node:crypto";
import type { Tx } from "../db.ts";
import { AuthError, validationFailed } from "./errors.ts";
import { issueSession, type AuthContext } from "./sessions.ts";
import { findUserById } from "./users.ts";

/** POST /token?grant_type=pkce: {auth_code, code_verifier} → session; codes are single-use. */
export async function pkceGrant(ctx: AuthContext, tx: Tx, body: any) {
  const code = body?.auth_code;
  const verifier = body?.code_verifier;
  if (!code || !verifier)
    throw validationFailed("invalid request: both auth code and code verifier should be non-empty");
  const flow = (await tx.query<any>("select * from auth.flow_state where auth_code = $1", [String(code)])).rows[0];
  if (!flow || !flow.user_id)
    throw new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
  const since = new Date(flow.auth_code_issued_at ?? flow.created_at).getTime();
  if (Date.now() - since > ctx.config.flowStateExpiry * 1000) {
    await tx.query("delete from auth.flow_state where id = $1", [flow.id]);
    throw new AuthError(422, "flow_state_expired", "invalid flow state, flow state has expired");
  }
  const expected =
    flow.code_challenge_method === "s256"
      ? createHash("sha256").update(String(verifier)).digest("base64url")
      : String(verifier);
  if (expected !== flow.code_challenge) {
    throw new AuthError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier");
  }
  await tx.query("delete from auth.flow_state where id = $1", [flow.id]);
  const user = await findUserById(tx, flow.user_id);
  if (!user) throw new AuthError(404, "user_not_found", "User not found");
  return issueSession(ctx, tx, user, flow.authentication_method === "oauth" ? "oauth" : flow.authentication_method);
}
