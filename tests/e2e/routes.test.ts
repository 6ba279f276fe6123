import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { expect, test } from "./fixtures";

// Protected by construction: a screen needs a signed-in user because it sits below the
// protected layout in app/routes.ts, not because its path is on some list. This walks the
// whole route table signed out: every route below the layout redirects to /login, and every
// other route is one we meant to be public.
const PROTECTED_LAYOUT = "routes/layouts/protected.tsx";
const PUBLIC_BY_INTENT = new Set([
  "routes/home.tsx",
  "routes/about.tsx",
  "routes/privacy-policy.tsx",
  "routes/terms-of-service.tsx",
  "routes/login/sign-in.tsx",
  "routes/login/sign-up.tsx",
  "routes/login/code.tsx",
  "routes/login/forgot-password.tsx",
  "routes/not-found.tsx",
  // Where sign-in links and the mobile app land; they make the session.
  "routes/confirm.tsx",
  "routes/login-callback.tsx",
  // The mobile app's Google sign-in URL (404 anywhere else).
  "routes/login/google.ts",
  "routes/logout.tsx",
  "routes/language.tsx",
  // The invitation email's link works before signing in.
  "routes/invitations/show.tsx",
  // Contact us: also for people who cannot sign in.
  "routes/support/support.tsx",
  // A member's private calendar link: calendar servers have no session; the token is the key.
  "routes/feeds/calendar.ts",
  // One's private link to all one's dashboards, the same way (decision 085).
  "routes/feeds/account-calendar.ts",
  // What installs Planner as an app: browsers fetch it without credentials (decision 076).
  "routes/manifest.ts",
  // A dashboard's public read-only link: for readers without an account (decision 030).
  "routes/shared/days.tsx",
  // The daily email's "turn off" link works signed out; the token is the key (decision 034).
  "routes/daily-email/off.tsx",
]);

interface Page {
  file: string;
  path: string;
  protected: boolean;
}

/** Every route with a URL, with sample values for its parameters. */
function pages(entries: RouteConfigEntry[], parent = "", protectedAbove = false): Page[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const isProtected = protectedAbove || entry.file === PROTECTED_LAYOUT;
    const own =
      entry.path !== undefined || entry.index ? [{ file: entry.file, path: `/${path}`, protected: isProtected }] : [];
    return [...own, ...pages(entry.children ?? [], path, isProtected)];
  });
}

const sample = (path: string) =>
  path
    .replace(/:dashboardId|:objectiveId/g, "00000000-0000-4000-8000-000000000000")
    .replace(/:token/g, "a-token-nobody-has-0123456789")
    .replace(/:file/g, `${"A".repeat(43)}.ics`)
    .replace(/\*$/, "no-such-page");

test.describe("the route table, signed out", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: one project is enough");

  const all = pages(routes);

  test("every route is either below the protected layout or public by intent", () => {
    const unintended = all.filter((p) => !p.protected && !PUBLIC_BY_INTENT.has(p.file)).map((p) => p.file);
    expect(unintended, "public routes not in PUBLIC_BY_INTENT").toEqual([]);
    expect(all.filter((p) => p.protected).length).toBeGreaterThan(5);
  });

  for (const page of all) {
    test(`${page.path} (${page.protected ? "protected" : "public"})`, async ({ request }) => {
      const res = await request.get(sample(page.path), { maxRedirects: 0 });
      const location = res.headers()["location"] ?? "";
      if (page.protected) {
        expect(res.status(), page.file).toBe(302);
        expect(new URL(location, "http://x").pathname).toBe("/login");
      } else {
        expect(res.status(), page.file).toBeLessThan(500);
        expect(new URL(location || "http://x/", "http://x").pathname).not.toBe("/login");
      }
    });
  }
});
