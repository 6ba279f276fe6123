import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StandIn } from "../../local/supabase/server.ts";
import { clientFor, startTestStandIn, uniqueEmail } from "../../local/supabase/test-helpers.ts";

// Exactly one admin, also when membership changes race: simultaneous HTTP requests through
// the REST API, as two browsers would send them. Every answer is a success or a clear
// refusal code (never a server error), and the dashboard ends with one admin.
let s: StandIn;
type User = { client: SupabaseClient; id: string; email: string };
let ann: User;
let ben: User;
let cat: User;

async function user(): Promise<User> {
  const client = clientFor(s);
  const email = uniqueEmail("race");
  const { data, error } = await client.auth.signUp({ email, password: "correct1horse" });
  if (error) throw error;
  return { client, id: data.user!.id, email };
}

beforeAll(async () => {
  s = await startTestStandIn();
  [ann, ben, cat] = [await user(), await user(), await user()];
});
afterAll(() => s?.close());

/** A dashboard of Ann's with Ben and Cat as members, through the real invitation flow. */
async function sharedDashboard(): Promise<string> {
  const { data: dashboard } = await ann.client.rpc("create_dashboard", { p_name: "Race" });
  const { data: invited } = await ann.client.rpc("invite_members", { p_dashboard: dashboard.id, p_emails: [ben.email, cat.email] });
  for (const invitee of [ben, cat]) {
    const token = invited.tokens.find((t: any) => t.email === invitee.email);
    const { error } = await invitee.client.rpc("accept_invitation", { p_invitation: token.id });
    expect(error).toBeNull();
  }
  return dashboard.id;
}

async function admins(dashboard: string) {
  const { rows } = await s.db.query<{ user_id: string }>("select user_id from public.dashboard_members where dashboard_id = $1 and role = 'admin'", [dashboard]);
  return rows.map((r) => r.user_id);
}

/** The refusal code of an answer, or "ok". */
const outcome = ({ error, status }: { error: any; status: number }) => {
  expect(status, JSON.stringify(error)).toBeLessThan(500);
  return error ? (error.message as string) : "ok";
};

describe("concurrent membership changes", () => {
  it("two simultaneous 'Make admin' requests: one wins, the other is told it is no longer admin", async () => {
    for (let round = 0; round < 5; round++) {
      const dashboard = await sharedDashboard();
      const answers = await Promise.all([
        ann.client.rpc("make_admin", { p_dashboard: dashboard, p_user: ben.id }),
        ann.client.rpc("make_admin", { p_dashboard: dashboard, p_user: cat.id }),
      ]);
      expect(answers.map(outcome).sort()).toEqual(["members_admin_only", "ok"]);
      const [winner] = await admins(dashboard);
      expect(await admins(dashboard)).toHaveLength(1);
      expect([ben.id, cat.id]).toContain(winner);
    }
  });

  it("'Leave' racing 'Make admin' for the same member ends with one admin", async () => {
    for (let round = 0; round < 6; round++) {
      const dashboard = await sharedDashboard();
      const calls = [
        () => ann.client.rpc("make_admin", { p_dashboard: dashboard, p_user: ben.id }),
        () => ben.client.rpc("leave_dashboard", { p_dashboard: dashboard }),
      ];
      // Alternate who sends first so both orders happen.
      const ordered = round % 2 ? calls.reverse() : calls;
      const answers = await Promise.all(ordered.map((call) => call()));
      const [make, leave] = (round % 2 ? answers.reverse() : answers).map(outcome);
      // Either Ben became admin and may not leave, or Ben left and cannot be made admin.
      expect([
        ["ok", "pass_admin_first"],
        ["member_not_found", "ok"],
      ]).toContainEqual([make, leave]);
      expect(await admins(dashboard)).toEqual([make === "ok" ? ben.id : ann.id]);
    }
  });

  it("accepting the same invitation twice at once adds one member", async () => {
    const { data: dashboard } = await ann.client.rpc("create_dashboard", { p_name: "Twice" });
    const { data: invited } = await ann.client.rpc("invite_members", { p_dashboard: dashboard.id, p_emails: [ben.email] });
    const answers = await Promise.all([1, 2].map(() => ben.client.rpc("accept_invitation", { p_invitation: invited.tokens[0].id })));
    expect(answers.map(outcome)).toEqual(["ok", "ok"]);
    const { rows } = await s.db.query("select 1 from public.dashboard_members where dashboard_id = $1", [dashboard.id]);
    expect(rows).toHaveLength(2);
  });
});
