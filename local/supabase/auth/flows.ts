import { randomUUID } from "node:crypto";
import type { Tx } from "../db.ts";
import { validationFailed } from "./errors.ts";

/** The PKCE parameters a client sent, checked as GoTrue checks them (pkce.go). */
export function pkceParams(body: any): { challenge: string; method: "s256" | "plain" } | null {
  const challenge = body?.code_challenge;
  const method = String(body?.code_challenge_method ?? "").toLowerCase();
  if (!challenge && !body?.code_challenge_method) return null;
  if (typeof challenge !== "string" || !/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
    throw validationFailed("code challenge has to be between 43 and 128 characters");
  }
  if (method !== "s256" && method !== "plain") throw validationFailed("code challenge method not supported");
  return { challenge, method };
}

/** One flow state per PKCE sign-in; its auth_code is what the app exchanges. */
export async function createFlow(
  tx: Tx,
  opts: {
    userId: string | null;
    pkce: { challenge: string; method: string };
    provider: string;
    authMethod: string;
    redirectTo?: string;
  },
) {
  const id = randomUUID();
  const authCode = randomUUID();
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method, referrer, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now(), now())`,
    [
      id,
      opts.userId,
      authCode,
      opts.pkce.method,
      opts.pkce.challenge,
      opts.provider,
      opts.authMethod,
      opts.redirectTo ?? null,
    ],
  );
  return { id, authCode };
}

export async function latestFlowForUser(tx: Tx, userId: string) {
  return (
    await tx.query<any>("select * from auth.flow_state where user_id = $1 order by created_at desc limit 1", [userId])
  ).rows[0] as { id: string; auth_code: string } | undefined;
}

export const pkcePrefix = (pkce: unknown) => (pkce ? "pkce_" : "");

export { randomUUID };
