const BASE = "http://internal.invalid";

/**
 * Returns `to` when it is a same-origin path (with query and hash), else `fallback`.
 * Every redirect target that comes from a user (query, cookie, form) goes through here.
 */
export function safeRedirect(to: unknown, fallback = "/dashboards"): string {
  if (typeof to !== "string") return fallback;
  const value = to.trim();
  // Only absolute paths; "//host" and "/\host" are protocol-relative in browsers.
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  // Control characters (tabs and newlines are stripped by URL parsers) could smuggle a host.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const result = url.pathname + url.search + url.hash;
  // Dot segments can normalise "/.//evil.example" into "//evil.example".
  if (result.startsWith("//")) return fallback;
  return result;
}
