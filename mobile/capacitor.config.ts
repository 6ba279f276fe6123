import type { CapacitorConfig } from "@capacitor/cli";

// The app is a web view on the product's site (PLANNER_URL when building; the production
// address otherwise). Its id is also its URL scheme (app.planner://login-callback), which
// scripts/register-scheme.mjs adds to the generated Android and iOS projects. The site knows
// the app by the user agent suffix (app/lib/mobile.ts holds the same values).
const config: CapacitorConfig = {
  appId: "app.planner",
  appName: "Planner",
  webDir: "www",
  appendUserAgent: "PlannerApp/1",
  server: {
    url: process.env.PLANNER_URL || "https://planner.example",
    // Local development over http (10.0.2.2 is the host from the Android emulator).
    cleartext: (process.env.PLANNER_URL ?? "").startsWith("http://"),
    // When the site cannot be reached: www/index.html, in the device's language
    // (scripts/offline-page.mjs writes it from the product's locales).
    errorPath: "index.html",
  },
};

export default config;
