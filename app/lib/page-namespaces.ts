import type { Namespace } from "./i18n";

// The planner's screens: their own texts. The data API's refusals ("api": errors, plan
// limits) come with the first answer that shows one (`showsRefusal`): most visits never see
// one (1.8 KB of the day view's JavaScript). The dashboards list's texts ("dashboards") only
// where it or its cards' words show: a dashboard's own pages do without them (1 KB).
const PLANNER: Namespace[] = ["planner"];

/**
 * The texts each page shows, besides "common", by its route's id (its module under app/):
 * a browser loads only these namespaces of its language for the page it opens, and the
 * next page's before that page renders (decision 040). A layout's apply to every page below
 * it. page-namespaces.test.ts holds every route of app/routes.ts to this list; in the
 * browser a text of a namespace not loaded is an error in the console, which fails any
 * end-to-end test, and loads late.
 */
export const PAGE_NAMESPACES: Record<string, readonly Namespace[]> = {
  // A dashboard's header: its name, its views, its live status.
  "routes/layouts/dashboards-show": PLANNER,
  "routes/home": ["landing"],
  "routes/about": ["landing"],
  "routes/privacy-policy": ["landing"],
  "routes/terms-of-service": ["landing"],
  "routes/not-found": [],
  "routes/login/sign-in": ["auth", "api"],
  "routes/login/sign-up": ["auth", "api"],
  "routes/login/code": ["auth", "api"],
  "routes/login/forgot-password": ["auth", "api"],
  "routes/login/reset-password": ["auth", "api"],
  "routes/login/two-step": ["auth", "api"],
  "routes/confirm": ["auth"],
  "routes/login-callback": ["auth"],
  "routes/logout": ["auth"],
  "routes/language": [],
  "routes/shared/days": ["planner", "shared", "api"],
  "routes/daily-email/off": ["settings"],
  "routes/support/support": ["support", "auth", "api"],
  "routes/invitations/show": ["dashboards", "api"],
  // A new address is Auth's to refuse: its messages are the sign-in pages'.
  "routes/account/settings": ["settings", "billing", "api", "auth"],
  "routes/dashboards/index": [...PLANNER, "dashboards", "search"],
  "routes/dashboards/search": [...PLANNER, "search"],
  "routes/templates/gallery": ["templates"],
  // A refusal's words (the plan's dashboards) and a repeat's ("Every Monday").
  "routes/templates/template": [...PLANNER, "templates", "api"],
  "routes/templates/saved": [...PLANNER, "templates", "api"],
  "routes/templates/shared": [...PLANNER, "templates", "api"],
  // Each section's "2 of 5 done today" is a card's words.
  "routes/today/today": [...PLANNER, "across", "dashboards"],
  "routes/upcoming/upcoming": [...PLANNER, "across", "dashboards"],
  // Its tabs are the pages across the dashboards'.
  "routes/productivity/productivity": [...PLANNER, "across", "board"],
  // The entries' sentences are the activity's.
  "routes/notifications/notifications": [...PLANNER, "board"],
  // Its layout switch and its hours are /today's words (decision 098).
  "routes/dashboards/$dashboardId/day": [...PLANNER, "across"],
  "routes/dashboards/$dashboardId/notes": PLANNER,
  "routes/dashboards/$dashboardId/calendar": PLANNER,
  // Its members' and leaving's rules are the data API's words, shown before anything is refused.
  "routes/dashboards/$dashboardId/settings": [...PLANNER, "board", "api", "filters"],
  "routes/dashboards/$dashboardId/objective": [...PLANNER, "objective"],
  "routes/dashboards/$dashboardId/select": [...PLANNER, "select"],
  "routes/dashboards/$dashboardId/filters": [...PLANNER, "filters"],
  "routes/dashboards/$dashboardId/search": [...PLANNER, "search"],
  "routes/dashboards/$dashboardId/activity": [...PLANNER, "board"],
  "routes/billing/plans": ["billing", "api"],
  "routes/billing/checkout": ["billing", "api"],
  "routes/billing/checkout-handle": ["billing", "api"],
  "routes/billing/checkout-success": ["billing", "api"],
};

/**
 * The namespaces a page of these routes (React Router's matches, root first) needs, "common"
 * first; "api" too when it shows a refusal (`refused`).
 */
export function pageNamespaces(routeIds: readonly string[], refused = false): Namespace[] {
  const out = new Set<Namespace>(["common"]);
  for (const id of routeIds) for (const ns of PAGE_NAMESPACES[id] ?? []) out.add(ns);
  if (refused) out.add("api");
  return [...out];
}

/** A route's answer that shows the data API's words: a form's messages (`errors`). A link's notice is the page's own. */
export const showsRefusal = (data: unknown) => typeof data === "object" && data !== null && "errors" in data;
