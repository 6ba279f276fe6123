import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startStandIn } from "./server.ts";
import { clientFor, uniqueEmail } from "./test-helpers.ts";

// `npm start` keeps data in a folder: a restart keeps users, sessions and keys.
const dir = mkdtempSync(path.join(tmpdir(), "standin-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a persisted stand-in", () => {
  // Three stand-ins boot one after the other, each migrating its own PGlite: about 21 s on two
  // idle cores, over 30 when they are busy.
  it(
    "keeps users, keys and sessions across a restart, and starts empty in a fresh folder",
    { timeout: 120_000 },
    async () => {
      const email = uniqueEmail();
      const first = await startStandIn({ dataDir: dir, port: 0 });
      const { data } = await clientFor(first).auth.signUp({ email, password: "correct1horse" });
      const keys = first.keys;
      await first.close();

      const second = await startStandIn({ dataDir: dir, port: 0 });
      try {
        expect(second.keys.publishableKey).toBe(keys.publishableKey);
        expect(
          (await clientFor(second).auth.signInWithPassword({ email, password: "correct1horse" })).error,
        ).toBeNull();
        const refreshed = await clientFor(second).auth.refreshSession({ refresh_token: data.session!.refresh_token });
        expect(refreshed.error).toBeNull();
        // Migrations are recorded once, not re-applied.
        const applied = await second.db.query<{ n: number }>(
          "select count(*)::int as n from supabase_migrations.schema_migrations",
        );
        expect(applied.rows[0]!.n).toBeGreaterThan(0);
      } finally {
        await second.close();
      }

      rmSync(dir, { recursive: true, force: true });
      const fresh = await startStandIn({ dataDir: dir, port: 0 });
      try {
        expect(fresh.keys.publishableKey).not.toBe(keys.publishableKey);
        const signIn = await clientFor(fresh).auth.signInWithPassword({ email, password: "correct1horse" });
        expect(signIn.error?.code).toBe("invalid_credentials");
      } finally {
        await fresh.close();
      }
    },
  );
});
