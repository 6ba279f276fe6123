import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

/** Ports of the app and the stand-in under test; distinct from `npm start`'s so both can run. */
export const E2E_APP_PORT = 8791;
export const E2E_SUPABASE_PORT = 54391;
export const E2E_STRIPE_PORT = 12191;
/** The stand-in's data (and keys) under test. */
export const E2E_DATA_DIR = "local/.data/e2e";
/** The app's build under test: its own, so a running `npm start` keeps its files. */
export const E2E_BUILD_DIR = "build-e2e";
/**
 * The time zone the app's requests come from under test: one where it is about midday as the
 * suite starts, so the app's today cannot change while the suite runs (a test that added
 * something for today once opened tomorrow at midnight). Chosen once, in the runner's
 * process; its workers inherit it through the environment.
 */
export const E2E_TIME_ZONE = (process.env.E2E_TIME_ZONE ||= middayZone());
/**
 * The stand-in runs on a real PostgreSQL 17 (hosted's default for new projects) with the
 * hosted-like bootstrap; E2E_DATABASE=pglite runs the same suite on PGlite, `npm start`'s default.
 */
const database = process.env.E2E_DATABASE === "pglite" ? "" : " --postgres";
/**
 * Debian's headless shell (`chromium-headless-shell`, the same Blink and V8 as `chromium`) is
 * what Playwright itself runs headless tests on: it spends a third less CPU than the full
 * browser in headless mode, on two cores shared with the stack (decision 048).
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two cores run the app, the stand-in and two browsers at once: leave headroom.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The list, and the page of each failed test (CI keeps only the output).
  reporter: [["list"], ["./tests/e2e/failure-context-reporter.ts"]],
  use: {
    baseURL: `http://localhost:${E2E_APP_PORT}`,
    // The browser's clock in the same zone as the requests, as a visitor's would be.
    timezoneId: E2E_TIME_ZONE,
    // No trace unless asked for (E2E_TRACE=1: DOM snapshots and the network of each failed
    // test, without the screencast): recording one for every test cost a tenth of the
    // suite's time, and CI keeps only the output, where each failure's page is printed
    // (failure-context-reporter.ts). Decision 048.
    trace:
      process.env.E2E_TRACE === "1"
        ? { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: false }
        : "off",
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: chromium,
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-gpu",
        "--disable-quic",
        // The compositor in the browser's own process rather than a GPU process of its own
        // (software either way here): an eighth less CPU and time on two cores (decision 048).
        "--in-process-gpu",
      ],
    },
  },
  projects: [
    { name: "js", use: { browserName: "chromium", javaScriptEnabled: true } },
    { name: "no-js", use: { browserName: "chromium", javaScriptEnabled: false } },
  ],
  webServer: {
    // The same script as `npm start`: a production build served by workerd, a fresh stand-in.
    command: `node local/start.ts --fresh${database}`,
    url: `http://localhost:${E2E_APP_PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      APP_PORT: String(E2E_APP_PORT),
      SUPABASE_PORT: String(E2E_SUPABASE_PORT),
      STRIPE_PORT: String(E2E_STRIPE_PORT),
      SUPABASE_DATA_DIR: E2E_DATA_DIR,
      PLANNER_BUILD_DIR: E2E_BUILD_DIR,
      APP_TIME_ZONE: E2E_TIME_ZONE,
      // Webhooks as Stripe may send them: shuffled, some twice. The billing tests pass anyway.
      STRIPE_WEBHOOK_CHAOS: "1",
      // Passwords hashed at GoTrue's test cost (local/supabase/auth/users.ts).
      AUTH_QUICK_HASH: "1",
    },
  },
});

/** Of zones an hour apart around the world, the one whose clock is nearest noon now. */
function middayZone(now = new Date()): string {
  const zones = [
    ...["Pacific/Pago_Pago", "Pacific/Honolulu", "America/Anchorage", "America/Los_Angeles", "America/Denver"],
    ...["America/Chicago", "America/New_York", "America/Halifax", "America/Sao_Paulo", "Atlantic/South_Georgia"],
    ...["Atlantic/Cape_Verde", "Europe/London", "Europe/Paris", "Europe/Athens", "Europe/Moscow", "Asia/Dubai"],
    ...["Asia/Karachi", "Asia/Dhaka", "Asia/Bangkok", "Asia/Shanghai", "Asia/Tokyo", "Australia/Brisbane"],
    ...["Pacific/Noumea", "Pacific/Auckland", "Pacific/Kiritimati"],
  ];
  const fromNoon = (timeZone: string) => {
    const [h, m] = now.toLocaleTimeString("en-GB", { timeZone, hour12: false }).split(":").map(Number);
    return Math.abs(h! * 60 + m! - 12 * 60);
  };
  return zones.reduce((best, zone) => (fromNoon(zone) < fromNoon(best) ? zone : best));
}
