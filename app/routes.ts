import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// Layouts are named after the specification's layouts. Protected screens sit under
// `layouts/protected.tsx`, whose middleware sends visitors without a user to /login.
export default [
  layout("routes/layouts/landing.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-of-service", "routes/terms-of-service.tsx"),
    ...prefix("login", [
      index("routes/login/sign-in.tsx"),
      route("sign-up", "routes/login/sign-up.tsx"),
      route("code", "routes/login/code.tsx"),
      route("forgot-password", "routes/login/forgot-password.tsx"),
    ]),
    // A dashboard's public read-only link: open to anyone who holds it (decision 030).
    route("shared/:token", "routes/shared/days.tsx"),
    // The daily email's "turn off" link: works without signing in (decision 034).
    route("daily-email/off/:token?", "routes/daily-email/off.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // A member's private calendar link: calendar apps read it without a session (a resource route).
  route("feeds/:file", "routes/feeds/calendar.ts"),
  route("feeds/all/:file", "routes/feeds/account-calendar.ts"),
  // What installs Planner as an app, with its share target (decision 076; a resource route).
  route("manifest.webmanifest", "routes/manifest.ts"),
  layout("routes/layouts/default.tsx", [
    route("confirm", "routes/confirm.tsx"),
    route("login-callback", "routes/login-callback.tsx"),
    // The mobile app's Google sign-in: the provider's page as JSON (a resource route).
    route("login/google", "routes/login/google.ts"),
    route("logout", "routes/logout.tsx"),
    route("language", "routes/language.tsx"),
    // Open to visitors: the contact form also serves people who cannot sign in.
    route("support", "routes/support/support.tsx"),
    // Open to visitors: the link in an invitation email works before signing in.
    route("invitations/:token", "routes/invitations/show.tsx"),
  ]),
  layout("routes/layouts/protected.tsx", [
    layout("routes/layouts/default.tsx", { id: "protected-default" }, [
      route("login/reset-password", "routes/login/reset-password.tsx"),
      // The second step of signing in, for a session that has done the first (decision 077).
      route("login/two-step", "routes/login/two-step.tsx"),
      route("settings", "routes/account/settings.tsx"),
    ]),
    layout("routes/layouts/dashboards-home.tsx", [
      route("dashboards", "routes/dashboards/index.tsx"),
      route("search", "routes/dashboards/search.tsx"),
      // A new dashboard from a ready-made one (decision 091).
      route("templates", "routes/templates/gallery.tsx"),
      route("templates/:templateId", "routes/templates/template.tsx"),
      route("templates/saved/:templateId", "routes/templates/saved.tsx"),
      // One's own template, shared by link with anyone signed in (decision 092).
      route("templates/shared/:token", "routes/templates/shared.tsx"),
      // Today and overdue across every dashboard (decision 038).
      route("today", "routes/today/today.tsx"),
      route("today/layout", "routes/today/layout.ts"),
      // The next days across every dashboard.
      route("upcoming", "routes/upcoming/upcoming.tsx"),
      route("upcoming/layout", "routes/upcoming/layout.ts"),
      // What I completed, day by day, against my goals (decision 055).
      route("productivity", "routes/productivity/productivity.tsx"),
      // What concerns me on every dashboard (decision 052).
      route("notifications", "routes/notifications/notifications.tsx"),
    ]),
    // Everything of one's own as one file to download (decision 057; a resource route).
    route("settings/export", "routes/account/export.ts"),
    // What quick add reads in a line, as the person types it (JSON, a resource route).
    route("quick-add/understood", "routes/quick-add/understood.ts"),
    // One's dashboards for the switcher beside a dashboard's name (JSON, a resource route).
    route("dashboards/list", "routes/dashboards/list.ts"),
    layout("routes/layouts/dashboards-show.tsx", [
      ...prefix("dashboards/:dashboardId", [
        index("routes/dashboards/$dashboardId/day.tsx"),
        route("notes", "routes/dashboards/$dashboardId/notes.tsx"),
        route("calendar", "routes/dashboards/$dashboardId/calendar.tsx"),
        route("settings", "routes/dashboards/$dashboardId/settings.tsx"),
        route("objectives/:objectiveId", "routes/dashboards/$dashboardId/objective.tsx"),
        // An objective's steps for its row on the day, as JSON (a resource route, decision 051).
        route("objectives/:objectiveId/steps", "routes/dashboards/$dashboardId/steps.ts"),
        // Several of a day's objectives at once (decision 062).
        route("select", "routes/dashboards/$dashboardId/select.tsx"),
        route("filters", "routes/dashboards/$dashboardId/filters.tsx"),
        route("search", "routes/dashboards/$dashboardId/search.tsx"),
        // Who did what on the dashboard (decision 046).
        route("activity", "routes/dashboards/$dashboardId/activity.tsx"),
        // A file to download, not a page (a resource route).
        route("export", "routes/dashboards/$dashboardId/export.ts"),
      ]),
    ]),
    layout("routes/layouts/subscription.tsx", [
      route("subscription/portal", "routes/billing/plans.tsx"),
      ...prefix("checkout", [
        index("routes/billing/checkout.tsx"),
        route("handle", "routes/billing/checkout-handle.tsx"),
        route("success", "routes/billing/checkout-success.tsx"),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
