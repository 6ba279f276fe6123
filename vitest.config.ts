import path from "node:path";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts on purpose: the React Router and Cloudflare plugins are not
// wanted in unit tests (see reference notes). Everything here runs in Node 24.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "local/**/*.test.ts", "supabase/tests/**/*.test.ts", "locales/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
