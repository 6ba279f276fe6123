import { decodeJwt } from "jose";
import { AuthApiError, isAuthWeakPasswordError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderTemplate } from "./auth/mail.ts";
import { loadAuthConfig } from "./config.ts";
import type { StandIn } from "./server.ts";
import {
  clientFor,
  countingFetch,
  latestMail,
  mailTo,
  NO_RATE_LIMITS,
  startTestStandIn,
  uniqueEmail,
} from "./test-helpers.ts";

// The stand-in must answer supabase-js exactly as hosted GoTrue does
// (shared/reference/supabase-protocol.md, section 2).
let s: StandIn;
beforeAll(async () => {
  s = await startTestStandIn();
});
afterAll(() => s.close());

const PASSWORD = "correct1horse";

/** GET /user on the wire, to see GoTrue's own status and code. */
async function wireUser(token: string) {
  const res = await fetch(`${s.url}/auth/v1/user`, {
    headers: {
      apikey: s.keys.publishableKey,
      Authorization: `Bearer ${token}`,
      "X-Supabase-Api-Version": "2024-01-01",
    },
  });
  return { status: res.status, body: (await res.json()) as { code?: string } };
}

async function signedUp(email = uniqueEmail(), data: Record<string, unknown> = {}) {
  const supabase = clientFor(s);
  const { data: result, error } = await supabase.auth.signUp({ email, password: PASSWORD, options: { data } });
  expect(error).toBeNull();
  return { supabase, email, session: result.session!, user: result.user! };
}

