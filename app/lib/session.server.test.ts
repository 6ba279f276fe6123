import { parseSetCookie as parseOne } from "cookie-es";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StandIn } from "../../local/supabase/server.ts";
import { startTestStandIn, uniqueEmail } from "../../local/supabase/test-helpers.ts";
import { cloudflareContext } from "./cloudflare";
import { createSupabase, sessionContext, sessionMiddleware } from "./session.server";

// The session layer against a real stand-in: cookies as @supabase/ssr writes them,
// verification without a round trip, refresh, and every way a cookie can go bad.
let s: StandIn;
beforeAll(async () => {
  s = await startTestStandIn();
});
afterAll(() => s.close());

function parseSetCookie(header: string) {
  const cookie = parseOne(header);
  if (!cookie) throw new Error(`Unparseable Set-Cookie: ${header}`);
  return cookie;
}

const envFor = (standIn: StandIn) =>
  ({ SUPABASE_URL: standIn.url, SUPABASE_PUBLISHABLE_KEY: standIn.keys.publishableKey }) as unknown as Env;

/** Runs the session middleware for one request; returns the user it saw and the response. */
async function runMiddleware(
  standIn: StandIn,
  cookies: string,
  origin = "http://localhost:8787",
  inner = () => new Response("ok"),
) {
  const url = new URL("/dashboards", origin);
  const request = new Request(url, { headers: { Cookie: cookies } });
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: envFor(standIn), ctx: {} as ExecutionContext });
  let user: unknown = "unset";
  const response = await sessionMiddleware(
    { request, url, context, params: {}, pattern: "/dashboards" } as never,
    async () => {
      user = context.get(sessionContext).user;
      return inner();
    },
  );
  return { user: user as { id: string; email: string; name: string } | null, response: response as Response };
}

/** Signs in through the same server client the app uses and returns the cookies it set. */
async function signIn(standIn: StandIn, metadata: Record<string, unknown> = {}, origin = "http://localhost:8787") {
  const url = new URL("/login", origin);
  const { supabase, headers } = createSupabase(new Request(url), url, envFor(standIn));
  const email = uniqueEmail();
  const { error } = await supabase.auth.signUp({ email, password: "correct1horse", options: { data: metadata } });
  expect(error).toBeNull();
  return { email, setCookies: headers.getSetCookie() };
}

const cookieHeader = (setCookies: string[]) =>
  setCookies
    .map((c) => parseSetCookie(c))
    .filter((c) => c.value && c.maxAge !== 0)
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");

