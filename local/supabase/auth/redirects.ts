import type { AuthConfig } from "../config.ts";

function globToRegExp(glob: string): RegExp {
  // GoTrue uses gobwas/glob with "." and "/" as separators: "*" stays within a label or
  // segment, "**" crosses them.
  let out = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === "*" && glob[i + 1] === "*") {
      out += ".*";
      i++;
    } else if (c === "*") out += "[^./]*";
    else if (c === "?") out += "[^./]";
    else out += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${out}$`);
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** GoTrue's IsRedirectURLValid: same host as SITE_URL (any port on loopback) or an allowed glob. */
export function validRedirect(config: AuthConfig, candidate: string | null | undefined): string {
  if (!candidate) return config.siteUrl;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return config.siteUrl;
  }
  const site = new URL(config.siteUrl);
  const sameHost =
    url.protocol === site.protocol &&
    (url.host === site.host || (LOOPBACK.has(url.hostname) && url.hostname === site.hostname));
  if (sameHost) return candidate;
  const bare = candidate.split("#")[0]!.split("?")[0]!;
  if (config.additionalRedirectUrls.some((g) => globToRegExp(g).test(candidate) || globToRegExp(g).test(bare)))
    return candidate;
  return config.siteUrl;
}

/** Appends query parameters to a redirect target, keeping what it already carries. */
export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

export function withFragment(target: string, params: Record<string, string | number>): string {
  const url = new URL(target);
  const fragment = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  url.hash = fragment.toString();
  return url.toString();
}
