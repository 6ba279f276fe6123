/**
 * Which paths need a signed-in user. Patterns are paths where `*` matches any run of
 * characters (including "/"), so "/dashboards*" covers "/dashboards" and everything below.
 */
export interface GuardOptions {
  login: string;
  callback: string;
  /** When given, only these paths are protected. */
  include?: string[];
  /** Never protected. */
  exclude?: string[];
}

export const guardOptions: GuardOptions = {
  login: "/login",
  callback: "/confirm",
  include: ["/dashboards*", "/settings*", "/subscription*", "/checkout*", "/login/reset-password"],
  exclude: [],
};

function toRegExp(pattern: string): RegExp {
  const escaped = pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join(".*")}$`);
}

export function matchesPattern(pathname: string, pattern: string): boolean {
  return toRegExp(pattern).test(pathname);
}

/** Normalises the path the way the router sees it, so "/Dash%62oards" cannot slip past. */
function normalise(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Keep the raw path: a malformed escape never matches less than the decoded form.
  }
  path = path.replace(/\/{2,}/g, "/");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function isProtectedPath(pathname: string, options: GuardOptions = guardOptions): boolean {
  const path = normalise(pathname);
  if (path === options.login || path === options.callback) return false;
  if (options.exclude?.some((p) => matchesPattern(path, p))) return false;
  if (options.include && !options.include.some((p) => matchesPattern(path, p))) return false;
  return true;
}