describe("signup", () => {
  it("creates a confirmed user and a session when autoconfirm is on", async () => {
    const { session, user, email } = await signedUp(undefined, { full_name: "Ann Lee" });
    expect(session.access_token.split(".")).toHaveLength(3);
    expect(session.token_type).toBe("bearer");
    expect(user.email).toBe(email);
    expect(user.user_metadata.full_name).toBe("Ann Lee");
    expect(user.app_metadata).toEqual({ provider: "email", providers: ["email"] });
    expect(user.identities?.[0]?.provider).toBe("email");
  });

  it("fills public.profiles through the on_auth_user_created trigger", async () => {
    const { supabase } = await signedUp(undefined, { full_name: "Bo Diddley" });
    const { data, error } = await supabase.rpc("get_my_profile");
    expect(error).toBeNull();
    expect(data).toMatchObject({ display_name: "Bo Diddley" });
  });

  it("refuses a weak password with 422 weak_password and its reasons", async () => {
    const { error } = await clientFor(s).auth.signUp({ email: uniqueEmail(), password: "short" });
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error?.status).toBe(422);
    expect(error && isAuthWeakPasswordError(error) ? error.reasons.sort() : []).toEqual(["characters", "length"]);
  });

  it("refuses an existing email with 422 user_already_exists", async () => {
    const { email } = await signedUp();
    const { error } = await clientFor(s).auth.signUp({ email, password: PASSWORD });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 422, code: "user_already_exists" });
  });

  it("answers a malformed email and a missing password with 400 validation_failed", async () => {
    const a = await clientFor(s).auth.signUp({ email: "not-an-email", password: PASSWORD });
    expect(a.error).toMatchObject({ status: 400, code: "validation_failed" });
    const b = await clientFor(s).auth.signUp({ email: uniqueEmail(), password: "" });
    expect(b.error).toMatchObject({ status: 400, code: "validation_failed" });
  });

  it("without autoconfirm returns the user, sends a confirmation, and blocks password sign-in until confirmed", async () => {
    const strict = await startTestStandIn({ autoconfirm: false });
    try {
      const email = uniqueEmail();
      const supabase = clientFor(strict);
      const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD });
      expect(error).toBeNull();
      expect(data.session).toBeNull();
      expect(data.user?.confirmation_sent_at).toBeTruthy();
      const blocked = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
      expect(blocked.error).toMatchObject({ status: 400, code: "email_not_confirmed" });
      const mail = await latestMail(strict, email);
      expect(mail.subject).toBe("Confirm Your Signup");
      const verified = await supabase.auth.verifyOtp({ email, token: mail.code, type: "email" });
      expect(verified.error).toBeNull();
      expect(verified.data.user?.email_confirmed_at).toBeTruthy();
      // A confirmed address signing up again gets a look-alike user, never an error.
      const again = await clientFor(strict).auth.signUp({ email, password: PASSWORD });
      expect(again.error).toBeNull();
      expect(again.data.user?.id).not.toBe(verified.data.user?.id);
      expect(again.data.user?.identities).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

describe("password sign-in and sessions", () => {
  it("signs in with the right password and refuses a wrong one with invalid_credentials", async () => {
    const { email } = await signedUp();
    const ok = await clientFor(s).auth.signInWithPassword({ email, password: PASSWORD });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.refresh_token).toMatch(/^[A-Za-z0-9]{12}$/);
    const bad = await clientFor(s).auth.signInWithPassword({ email, password: "wrong-password1" });
    expect(bad.error).toMatchObject({ status: 400, code: "invalid_credentials", message: "Invalid login credentials" });
    const unknown = await clientFor(s).auth.signInWithPassword({ email: uniqueEmail(), password: PASSWORD });
    expect(unknown.error).toMatchObject({ status: 400, code: "invalid_credentials" });
  });

  it("verifies the access token locally with the JWKS (getClaims makes no /user call)", async () => {
    const counter = countingFetch();
    const supabase = clientFor(s, undefined, { fetch: counter.fetch });
    const email = uniqueEmail();
    await supabase.auth.signUp({ email, password: PASSWORD });
    const first = await supabase.auth.getClaims();
    const second = await supabase.auth.getClaims();
    expect(first.error).toBeNull();
    expect(first.data?.claims).toMatchObject({
      email,
      role: "authenticated",
      aud: "authenticated",
      aal: "aal1",
      is_anonymous: false,
    });
    expect(first.data?.claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.data?.header).toMatchObject({ alg: "ES256", typ: "JWT" });
    expect(second.data?.claims.sub).toBe(first.data?.claims.sub);
    expect(counter.calls.filter((c) => c.endsWith("/auth/v1/user"))).toEqual([]);
    expect(counter.calls.filter((c) => c.endsWith("/.well-known/jwks.json")).length).toBeLessThanOrEqual(1);
  });

  it("rejects a token whose signature was tampered with", async () => {
    const { supabase, session } = await signedUp();
    const [h, p] = session.access_token.split(".");
    const forged = `${h}.${p}.${"A".repeat(86)}`;
    const { data, error } = await supabase.auth.getClaims(forged);
    expect(data).toBeNull();
    expect(error).toBeTruthy();
    expect(await wireUser(forged)).toMatchObject({ status: 403, body: { code: "bad_jwt" } });
  });

  it("rotates refresh tokens; the parent of the active token gets it back at any age; an older one ends the family", async () => {
    const short = await startTestStandIn({ refreshTokenReuseInterval: 1 });
    try {
      const supabase = clientFor(short);
      const { data } = await supabase.auth.signUp({ email: uniqueEmail(), password: PASSWORD });
      const first = data.session!.refresh_token;
      const refreshed = await supabase.auth.refreshSession({ refresh_token: first });
      expect(refreshed.error).toBeNull();
      const second = refreshed.data.session!.refresh_token;
      expect(second).not.toBe(first);
      // Another tab refreshing with the old token gets the active one, now and much later
      // (GoTrue: a revoked parent of the active token means the client lost that answer).
      expect((await clientFor(short).auth.refreshSession({ refresh_token: first })).data.session?.refresh_token).toBe(
        second,
      );
      await new Promise((r) => setTimeout(r, 1500));
      expect((await clientFor(short).auth.refreshSession({ refresh_token: first })).data.session?.refresh_token).toBe(
        second,
      );
      // One more generation: now `first` is a grandparent, and a stolen, older token.
      const third = (await clientFor(short).auth.refreshSession({ refresh_token: second })).data.session!.refresh_token;
      await new Promise((r) => setTimeout(r, 1500));
      const replay = await clientFor(short).auth.refreshSession({ refresh_token: first });
      expect(replay.error).toMatchObject({ status: 400, code: "refresh_token_already_used" });
      // The whole family is revoked: the newest token is dead too (once the reuse interval of
      // its revocation has passed: GoTrue lets any revoked token swap inside the interval).
      await new Promise((r) => setTimeout(r, 1500));
      const after = await clientFor(short).auth.refreshSession({ refresh_token: third });
      expect(after.error?.code).toBe("refresh_token_already_used");
      const unknown = await clientFor(short).auth.refreshSession({ refresh_token: "nope12345678" });
      expect(unknown.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
    } finally {
      await short.close();
    }
  });

  it("two refreshes with the same token at the same moment both keep the session, with one new token", async () => {
    const { session } = await signedUp();
    const refresh = () =>
      fetch(`${s.url}/auth/v1/token?grant_type=refresh_token`, {
        method: "POST",
        headers: {
          apikey: s.keys.publishableKey,
          "content-type": "application/json",
          "x-supabase-api-version": "2024-01-01",
        },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([refresh(), refresh(), refresh()]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      // All of them hold the one active token: the session did not fork.
      expect(new Set(answers.map((a) => a.body.refresh_token)).size).toBe(1);
      expect((await wireUser(answers[0]!.body.access_token)).status).toBe(200);
    }
  });

  it("in short-token mode, getSession refreshes an access token that is about to expire", async () => {
    const short = await startTestStandIn({ jwtExpiry: 60 });
    try {
      const counter = countingFetch();
      const supabase = clientFor(short, undefined, { fetch: counter.fetch });
      const { data } = await supabase.auth.signUp({ email: uniqueEmail(), password: PASSWORD });
      expect(data.session?.expires_in).toBe(60);
      // 60 s is inside auth-js's 90 s expiry margin, so the next read refreshes.
      const { data: again } = await supabase.auth.getSession();
      expect(again.session?.refresh_token).not.toBe(data.session?.refresh_token);
      expect(counter.calls).toContain("POST /auth/v1/token");
    } finally {
      await short.close();
    }
  });

  it("signs out globally: the old token no longer reaches /user (session_not_found)", async () => {
    const { supabase, session } = await signedUp();
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    const after = await wireUser(session.access_token);
    expect(after).toMatchObject({ status: 403, body: { code: "session_not_found" } });
  });

  it("refuses an unknown logout scope, as GoTrue does", async () => {
    const { session } = await signedUp();
    const res = await fetch(`${s.url}/auth/v1/logout?scope=bogus`, {
      method: "POST",
      headers: {
        apikey: s.keys.publishableKey,
        authorization: `Bearer ${session.access_token}`,
        "x-supabase-api-version": "2024-01-01",
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "validation_failed", message: 'Unsupported logout scope "bogus"' });
    // Nothing was signed out.
    expect((await wireUser(session.access_token)).status).toBe(200);
  });

  it("signs out other sessions only with scope 'others'", async () => {
    const { email } = await signedUp();
    const a = clientFor(s);
    const b = clientFor(s);
    const sa = (await a.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    const sb = (await b.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    await a.auth.signOut({ scope: "others" });
    expect((await wireUser(sa.access_token)).status).toBe(200);
    expect(await wireUser(sb.access_token)).toMatchObject({ status: 403, body: { code: "session_not_found" } });
  });

  it("records the device on the session, from its sign-in and again at each refresh, as GoTrue does", async () => {
    const { email } = await signedUp();
    // The app's server tells Auth whose request it is: the browser and the visitor's IP.
    const from = (userAgent: string, ip: string) =>
      clientFor(s, undefined, {
        fetch: (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set("User-Agent", userAgent);
          headers.set("Sb-Forwarded-For", ip);
          return fetch(input, { ...init, headers });
        },
      });
    const laptop = from("Mozilla/5.0 (Macintosh) Firefox/140.0", "203.0.113.7");
    const { session } = (await laptop.auth.signInWithPassword({ email, password: PASSWORD })).data;
    const sessionId = decodeJwt(session!.access_token).session_id as string;
    const row = async () =>
      (
        await s.db.query<{ user_agent: string; ip: string; refreshed_at: unknown }>(
          "select user_agent, host(ip) as ip, refreshed_at from auth.sessions where id = $1",
          [sessionId],
        )
      ).rows[0];
    expect(await row()).toEqual({
      user_agent: "Mozilla/5.0 (Macintosh) Firefox/140.0",
      ip: "203.0.113.7",
      refreshed_at: null,
    });
    const moved = from("Mozilla/5.0 (Macintosh) Firefox/141.0", "198.51.100.4");
    expect((await moved.auth.refreshSession({ refresh_token: session!.refresh_token })).error).toBeNull();
    expect(await row()).toMatchObject({ user_agent: "Mozilla/5.0 (Macintosh) Firefox/141.0", ip: "198.51.100.4" });
    expect((await row())!.refreshed_at).not.toBeNull();
  });
});

describe("PKCE: Google through the local consent page", () => {
  it("goes authorize → consent → redirect with ?code= → exchangeCodeForSession", async () => {
    const supabase = clientFor(s);
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider: "google",
      options: { redirectTo: "http://localhost:5173/confirm", skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const authorize = await fetch(data.url!, { redirect: "manual" });
    expect(authorize.status).toBe(302);
    const consentUrl = new URL(authorize.headers.get("location")!, s.url);
    const page = await (await fetch(consentUrl)).text();
    expect(page).toContain('<label for="email">Email</label>');
    expect(page).toContain('<label for="name">Name</label>');
    expect(page).toContain("Continue");
    const email = uniqueEmail("google");
    const submit = await fetch(new URL("/__google/consent", s.url), {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ state: consentUrl.searchParams.get("state")!, email, name: "Gia Google" }),
    });
    expect(submit.status).toBe(302);
    const back = new URL(submit.headers.get("location")!);
    expect(back.origin + back.pathname).toBe("http://localhost:5173/confirm");
    const code = back.searchParams.get("code")!;
    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.app_metadata.provider).toBe("google");
    expect(exchanged.data.user?.user_metadata.full_name).toBe("Gia Google");
    // Codes are single-use.
    const reused = await clientFor(s).auth.exchangeCodeForSession(code);
    expect(reused.error).toBeTruthy();
  });

  it("refuses an unknown code (404 flow_state_not_found) and an unknown provider (400)", async () => {
    const res = await fetch(`${s.url}/auth/v1/token?grant_type=pkce`, {
      method: "POST",
      headers: {
        apikey: s.keys.publishableKey,
        "Content-Type": "application/json",
        "X-Supabase-Api-Version": "2024-01-01",
      },
      body: JSON.stringify({ auth_code: crypto.randomUUID(), code_verifier: "x".repeat(56) }),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "flow_state_not_found" });
    const bad = await fetch(`${s.url}/auth/v1/authorize?provider=myspace`);
    expect(bad.status).toBe(400);
  });
});

describe("email links and codes", () => {
  it("signs in with a 6-digit code from a magic-link email", async () => {
    const { email } = await signedUp();
    const supabase = clientFor(s);
    expect((await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const mail = await latestMail(s, email);
    expect(mail.subject).toBe("Your Magic Link");
    expect(mail.code).toMatch(/^\d{6}$/);
    const wrong = await clientFor(s).auth.verifyOtp({ email, token: "000000", type: "email" });
    expect(wrong.error).toMatchObject({ status: 403, code: "otp_expired" });
    const { data, error } = await supabase.auth.verifyOtp({ email, token: mail.code, type: "email" });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it("follows the email link: /verify 303 → ?code= → exchangeCodeForSession in the same browser", async () => {
    const { email } = await signedUp();
    const supabase = clientFor(s);
    await supabase.auth.signInWithOtp({ email, options: { emailRedirectTo: "http://localhost:5173/confirm" } });
    const mail = await latestMail(s, email);
    const res = await fetch(mail.link, { redirect: "manual" });
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get("location")!);
    expect(back.pathname).toBe("/confirm");
    const { data, error } = await supabase.auth.exchangeCodeForSession(back.searchParams.get("code")!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    // The link works once.
    const again = await fetch(mail.link, { redirect: "manual" });
    expect(again.headers.get("location")).toContain("error_code=otp_expired");
  });

  it("verifies a token_hash from the email on the server (SSR pattern)", async () => {
    const { email } = await signedUp();
    await clientFor(s).auth.signInWithOtp({ email });
    const hash = new URL((await latestMail(s, email)).link).searchParams.get("token")!;
    const { data, error } = await clientFor(s).auth.verifyOtp({ type: "magiclink", token_hash: hash });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const again = await clientFor(s).auth.verifyOtp({ type: "magiclink", token_hash: hash });
    expect(again.error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("sends the project's own templates: a token-hash link any browser can verify, and the code", async () => {
    const { templates } = loadAuthConfig();
    const own = await startTestStandIn({ templates, siteUrl: "https://planner.test" });
    try {
      const email = uniqueEmail("templated");
      // A PKCE client asks (the app's server); another client, without its verifier, follows the link.
      const asker = clientFor(own);
      expect(
        (await asker.auth.signInWithOtp({ email, options: { emailRedirectTo: "https://planner.test/confirm" } })).error,
      ).toBeNull();
      const mail = await latestMail(own, email);
      expect(mail.subject).toBe("Confirm Your Signup");
      expect(mail.html).toContain('href="https://planner.test/confirm?token_hash=pkce_');
      const link = new URL(mail.link);
      expect([link.origin, link.pathname, link.searchParams.get("type")]).toEqual([
        "https://planner.test",
        "/confirm",
        "email",
      ]);
      expect(mail.code).toMatch(/^\d{6}$/);
      const other = clientFor(own);
      const { data, error } = await other.auth.verifyOtp({
        type: "email",
        token_hash: link.searchParams.get("token_hash")!,
      });
      expect(error).toBeNull();
      expect(data.session?.user.email).toBe(email);
      // Recovery: its own type, for the reset-password page.
      expect((await asker.auth.resetPasswordForEmail(email)).error).toBeNull();
      const reset = new URL((await latestMail(own, email)).link);
      expect(reset.searchParams.get("type")).toBe("recovery");
      expect(
        (await clientFor(own).auth.verifyOtp({ type: "recovery", token_hash: reset.searchParams.get("token_hash")! }))
          .error,
      ).toBeNull();
      // In the language of the user's metadata, subject included.
      const german = uniqueEmail("templated-de");
      const metadata = { locale: "de" };
      expect((await asker.auth.signInWithOtp({ email: german, options: { data: metadata } })).error).toBeNull();
      const mail2 = await latestMail(own, german);
      expect(mail2.subject).toBe("Bestätige deine Registrierung");
      expect(mail2.text).toContain(`Oder gib diesen Code ein: ${mail2.code}`);
    } finally {
      await own.close();
    }
  });

  it("renders only GoTrue's variables, escaped; an unknown one is a mistake in the template", () => {
    expect(
      renderTemplate('<a href="{{ .SiteURL }}/x?h={{.TokenHash}}">{{ .Email }}</a>', {
        SiteURL: "https://a.test",
        TokenHash: "ab",
        Email: "<b>@x",
      }),
    ).toBe('<a href="https://a.test/x?h=ab">&#60;b&#62;@x</a>');
    expect(() => renderTemplate("{{ .Nope }}", {})).toThrow("Unknown template variable");
  });

  it("creates an account on first OTP unless shouldCreateUser is false (422 otp_disabled)", async () => {
    const refused = await clientFor(s).auth.signInWithOtp({
      email: uniqueEmail(),
      options: { shouldCreateUser: false },
    });
    expect(refused.error).toMatchObject({ status: 422, code: "otp_disabled" });
    const email = uniqueEmail("new");
    expect((await clientFor(s).auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await latestMail(s, email);
    expect(mail.subject).toBe("Confirm Your Signup");
    const { error } = await clientFor(s).auth.verifyOtp({ email, token: mail.code, type: "email" });
    expect(error).toBeNull();
  });

  it("rate-limits repeated emails to one address with 429 over_email_send_rate_limit", async () => {
    const slow = await startTestStandIn({ maxFrequencySeconds: 60 });
    try {
      const email = uniqueEmail();
      await clientFor(slow).auth.signUp({ email, password: PASSWORD });
      expect((await clientFor(slow).auth.signInWithOtp({ email })).error).toBeNull();
      const second = await clientFor(slow).auth.signInWithOtp({ email });
      expect(second.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    } finally {
      await slow.close();
    }
  });

  it("resends a signup confirmation and answers {} for unknown addresses", async () => {
    const strict = await startTestStandIn({ autoconfirm: false });
    try {
      const email = uniqueEmail();
      await clientFor(strict).auth.signUp({ email, password: PASSWORD });
      expect((await clientFor(strict).auth.resend({ type: "signup", email })).error).toBeNull();
      expect(
        ((await fetch(`${strict.url}/__mailbox/messages?to=${email}`).then((r) => r.json())) as unknown[]).length,
      ).toBe(2);
      expect((await clientFor(strict).auth.resend({ type: "signup", email: uniqueEmail() })).error).toBeNull();
    } finally {
      await strict.close();
    }
  });

  it("resets a password: recover email → link → session (PASSWORD_RECOVERY) → updateUser", async () => {
    const { email } = await signedUp();
    const supabase = clientFor(s);
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => void events.push(event));
    expect(
      (await supabase.auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:5173/confirm" })).error,
    ).toBeNull();
    expect((await clientFor(s).auth.resetPasswordForEmail(uniqueEmail())).error).toBeNull();
    const mail = await latestMail(s, email);
    expect(mail.subject).toBe("Reset Your Password");
    const res = await fetch(mail.link, { redirect: "manual" });
    const code = new URL(res.headers.get("location")!).searchParams.get("code")!;
    expect((await supabase.auth.exchangeCodeForSession(code)).error).toBeNull();
    expect(events).toContain("PASSWORD_RECOVERY");
    const same = await supabase.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: "same_password" });
    expect((await supabase.auth.updateUser({ password: "brand1new2pass" })).error).toBeNull();
    const signIn = await clientFor(s).auth.signInWithPassword({ email, password: "brand1new2pass" });
    expect(signIn.error).toBeNull();
  });
});

/** A first sign-in with Google through the consent page: the session of an account without a password. */
async function googleSession(email: string) {
  const supabase = clientFor(s);
  const { data } = await supabase.auth.signInWithOAuth({
    provider: "google",
    options: { redirectTo: "http://localhost:5173/confirm", skipBrowserRedirect: true },
  });
  const consent = new URL((await fetch(data.url!, { redirect: "manual" })).headers.get("location")!, s.url);
  const submit = await fetch(new URL("/__google/consent", s.url), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ state: consent.searchParams.get("state")!, email, name: "Gia Google" }),
  });
  const code = new URL(submit.headers.get("location")!).searchParams.get("code")!;
  expect((await supabase.auth.exchangeCodeForSession(code)).error).toBeNull();
  return supabase;
}

describe("password change (Security: require current password when updating)", () => {
  it("wants the current password, refuses a wrong one, then signs the other sessions out", async () => {
    const { supabase, email } = await signedUp();
    const phone = clientFor(s);
    expect((await phone.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const missing = await supabase.auth.updateUser({ password: "brand1new2pass" });
    expect(missing.error).toMatchObject({ status: 400, code: "current_password_required" });
    const wrong = await supabase.auth.updateUser({ password: "brand1new2pass", current_password: "wrong1guess" });
    expect(wrong.error).toMatchObject({ status: 400, code: "current_password_invalid" });
    const same = await supabase.auth.updateUser({ password: PASSWORD, current_password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: "same_password" });
    const changed = await supabase.auth.updateUser({ password: "brand1new2pass", current_password: PASSWORD });
    expect(changed.error).toBeNull();
    // This session goes on; the phone's refresh token no longer works.
    expect((await supabase.auth.refreshSession()).error).toBeNull();
    expect((await phone.auth.refreshSession()).error).toMatchObject({ code: "refresh_token_not_found" });
    expect((await clientFor(s).auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({
      code: "invalid_credentials",
    });
    expect((await clientFor(s).auth.signInWithPassword({ email, password: "brand1new2pass" })).error).toBeNull();
  });

  it("lets an account from Google set a first password without one, which then signs in", async () => {
    const email = uniqueEmail("google");
    const supabase = await googleSession(email);
    expect((await clientFor(s).auth.signInWithPassword({ email, password: "first1pass" })).error).toMatchObject({
      code: "invalid_credentials",
    });
    expect((await supabase.auth.updateUser({ password: "first1pass" })).error).toBeNull();
    expect((await clientFor(s).auth.signInWithPassword({ email, password: "first1pass" })).error).toBeNull();
    // From now on it has one to prove.
    const again = await supabase.auth.updateUser({ password: "second2pass" });
    expect(again.error).toMatchObject({ code: "current_password_required" });
  });

  it("gives an account a sign-in link opened a password nobody knows (MagicLink's generated one)", async () => {
    const email = uniqueEmail();
    const supabase = clientFor(s);
    expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await latestMail(s, email);
    expect((await supabase.auth.verifyOtp({ email, token: mail.code, type: "email" })).error).toBeNull();
    const { error } = await supabase.auth.updateUser({ password: "brand1new2pass" });
    expect(error).toMatchObject({ code: "current_password_required" });
  });

  it("tells the address of it in the person's language, when the project enables the notification", async () => {
    const { supabase, email } = await signedUp(undefined, { locale: "de" });
    expect(
      (await supabase.auth.updateUser({ password: "brand1new2pass", current_password: PASSWORD })).error,
    ).toBeNull();
    const told = await latestMail(s, email);
    expect(told.subject).toBe("Dein Passwort wurde geändert");
    expect(told.text).toContain(`Das Passwort deines Kontos ${email} wurde gerade geändert.`);
    expect(told.html).toContain('<a href="http://localhost:5173/login/forgot-password">Passwort zurücksetzen</a>');
    // Refused changes tell nobody.
    const before = (await mailTo(s, email)).length;
    await supabase.auth.updateUser({ password: "third3pass", current_password: "wrong1guess" });
    expect(await mailTo(s, email)).toHaveLength(before);

    // Not enabled, not sent; enabled without a template, GoTrue's own words.
    const quiet = await startTestStandIn({ notifications: {} });
    const plain = await startTestStandIn({ notifications: { password_changed: {} } });
    try {
      for (const standIn of [quiet, plain]) {
        const other = uniqueEmail();
        const client = clientFor(standIn);
        expect((await client.auth.signUp({ email: other, password: PASSWORD })).error).toBeNull();
        expect(
          (await client.auth.updateUser({ password: "brand1new2pass", current_password: PASSWORD })).error,
        ).toBeNull();
        const mails = await mailTo(standIn, other);
        if (standIn === quiet) expect(mails).toHaveLength(0);
        else expect(mails.map((m) => m.subject)).toEqual(["Your password was changed"]);
      }
    } finally {
      await Promise.all([quiet.close(), plain.close()]);
    }
  });

  it("is off when the project turns the switch off", async () => {
    expect(
      loadAuthConfig(undefined, {
        GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD: "false",
      }),
    ).toMatchObject({
      requireCurrentPassword: false,
    });
    expect(loadAuthConfig(undefined, {}).requireCurrentPassword).toBe(true);
    const loose = await startTestStandIn({ requireCurrentPassword: false });
    try {
      const supabase = clientFor(loose);
      const email = uniqueEmail();
      expect((await supabase.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
      expect((await supabase.auth.updateUser({ password: "brand1new2pass" })).error).toBeNull();
    } finally {
      await loose.close();
    }
  });
});

describe("email change", () => {
  const profileEmail = async (standIn: StandIn, id: string) =>
    (await standIn.db.query<{ email: string }>("select email from public.profiles where id = $1", [id])).rows[0]?.email;

  it("changes nothing until the link in the email is followed, even with autoconfirm on", async () => {
    const { supabase, email, user } = await signedUp();
    const next = uniqueEmail("moved");
    const { data, error } = await supabase.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: next });
    expect(await profileEmail(s, user.id)).toBe(email);
    // Secure email change: the new and the current address both get a link.
    const toNew = await latestMail(s, next);
    expect(toNew.subject).toBe("Confirm Email Change");
    expect((await latestMail(s, email)).subject).toBe("Confirm Email Change");
    // With autoconfirm on, GoTrue applies the change on the first confirmation.
    const res = await fetch(toNew.link, { redirect: "manual" });
    expect(res.status).toBe(303);
    expect(await profileEmail(s, user.id)).toBe(next);
    expect((await clientFor(s).auth.signInWithPassword({ email: next, password: PASSWORD })).error).toBeNull();
    // The old address hears of it ([auth.email.notification.email_changed]).
    const told = await latestMail(s, email);
    expect(told.subject).toBe("Your email address was changed");
    expect(told.text).toContain(`The email address of your account was changed from ${email} to ${next}.`);
  });

  it("with confirmations on, needs both links: the first answers GoTrue's message, the second changes the address", async () => {
    const strict = await startTestStandIn({ autoconfirm: false });
    try {
      const email = uniqueEmail();
      const admin = clientFor(strict, strict.keys.secretKey).auth.admin;
      const { data: made } = await admin.createUser({ email, password: PASSWORD, email_confirm: true });
      const supabase = clientFor(strict);
      expect((await supabase.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
      const next = uniqueEmail("moved");
      expect((await supabase.auth.updateUser({ email: next })).error).toBeNull();
      const first = await fetch((await latestMail(strict, next)).link, { redirect: "manual" });
      const location = new URL(first.headers.get("location")!);
      expect(new URLSearchParams(location.hash.slice(1)).get("message")).toBe(
        "Confirmation link accepted. Please proceed to confirm link sent to the other email",
      );
      expect(await profileEmail(strict, made.user!.id)).toBe(email);
      // The code from the current address's email works as well as its link.
      const { error } = await clientFor(strict).auth.verifyOtp({
        email,
        token: (await latestMail(strict, email)).code,
        type: "email_change",
      });
      expect(error).toBeNull();
      expect(await profileEmail(strict, made.user!.id)).toBe(next);
    } finally {
      await strict.close();
    }
  });

  it("refuses an address another user has", async () => {
    const taken = (await signedUp()).email;
    const { supabase } = await signedUp();
    const { error } = await supabase.auth.updateUser({ email: taken });
    expect(error).toMatchObject({ status: 422, code: "email_exists" });
  });
});

describe("rate limits, as config.toml declares them", () => {
  const otpFrom = (standIn: StandIn, ip?: string) =>
    fetch(`${standIn.url}/auth/v1/otp`, {
      method: "POST",
      headers: {
        apikey: standIn.keys.publishableKey,
        "content-type": "application/json",
        "x-supabase-api-version": "2024-01-01",
        ...(ip ? { "sb-forwarded-for": ip } : {}),
      },
      body: JSON.stringify({ email: uniqueEmail("limit"), create_user: true }),
    });

  it("per IP: a burst of 30, then 429 over_request_rate_limit; another visitor (Sb-Forwarded-For) has a budget of its own", async () => {
    const strict = await startTestStandIn({ rateLimits: { ...NO_RATE_LIMITS, signInSignUps: 1 } });
    try {
      const statuses = [];
      for (let i = 0; i < 31; i++) statuses.push((await otpFrom(strict, "203.0.113.7")).status);
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      const over = await otpFrom(strict, "203.0.113.7");
      expect(over.status).toBe(429);
      expect(await over.json()).toEqual({ code: "over_request_rate_limit", message: "Request rate limit reached" });
      expect((await otpFrom(strict, "203.0.113.8")).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it("emails: the project's hourly budget, then 429 over_email_send_rate_limit", async () => {
    const strict = await startTestStandIn({ rateLimits: { ...NO_RATE_LIMITS, emailSent: 2 } });
    try {
      expect((await otpFrom(strict)).status).toBe(200);
      expect((await otpFrom(strict)).status).toBe(200);
      const third = await otpFrom(strict);
      expect(third.status).toBe(429);
      expect(await third.json()).toMatchObject({ code: "over_email_send_rate_limit" });
    } finally {
      await strict.close();
    }
  });
});

describe("user", () => {
  it("reads and updates the user; metadata merges and null removes a key", async () => {
    const { supabase } = await signedUp(undefined, { full_name: "Cy", city: "Lisbon" });
    const updated = await supabase.auth.updateUser({ data: { city: null, team: "blue" } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: "Cy", team: "blue" });
    expect(updated.data.user?.user_metadata.city).toBeUndefined();
    const { data } = await supabase.auth.getUser();
    expect(data.user?.user_metadata.team).toBe("blue");
  });

  it("answers /user without a token with 401 no_authorization", async () => {
    const res = await fetch(`${s.url}/auth/v1/user`, {
      headers: { apikey: s.keys.publishableKey, "X-Supabase-Api-Version": "2024-01-01" },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "no_authorization" });
  });
});

describe("admin", () => {
  it("creates, lists (paginated), reads, updates and deletes users with the secret key", async () => {
    const admin = clientFor(s, s.keys.secretKey).auth.admin;
    const email = uniqueEmail("admin-made");
    const created = await admin.createUser({
      email,
      password: "x",
      email_confirm: true,
      user_metadata: { full_name: "Made" },
    });
    expect(created.error).toBeNull();
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    const dup = await admin.createUser({ email });
    expect(dup.error).toMatchObject({ status: 422, code: "email_exists" });
    const page = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(2);
    expect((page.data as { total?: number }).total).toBeGreaterThan(2);
    const id = created.data.user!.id;
    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const upd = await admin.updateUserById(id, { user_metadata: { full_name: "Renamed" } });
    expect(upd.data.user?.user_metadata.full_name).toBe("Renamed");
    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: "user_not_found" });
  });

  it("refuses admin calls with the publishable key or a user token (403 not_admin)", async () => {
    const { session } = await signedUp();
    const withKey = await clientFor(s).auth.admin.listUsers();
    expect(withKey.error).toMatchObject({ status: 403, code: "not_admin" });
    const res = await fetch(`${s.url}/auth/v1/admin/users`, {
      headers: {
        apikey: s.keys.publishableKey,
        Authorization: `Bearer ${session.access_token}`,
        "X-Supabase-Api-Version": "2024-01-01",
      },
    });
    expect(res.status).toBe(403);
  });
});

describe("gateway and error shapes", () => {
  it("refuses a missing or wrong apikey with 401", async () => {
    const none = await fetch(`${s.url}/auth/v1/settings`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ message: "No API key found in request" });
    const wrong = await fetch(`${s.url}/auth/v1/settings`, { headers: { apikey: "sb_publishable_nope" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: "Invalid API key" });
  });

  it("uses the legacy error shape without X-Supabase-Api-Version, and the new one with it", async () => {
    const body = JSON.stringify({ email: uniqueEmail(), password: "nope-wrong1" });
    const init = {
      method: "POST",
      body,
      headers: { apikey: s.keys.publishableKey, "Content-Type": "application/json" },
    };
    const legacy = await fetch(`${s.url}/auth/v1/token?grant_type=password`, init);
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: "invalid_credentials",
      msg: "Invalid login credentials",
    });
    const modern = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
      ...init,
      headers: { ...init.headers, "X-Supabase-Api-Version": "2024-01-01" },
    });
    expect(modern.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await modern.json()).toEqual({ code: "invalid_credentials", message: "Invalid login credentials" });
  });

  it("never answers a client mistake with a 5xx", async () => {
    const headers = { apikey: s.keys.publishableKey, "Content-Type": "application/json" };
    const cases: [string, RequestInit][] = [
      ["/auth/v1/token?grant_type=password", { method: "POST", headers, body: "{not json" }],
      ["/auth/v1/token?grant_type=magic", { method: "POST", headers, body: "{}" }],
      ["/auth/v1/token?grant_type=refresh_token", { method: "POST", headers, body: "{}" }],
      ["/auth/v1/verify", { method: "POST", headers, body: JSON.stringify({ type: "bogus" }) }],
      ["/auth/v1/otp", { method: "POST", headers, body: JSON.stringify({ email: 42 }) }],
      ["/auth/v1/recover", { method: "POST", headers, body: "{}" }],
      [
        "/auth/v1/signup",
        { method: "POST", headers, body: JSON.stringify({ email: "a@b.co", password: "x".repeat(80) }) },
      ],
    ];
    for (const [path, init] of cases) {
      const res = await fetch(s.url + path, init);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
