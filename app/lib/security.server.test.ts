import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, withSecurityHeaders } from "./security.server";

const env = { SUPABASE_URL: "https://abc.supabase.co" };
const html = () => new Response("<!doctype html>", { headers: { "Content-Type": "text/html; charset=utf-8" } });

describe("security headers", () => {
  it("give documents a CSP with the request's nonce, no inline scripts otherwise, and no framing", () => {
    const res = withSecurityHeaders(html(), new Request("http://localhost/dashboards"), "n0nce", env);
    const csp = res.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("script-src 'self' 'nonce-n0nce'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' https://abc.supabase.co https://accounts.google.com");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
  });

  it("send HSTS on HTTPS only", () => {
    expect(
      withSecurityHeaders(html(), new Request("http://localhost/"), "n", env).headers.has("Strict-Transport-Security"),
    ).toBe(false);
    expect(
      withSecurityHeaders(html(), new Request("https://planner.example/"), "n", env).headers.get(
        "Strict-Transport-Security",
      ),
    ).toMatch(/^max-age=\d{8}/);
  });

  it("keep what a route set itself, and lock down what is not a document", () => {
    const invitation = new Response("<!doctype html>", {
      headers: { "Content-Type": "text/html", "Referrer-Policy": "no-referrer" },
    });
    expect(
      withSecurityHeaders(invitation, new Request("http://localhost/invitations/x"), "n", env).headers.get(
        "Referrer-Policy",
      ),
    ).toBe("no-referrer");
    const data = withSecurityHeaders(
      new Response("[]", { headers: { "Content-Type": "text/x-script" } }),
      new Request("http://localhost/x.data"),
      "n",
      env,
    );
    expect(data.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    const redirect = withSecurityHeaders(
      Response.redirect("http://localhost/login", 302),
      new Request("http://localhost/dashboards"),
      "n",
      env,
    );
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("http://localhost/login");
    expect(redirect.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("never lets a bad Supabase URL break the policy", () => {
    expect(() =>
      withSecurityHeaders(html(), new Request("http://localhost/"), "n", { SUPABASE_URL: "not a url" }),
    ).not.toThrow();
    expect(contentSecurityPolicy("n", [])).toContain("form-action 'self'; ");
  });
});
