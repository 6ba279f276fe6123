import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StandIn } from "./server.ts";
import { clientFor, codeFor, mailTo, startTestStandIn, uniqueEmail } from "./test-helpers.ts";

// Two-step sign-in (TOTP) as supabase-js 2.119 drives it against hosted GoTrue's /factors
// (internal/api/mfa.go): levels and methods in the token, the refusals' codes.
let s: StandIn;
beforeAll(async () => {
  s = await startTestStandIn();
});
afterAll(() => s.close());

const PASSWORD = "correct1horse";

async function signedUp() {
  const email = uniqueEmail();
  const supabase = clientFor(s);
  const { error } = await supabase.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { supabase, email };
}

async function enrolled() {
  const { supabase, email } = await signedUp();
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
  expect(error).toBeNull();
  return { supabase, email, factor: data! };
}

async function claims(supabase: ReturnType<typeof clientFor>) {
  const { data } = await supabase.auth.getSession();
  return decodeJwt(data.session!.access_token) as { aal: string; amr: { method: string }[] };
}

describe("enrolling a TOTP factor", () => {
  it("answers a QR code (SVG, as a data URI from supabase-js), the base32 secret and the otpauth URI", async () => {
    const { factor, email } = await enrolled();
    expect(factor.type).toBe("totp");
    expect(factor.friendly_name).toBe("Phone");
    if (factor.type !== "totp") throw new Error("totp expected");
    expect(factor.totp.qr_code.startsWith("data:image/svg+xml;utf-8,<")).toBe(true);
    expect(factor.totp.qr_code).toContain("<svg");
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe("otpauth:");
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(uri.searchParams.get("secret")).toBe(factor.totp.secret);
    expect(uri.searchParams.get("issuer")).toBe(new URL(s.config.siteUrl).host);
  });

  it("lists the factor unverified on /user until a code is verified; the session stays aal1", async () => {
    const { supabase, factor } = await enrolled();
    const { data } = await supabase.auth.getUser();
    expect(data.user?.factors).toEqual([
      expect.objectContaining({ id: factor.id, friendly_name: "Phone", factor_type: "totp", status: "unverified" }),
    ]);
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });
  });

  it("follows config.toml's [auth.mfa]: TOTP off refuses enrolling (422), and the number of factors is capped", async () => {
    const off = await startTestStandIn({ mfa: { maxEnrolledFactors: 2, totpEnroll: false, totpVerify: true } });
    try {
      const supabase = clientFor(off);
      await supabase.auth.signUp({ email: uniqueEmail(), password: PASSWORD });
      const { error } = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
      expect(error).toMatchObject({ status: 422, code: "mfa_totp_enroll_not_enabled" });
    } finally {
      await off.close();
    }
    const capped = await startTestStandIn({ mfa: { maxEnrolledFactors: 2, totpEnroll: true, totpVerify: true } });
    try {
      const supabase = clientFor(capped);
      await supabase.auth.signUp({ email: uniqueEmail(), password: PASSWORD });
      for (const name of ["One", "Two"])
        expect((await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: name })).error).toBeNull();
      const third = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: "Three" });
      expect(third.error).toMatchObject({ status: 422, code: "too_many_enrolled_mfa_factors" });
    } finally {
      await capped.close();
    }
  });

  it("refuses a second factor of the same name (422 mfa_factor_name_conflict) and an unknown type (400)", async () => {
    const { supabase } = await enrolled();
    const again = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    expect(again.error).toMatchObject({ status: 422, code: "mfa_factor_name_conflict" });
    const phone = await supabase.auth.mfa.enroll({ factorType: "phone", phone: "+15555550100" });
    expect(phone.error).toMatchObject({ status: 422, code: "mfa_phone_enroll_not_enabled" });
  });
});

