import { isIP } from "node:net";
import type { AuthConfig } from "../config.ts";
import type { Req } from "../http.ts";
import { AuthError } from "./errors.ts";

/**
 * GoTrue's rate limits (internal/api/apilimiter): per IP address, a token bucket of 30
 * that refills at the configured number per 5 minutes; emails, a count per hour for the
 * whole project. The IP is the Sb-Forwarded-For header when it holds one (a server-side
 * app passes its visitor's address), else the connection's.
 */
class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perSecond: number;
  private readonly burst: number;
  constructor(perSecond: number, burst = 30) {
    this.perSecond = perSecond;
    this.burst = burst;
  }

  take(key: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 10_000) this.forgetIdle(now);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private forgetIdle(now: number) {
    for (const [key, bucket] of this.buckets) if (now - bucket.at > 3_600_000) this.buckets.delete(key);
  }
}

export type LimitedRoute = "otp" | "token" | "verify";

export class RateLimits {
  private readonly routes: Record<LimitedRoute, TokenBuckets>;
  private readonly emails: number[] = [];
  private readonly config: AuthConfig;

  constructor(config: AuthConfig) {
    this.config = config;
    const per5m = (n: number) => new TokenBuckets(n / 300);
    this.routes = {
      otp: per5m(config.rateLimits.signInSignUps),
      token: per5m(config.rateLimits.tokenRefresh),
      verify: per5m(config.rateLimits.tokenVerifications),
    };
  }

  /** Which limiter guards a request, as GoTrue's router assigns them. */
  static routeOf(method: string, sub: string): LimitedRoute | null {
    if (method === "POST" && ["/signup", "/otp", "/recover", "/resend", "/magiclink"].includes(sub)) return "otp";
    if (method === "PUT" && sub === "/user") return "otp";
    if (method === "POST" && sub === "/token") return "token";
    if (sub === "/verify") return "verify";
    return null;
  }

  static ipOf(req: Req): string {
    const forwarded = req.headers["sb-forwarded-for"]?.split(",")[0]?.trim();
    return forwarded && isIP(forwarded) ? forwarded : req.ip;
  }

  check(req: Req, sub: string) {
    const route = RateLimits.routeOf(req.method, sub);
    if (route && !this.routes[route].take(RateLimits.ipOf(req))) {
      throw new AuthError(429, "over_request_rate_limit", "Request rate limit reached");
    }
  }

  /** One more email, unless the project's hourly budget is spent. */
  takeEmail(now = Date.now()) {
    while (this.emails.length && now - this.emails[0]! > 3_600_000) this.emails.shift();
    if (this.emails.length >= this.config.rateLimits.emailSent) {
      throw new AuthError(429, "over_email_send_rate_limit", "email rate limit exceeded");
    }
    this.emails.push(now);
  }
}
