import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import type { Keys } from "./keys.ts";
import { startStandIn, type StandIn } from "./server.ts";
import { clientFor, uniqueEmail } from "./test-helpers.ts";

// No lost data on a crash: `npm start`'s stand-in keeps PGlite's data in a folder. Killed
// with SIGKILL while writes are in flight and started again, it must open cleanly and hold
// every write it had answered with a 2xx.
const dir = mkdtempSync(path.join(tmpdir(), "standin-crash-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function startChild(): Promise<{ url: string; keys: Keys; kill(): Promise<void> }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "main.ts"), "--port", "0", "--data", dir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", resolve);
    void exited.then(() => reject(new Error("the stand-in exited before it started")));
  });
  const { url, publishableKey, secretKey } = JSON.parse(line) as {
    url: string;
    publishableKey: string;
    secretKey: string;
  };
  return {
    url,
    keys: { publishableKey, secretKey } as Keys,
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

describe("a stand-in killed while writing", () => {
  it("opens cleanly afterwards and holds every write it acknowledged", { timeout: 120_000 }, async () => {
    const first = await startChild();
    const supabase = clientFor({ url: first.url, keys: first.keys } as StandIn);
    const { error } = await supabase.auth.signUp({ email: uniqueEmail("crash"), password: "correct1horse" });
    expect(error).toBeNull();
    const { data: dashboard } = await supabase.rpc("create_dashboard", { p_name: "Crash" });

    // Quick adds, eight at a time, until well after the kill.
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (lane: number) => {
      for (let i = 0; !killed || i < 3; i++) {
        const answer = await supabase
          .rpc("add_objective", { p_dashboard: dashboard.id, p_day: "2026-07-01", p_title: `lane ${lane} #${i}` })
          .then(
            (r) => r,
            () => null,
          );
        if (answer && !answer.error && answer.status < 300) acknowledged.push(answer.data.id);
        if (killed && !answer) return;
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => writer(lane));
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    await first.kill();
    await Promise.all(lanes);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    const second = await startStandIn({ dataDir: dir, port: 0 });
    try {
      const { rows } = await second.db.query<{ id: string }>(
        "select id from public.objectives where dashboard_id = $1",
        [dashboard.id],
      );
      const stored = new Set(rows.map((r) => r.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      // And it goes on working: the same user, a new write.
      const again = clientFor(second);
      const email = (await second.db.query<{ email: string }>("select email from auth.users")).rows[0]!.email;
      expect((await again.auth.signInWithPassword({ email, password: "correct1horse" })).error).toBeNull();
      expect(
        (await again.rpc("add_objective", { p_dashboard: dashboard.id, p_day: "2026-07-01", p_title: "after" })).error,
      ).toBeNull();
    } finally {
      await second.close();
    }
  });
});
