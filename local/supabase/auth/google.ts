import { createHash } from "node:crypto";
import type { Db, Tx } from "../db.ts";
import { asAuthAdmin } from "../db.ts";
import { html, redirectTo, type HttpResponse, type Req } from "../http.ts";
import { validationFailed } from "./errors.ts";
import { createFlow, pkceParams } from "./flows.ts";
import { validRedirect, withFragment, withQuery } from "./redirects.ts";
import { issueSession, type AuthContext } from "./sessions.ts";
import { createUser, findUserByEmail, findUserById, normaliseEmail, updateMetadata } from "./users.ts";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * GET /auth/v1/authorize?provider=google: where GoTrue would send the browser to Google,
 * the stand-in sends it to its own consent page, which plays Google's part.
 */
export async function authorize(ctx: AuthContext, db: Db, req: Req): Promise<HttpResponse> {
  const provider = req.url.searchParams.get("provider");
  if (provider !== "google" || !ctx.config.googleEnabled) {
    throw validationFailed(`Unsupported provider: provider ${provider ?? ""} could not be found`);
  }
  const target = validRedirect(ctx.config, req.url.searchParams.get("redirect_to"));
  const pkce = pkceParams(Object.fromEntries(req.url.searchParams));
  const flow = await asAuthAdmin(db, (tx) =>
    createFlow(tx, {
      userId: null,
      pkce: pkce ?? { challenge: "", method: "implicit" },
      provider: "google",
      authMethod: "oauth",
      redirectTo: target,
    }),
  );
  return redirectTo(`/__google/consent?state=${flow.id}`);
}

function consentPage(state: string, error?: string, email = "", name = "") {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with Google (local)</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <style>body{font:15px/1.5 system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}
  label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;padding:.5rem;margin-top:.25rem;box-sizing:border-box}
  button{margin-top:1.5rem;padding:.6rem 1.2rem;font-weight:600}.error{color:#b00020}</style></head>
  <body><h1>Sign in with Google</h1><p>This local page stands in for Google's consent screen.
  Choose the Google account to sign in with.</p>
  ${error ? `<p class="error" role="alert">${esc(error)}</p>` : ""}
  <form method="post" action="/__google/consent"><input type="hidden" name="state" value="${esc(state)}">
  <label for="email">Email</label><input id="email" name="email" type="email" required value="${esc(email)}" autocomplete="email">
  <label for="name">Name</label><input id="name" name="name" value="${esc(name)}" autocomplete="name">
  <button type="submit">Continue</button></form></body></html>`;
}

export function consentForm(req: Req): HttpResponse {
  return html(200, consentPage(req.url.searchParams.get("state") ?? ""));
}

/** The Google account for an email: the same email always gets the same Google subject. */
const googleSub = (email: string) =>
  BigInt(`0x${createHash("sha256").update(email).digest("hex").slice(0, 15)}`).toString();

async function userForGoogle(tx: Tx, email: string, name: string) {
  const sub = googleSub(email);
  const claims = {
    iss: "https://accounts.google.com",
    sub,
    provider_id: sub,
    email,
    email_verified: true,
    phone_verified: false,
    name,
    full_name: name,
  };
  const existing = await findUserByEmail(tx, email);
  if (!existing) {
    return createUser(tx, {
      email,
      provider: "google",
      providerId: sub,
      identityData: claims,
      userMetadata: claims,
      confirmed: true,
    });
  }
  // A verified Google email links to the existing account, as GoTrue does.
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'google', now(), now(), now()) on conflict (provider_id, provider) do update set identity_data = excluded.identity_data`,
    [sub, existing.id, claims],
  );
  const providers = new Set<string>([...(((existing.raw_app_meta_data ?? {}) as any).providers ?? []), "google"]);
  await updateMetadata(tx, existing, { providers: [...providers] }, "raw_app_meta_data");
  await tx.query("update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1", [
    existing.id,
  ]);
  const fresh = (await findUserById(tx, existing.id))!;
  await updateMetadata(tx, fresh, { ...claims, ...(fresh.raw_user_meta_data ?? {}) });
  return (await findUserById(tx, existing.id))!;
}

export async function consentSubmit(ctx: AuthContext, db: Db, req: Req): Promise<HttpResponse> {
  const { state = "", email: rawEmail = "", name = "" } = req.body ?? {};
  let email: string;
  try {
    email = normaliseEmail(rawEmail);
  } catch {
    return html(400, consentPage(state, "Enter a valid email address.", rawEmail, name));
  }
  return asAuthAdmin(db, async (tx) => {
    const flow = (
      await tx.query<any>("select * from auth.flow_state where id = $1 and user_id is null", [String(state)])
    ).rows[0];
    if (!flow)
      return html(400, consentPage("", "This sign-in attempt has expired. Go back to the app and start again."));
    const user = await userForGoogle(tx, email, String(name).trim() || email.split("@")[0]!);
    if (flow.code_challenge_method === "implicit") {
      await tx.query("delete from auth.flow_state where id = $1", [flow.id]);
      const session = await issueSession(ctx, tx, user, "oauth");
      return redirectTo(
        withFragment(flow.referrer, {
          access_token: session.access_token,
          expires_at: session.expires_at,
          expires_in: session.expires_in,
          provider_token: "local-google-token",
          refresh_token: session.refresh_token,
          token_type: "bearer",
        }),
      );
    }
    await tx.query(
      "update auth.flow_state set user_id = $2, auth_code_issued_at = now(), updated_at = now() where id = $1",
      [flow.id, user.id],
    );
    return redirectTo(withQuery(flow.referrer, { code: flow.auth_code }));
  });
}
