// Headers of every response of both Workers; nothing here imports the router, so the
// billing Worker shares it without carrying React Router.
/**
 * Origins a form submission may be redirected to: Supabase Auth (Google sign-in goes on to
 * Google) and Stripe's hosted Checkout and portal (the stand-in's origin locally).
 */
export function formTargets(env: Pick<Env, "SUPABASE_URL"> & Partial<Pick<Env, "STRIPE_PAGES_URL">>): string[] {
  const targets: string[] = [];
  for (const url of [env.SUPABASE_URL, env.STRIPE_PAGES_URL]) {
    try {
      if (url) targets.push(new URL(url).origin);
    } catch {
      // Not a valid URL: that service is broken anyway, and 'self' still works.
    }
  }
  targets.push("https://accounts.google.com", "https://checkout.stripe.com", "https://billing.stripe.com");
  return targets;
}

export function contentSecurityPolicy(nonce: string, formActions: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${["'self'", ...formActions].join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response of ours carries (public/_headers gives static assets the same). */
export const COMMON_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
};

/**
 * Adds the security headers to a response of the Worker. Headers a route set itself win
 * (the invitation pages send `Referrer-Policy: no-referrer`). Documents get the CSP with
 * this request's nonce; other responses a CSP that forbids everything but being what they are.
 */
export function withSecurityHeaders(
  response: Response,
  request: Request,
  nonce: string,
  env: Pick<Env, "SUPABASE_URL">,
): Response {
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  for (const [name, value] of Object.entries(COMMON_HEADERS)) if (!headers.has(name)) headers.set(name, value);
  const html = (headers.get("Content-Type") ?? "").startsWith("text/html");
  if (!headers.has("Content-Security-Policy")) {
    headers.set(
      "Content-Security-Policy",
      html ? contentSecurityPolicy(nonce, formTargets(env)) : "default-src 'none'; frame-ancestors 'none'",
    );
  }
  if (new URL(request.url).protocol === "https:")
    headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  return secured;
}