describe("session cookies", () => {
  it("are HttpOnly, SameSite=Lax, Path=/, 400 days, and Secure except on localhost", async () => {
    const local = await signIn(s);
    const session = local.setCookies.map((c) => parseSetCookie(c)).find((c) => c.name === "sb-127-auth-token");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/", maxAge: 34560000 });
    expect(session?.secure).toBeFalsy();
    const remote = await signIn(s, {}, "https://planner.example.com");
    const secure = remote.setCookies.map((c) => parseSetCookie(c)).find((c) => c.name === "sb-127-auth-token");
    expect(secure?.secure).toBe(true);
  });

  it("are chunked at 3180 characters for a large user and read back whole", async () => {
    const { email, setCookies } = await signIn(s, { bio: "x".repeat(5000), full_name: "Big User" });
    const names = setCookies
      .map((c) => parseSetCookie(c))
      .filter((c) => c.value)
      .map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["sb-127-auth-token.0", "sb-127-auth-token.1"]));
    for (const c of setCookies.map((x) => parseSetCookie(x))) {
      expect(encodeURIComponent(c.value).length).toBeLessThanOrEqual(3180);
    }
    const { user, response } = await runMiddleware(s, cookieHeader(setCookies));
    expect(user).toMatchObject({ email, name: "Big User" });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("the session middleware", () => {
  it("knows a signed-in user without calling Supabase while the token is fresh", async () => {
    const { email, setCookies } = await signIn(s);
    const calls: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return original(input, init);
    }) as typeof fetch;
    try {
      await runMiddleware(s, cookieHeader(setCookies)); // may fetch the JWKS once per isolate
      calls.length = 0;
      const { user } = await runMiddleware(s, cookieHeader(setCookies));
      expect(user?.email).toBe(email);
      expect(calls).toEqual([]);
    } finally {
      globalThis.fetch = original;
    }
  });

  it("puts no-cache headers on any response that sets a cookie, and only on those", async () => {
    const plain = await runMiddleware(s, "");
    expect(plain.response.headers.get("Cache-Control")).toBeNull();
    const withFlash = await runMiddleware(
      s,
      "",
      undefined,
      () => new Response("ok", { headers: { "Set-Cookie": "flash=x; Path=/" } }),
    );
    expect(withFlash.response.headers.get("Cache-Control")).toBe(
      "private, no-cache, no-store, must-revalidate, max-age=0",
    );
    expect(withFlash.response.headers.get("Expires")).toBe("0");
    expect(withFlash.response.headers.get("Pragma")).toBe("no-cache");
  });

  it("sees nobody without cookies and sets nothing", async () => {
    const { user, response } = await runMiddleware(s, "");
    expect(user).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refreshes a token close to expiry and sends the new cookies with no-cache headers", async () => {
    const short = await startTestStandIn({ jwtExpiry: 60 });
    try {
      const { email, setCookies } = await signIn(short);
      const { user, response } = await runMiddleware(short, cookieHeader(setCookies));
      expect(user?.email).toBe(email);
      const renewed = response.headers.getSetCookie().map((c) => parseSetCookie(c));
      expect(renewed.find((c) => c.name === "sb-127-auth-token")?.value).toBeTruthy();
      expect(response.headers.get("Cache-Control")).toBe("private, no-cache, no-store, must-revalidate, max-age=0");
    } finally {
      await short.close();
    }
  });

  it("keeps the user signed in when two requests refresh with the same cookie at once, and when one comes late", async () => {
    const short = await startTestStandIn({ jwtExpiry: 60, refreshTokenReuseInterval: 1 });
    try {
      const { email, setCookies } = await signIn(short);
      const cookies = cookieHeader(setCookies);
      // Two page loads of one browser (say, a fetcher and a navigation) carry the same cookie.
      const [a, b] = await Promise.all([runMiddleware(short, cookies), runMiddleware(short, cookies)]);
      expect([a.user?.email, b.user?.email]).toEqual([email, email]);
      // Both hold the one active refresh token: the session did not fork.
      const refreshToken = (r: Response) => {
        const value = parseSetCookie(r.headers.getSetCookie().find((c) => c.startsWith("sb-127-auth-token="))!).value;
        return JSON.parse(Buffer.from(value.replace(/^base64-/, ""), "base64url").toString()).refresh_token as string;
      };
      expect(refreshToken(a.response)).toBe(refreshToken(b.response));
      // A third request with the old cookie, long after the reuse interval (a response the
      // browser never stored): the old token is the parent of the active one, so it still works.
      await new Promise((r) => setTimeout(r, 1500));
      expect((await runMiddleware(short, cookies)).user?.email).toBe(email);
    } finally {
      await short.close();
    }
  });

  it("treats a cookie from a database that was reset (--fresh) as signed out and clears it", async () => {
    const { setCookies } = await signIn(s);
    const fresh = await startTestStandIn();
    try {
      const { user, response } = await runMiddleware(fresh, cookieHeader(setCookies));
      expect(user).toBeNull();
      const cleared = response.headers.getSetCookie().map((c) => parseSetCookie(c));
      expect(cleared.find((c) => c.name === "sb-127-auth-token")).toMatchObject({ value: "", maxAge: 0 });
    } finally {
      await fresh.close();
    }
  });

  it("treats a tampered cookie as signed out, never an error", async () => {
    const { setCookies } = await signIn(s);
    const header = cookieHeader(setCookies);
    const value = header.match(/sb-127-auth-token=base64-([^;]+)/)![1]!;
    const session = JSON.parse(Buffer.from(value, "base64url").toString());
    const [h, p] = session.access_token.split(".");
    const claims = JSON.parse(Buffer.from(p, "base64url").toString());
    claims.sub = crypto.randomUUID();
    session.access_token = `${h}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${session.access_token.split(".")[2]}`;
    const forged = `sb-127-auth-token=base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`;
    expect((await runMiddleware(s, forged)).user).toBeNull();
    expect((await runMiddleware(s, "sb-127-auth-token=base64-%%%garbage")).user).toBeNull();
    expect((await runMiddleware(s, "sb-127-auth-token=not-even-json")).user).toBeNull();
  });

  it("signs out cleanly when an expired session cannot be refreshed", async () => {
    const short = await startTestStandIn({ jwtExpiry: 1 });
    try {
      const { setCookies } = await signIn(short);
      await short.db.exec("delete from auth.sessions");
      await new Promise((r) => setTimeout(r, 1500));
      const { user, response } = await runMiddleware(short, cookieHeader(setCookies));
      expect(user).toBeNull();
      const cleared = response.headers.getSetCookie().map((c) => parseSetCookie(c));
      expect(cleared.find((c) => c.name === "sb-127-auth-token")?.maxAge).toBe(0);
    } finally {
      await short.close();
    }
  });
});