describe("verifying a code", () => {
  it("makes the session aal2 with totp first among its methods, and the factor verified", async () => {
    const { supabase, factor } = await enrolled();
    if (factor.type !== "totp") throw new Error("totp expected");
    const { data, error } = await supabase.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeFor(factor.totp.secret),
    });
    expect(error).toBeNull();
    expect(data?.access_token).toBeTruthy();
    const token = await claims(supabase);
    expect(token.aal).toBe("aal2");
    expect(token.amr.map((a) => a.method)).toEqual(["totp", "password"]);
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });
    const { data: list } = await supabase.auth.mfa.listFactors();
    expect(list?.totp.map((f) => f.id)).toEqual([factor.id]);
  });

  it("accepts the previous step's code (one step of skew) and refuses a wrong one (422 mfa_verification_failed)", async () => {
    const { supabase, factor } = await enrolled();
    if (factor.type !== "totp") throw new Error("totp expected");
    const wrong = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: "000000" });
    // One chance in a million that 000000 is the right code; codeFor avoids it for the next one.
    if (codeFor(factor.totp.secret) !== "000000")
      expect(wrong.error).toMatchObject({ status: 422, code: "mfa_verification_failed" });
    const older = await supabase.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeFor(factor.totp.secret, -1),
    });
    expect(older.error).toBeNull();
  });

  it("refuses a challenge used twice, and a factor that is not the caller's (404 mfa_factor_not_found)", async () => {
    const { supabase, factor } = await enrolled();
    if (factor.type !== "totp") throw new Error("totp expected");
    const challenge = await supabase.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000 + 200);
    const code = codeFor(factor.totp.secret);
    const first = await supabase.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code });
    expect(first.error).toBeNull();
    const second = await supabase.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code });
    expect(second.error).toMatchObject({ status: 422, code: "mfa_ip_address_mismatch" });
    const other = await signedUp();
    const theirs = await other.supabase.auth.mfa.challenge({ factorId: factor.id });
    expect(theirs.error).toMatchObject({ status: 404, code: "mfa_factor_not_found" });
  });

  it("keeps aal2 through a refresh, and ends the person's other aal1 sessions", async () => {
    const { supabase, factor, email } = await enrolled();
    if (factor.type !== "totp") throw new Error("totp expected");
    const elsewhere = clientFor(s);
    await elsewhere.auth.signInWithPassword({ email, password: PASSWORD });
    await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.totp.secret) });
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect((decodeJwt(data.session!.access_token) as { aal: string }).aal).toBe("aal2");
    // The session's refresh tokens go with it (on delete cascade), as on GoTrue.
    const gone = await elsewhere.auth.refreshSession();
    expect(gone.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
  });
});

describe("signing in with a verified factor", () => {
  async function protectedAccount() {
    const { supabase, factor, email } = await enrolled();
    if (factor.type !== "totp") throw new Error("totp expected");
    await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.totp.secret) });
    return { email, factor, secret: factor.totp.secret };
  }

  it("starts at aal1 with nextLevel aal2, and reaches aal2 with a code", async () => {
    const { email, factor, secret } = await protectedAccount();
    const supabase = clientFor(s);
    const { data } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.user?.factors?.map((f) => f.status)).toEqual(["verified"]);
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(secret) });
    expect(verified.error).toBeNull();
    expect((await claims(supabase)).aal).toBe("aal2");
  });

  it("refuses at aal1 to unenrol the factor (422 insufficient_aal) or enrol another (403)", async () => {
    const { email, factor } = await protectedAccount();
    const supabase = clientFor(s);
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const remove = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    expect(remove.error).toMatchObject({ status: 422, code: "insufficient_aal" });
    const add = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: "Tablet" });
    expect(add.error).toMatchObject({ status: 403, code: "insufficient_aal" });
  });

  it("changes the password or the address only from an aal2 session (401 insufficient_aal); metadata at aal1", async () => {
    const { email, factor, secret } = await protectedAccount();
    const supabase = clientFor(s);
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const password = await supabase.auth.updateUser({ password: "brand1new2pass", current_password: PASSWORD });
    expect(password.error).toMatchObject({ status: 401, code: "insufficient_aal" });
    const address = await supabase.auth.updateUser({ email: uniqueEmail("moved") });
    expect(address.error).toMatchObject({ status: 401, code: "insufficient_aal" });
    expect((await supabase.auth.updateUser({ email, data: { locale: "fr" } })).error).toBeNull();
    await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(secret) });
    const after = await supabase.auth.updateUser({ password: "brand1new2pass", current_password: PASSWORD });
    expect(after.error).toBeNull();
  });

  it("at aal2 unenrols it: the next refresh is aal1 and the user has no factors", async () => {
    const { email, factor, secret } = await protectedAccount();
    const supabase = clientFor(s);
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(secret) });
    const { data, error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factor.id });
    const refreshed = await supabase.auth.refreshSession();
    expect((decodeJwt(refreshed.data.session!.access_token) as { aal: string }).aal).toBe("aal1");
    expect(refreshed.data.user?.factors ?? []).toEqual([]);
  });
});

describe("security notifications ([auth.email.notification.mfa_factor_*])", () => {
  it("tell the address when a factor is first verified and when one is removed, not on later codes", async () => {
    const { supabase, email, factor } = await enrolled();
    const subjects = async () => (await mailTo(s, email)).map((m) => m.subject);
    expect(await subjects()).toEqual([]);
    const secret = factor.type === "totp" ? factor.totp.secret : "";
    expect(
      (await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(secret) })).error,
    ).toBeNull();
    const added = (await mailTo(s, email))[0]!;
    expect(added.subject).toBe("An authenticator app was added to your account");
    expect(added.text).toContain(`Signing in to your account ${email} now also takes a code`);
    // A later sign-in's code is no news.
    const again = clientFor(s);
    await again.auth.signInWithPassword({ email, password: PASSWORD });
    await again.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(secret, 1) });
    expect(await subjects()).toHaveLength(1);
    expect((await supabase.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull();
    expect(await subjects()).toEqual([
      "An authenticator app was removed from your account",
      "An authenticator app was added to your account",
    ]);
  });
});
