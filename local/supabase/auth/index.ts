import type { Db } from "../db.ts";
import { asAuthAdmin } from "../db.ts";
import { json, noContent, redirectTo, type HttpResponse, type Req } from "../http.ts";
import { getUser, logout, updateUser } from "./account.ts";
import { adminUsers } from "./admin.ts";
import {
  otp,
  passwordGrant,
  recover,
  resend,
  signup,
  verifyGet,
  verifyPost,
  type EmailContext,
} from "./email-flows.ts";
import { AuthError, OAuthError } from "./errors.ts";
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from "./factors.ts";
import { authorize } from "./google.ts";
import { pkceGrant } from "./pkce.ts";
import { RateLimits } from "./rate-limits.ts";
import { refreshSession, requestDevice } from "./sessions.ts";

/** Paths that the hosted gateway leaves open (browser redirects and the JWKS). */
export const OPEN_AUTH_PATHS = new Set(["/verify", "/authorize", "/callback", "/.well-known/jwks.json", "/health"]);

/** GoTrue at /auth/v1: `sub` is the path after /auth/v1; `admin` is true for the service role. */
export function handleAuth(ctx: EmailContext, db: Db, req: Req, sub: string, admin: boolean): Promise<HttpResponse> {
  const device = { userAgent: req.headers["user-agent"] || null, ip: RateLimits.ipOf(req) || null };
  return requestDevice.run(device, () => answer(ctx, db, req, sub, admin));
}

async function answer(ctx: EmailContext, db: Db, req: Req, sub: string, admin: boolean): Promise<HttpResponse> {
  const apiVersion = req.headers["x-supabase-api-version"];
  const params = req.url.searchParams;
  const tx = <T>(fn: Parameters<typeof asAuthAdmin<T>>[1]) => asAuthAdmin(db, fn);
  try {
    if (req.body === Symbol.for("invalid-json"))
      throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
    // The service role is exempt, as on GoTrue (admin calls are server-side and trusted).
    if (!admin) ctx.limits.check(req, sub);
    const route = `${req.method} ${sub}`;
    switch (route) {
      case "GET /.well-known/jwks.json":
        return json(200, ctx.signer.jwks(), { "Cache-Control": "public, max-age=600" });
      case "GET /health":
        return json(200, {
          version: "local-stand-in",
          name: "GoTrue",
          description: "Local stand-in for Supabase Auth",
        });
      case "GET /settings":
        return json(200, {
          external: { email: true, phone: false, google: ctx.config.googleEnabled },
          disable_signup: !ctx.config.enableSignup,
          mailer_autoconfirm: ctx.config.autoconfirm,
          phone_autoconfirm: false,
          sms_provider: "",
          saml_enabled: false,
        });
      case "POST /signup":
        return json(200, await tx((t) => signup(ctx, t, req.body, params.get("redirect_to"))));
      case "POST /token": {
        const grant = params.get("grant_type");
        if (grant === "password") return json(200, await tx((t) => passwordGrant(ctx, t, req.body)));
        if (grant === "refresh_token") {
          const result = await tx((t) => refreshSession(ctx, t, req.body?.refresh_token));
          if (result instanceof AuthError) throw result;
          return json(200, result);
        }
        if (grant === "pkce") return json(200, await tx((t) => pkceGrant(ctx, t, req.body)));
        throw new AuthError(400, "invalid_credentials", "unsupported_grant_type");
      }
      case "GET /authorize":
        return await authorize(ctx, db, req);
      case "POST /otp":
        return json(200, await tx((t) => otp(ctx, t, req.body, params.get("redirect_to"))));
      case "POST /verify":
        return json(200, await tx((t) => verifyPost(ctx, t, req.body)));
      case "GET /verify":
        return redirectTo(await tx((t) => verifyGet(ctx, t, params)), 303);
      case "POST /resend":
        return json(200, await tx((t) => resend(ctx, t, req.body, params.get("redirect_to"))));
      case "POST /recover":
        return json(200, await tx((t) => recover(ctx, t, req.body, params.get("redirect_to"))));
      case "GET /user":
        return json(200, await tx((t) => getUser(ctx, t, req.headers.authorization)));
      case "PUT /user":
        return json(
          200,
          await tx((t) => updateUser(ctx, t, req.headers.authorization, req.body, params.get("redirect_to"))),
        );
      case "POST /logout":
        await tx((t) => logout(ctx, t, req.headers.authorization, params.get("scope")));
        return noContent();
    }
    if (route === "POST /factors") return json(200, await tx((t) => enrollFactor(ctx, t, req)));
    const factorMatch = sub.match(/^\/factors\/([^/]+)(\/challenge|\/verify)?$/);
    if (factorMatch) {
      const [, id, action] = factorMatch as [string, string, string | undefined];
      if (req.method === "POST" && action === "/challenge")
        return json(200, await tx((t) => challengeFactor(ctx, t, req, id)));
      if (req.method === "POST" && action === "/verify") {
        const result = await tx((t) => verifyFactor(ctx, t, req, id));
        if (result instanceof AuthError) throw result;
        return json(200, result);
      }
      if (req.method === "DELETE" && !action) return json(200, await tx((t) => unenrollFactor(ctx, t, req, id)));
    }
    const adminMatch = sub.match(/^\/admin\/users(?:\/([^/]+))?$/);
    if (adminMatch) {
      if (!admin) throw new AuthError(403, "not_admin", "User not allowed");
      return await tx((t) => adminUsers(t, req.method, adminMatch[1], req.url, req.body));
    }
    throw new AuthError(404, "not_found", "Not Found");
  } catch (error) {
    if (error instanceof AuthError) return error.toResponse(apiVersion);
    if (error instanceof OAuthError) return error.toResponse();
    console.error("[stand-in] auth error", error);
    return new AuthError(
      500,
      "unexpected_failure",
      "Unexpected failure, please check server logs for more information",
    ).toResponse(apiVersion);
  }
}
