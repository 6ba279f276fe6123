// One-off: drive the server build in Node with a seeded stand-in, to profile the day view.
import { createClient } from "@supabase/supabase-js";
import { startStandIn } from "./supabase/server.ts";
import path from "node:path";
import { root } from "./run-app.ts";

const N = Number(process.env.N ?? 100);
const standIn = await startStandIn({ dataDir: "local/.data/profile", port: 54377, config: { siteUrl: "http://localhost:8777" } });
const admin = createClient(standIn.url, standIn.keys.secretKey, { auth: { persistSession: false } });
const email = `p${Date.now()}@example.com`;
const { data } = await admin.auth.admin.createUser({ email, password: "bench1password", email_confirm: true });
const userId = data.user!.id;
const user = createClient(standIn.url, standIn.keys.publishableKey, { auth: { persistSession: false } });
await user.auth.signInWithPassword({ email, password: "bench1password" });
const dashboard = ((await user.rpc("create_dashboard", { p_name: "P" })).data as { id: string }).id;
const markers: string[] = [];
for (let i = 0; i < 10; i++) markers.push(((await user.rpc("add_marker", { p_dashboard: dashboard, p_name: `F${i}`, p_color: "blue" })).data as { id: string }).id);
const today = new Date().toISOString().slice(0, 10);
const rows = Array.from({ length: N }, (_, i) => ({ day: i < N * 0.6 ? today : new Date(Date.parse(today) - (1 + (i % 20)) * 864e5).toISOString().slice(0, 10), title: `Objective number ${i} with a realistic, somewhat longer title`, position: i }));
const { rows: ins } = await standIn.db.query<{ id: string }>(`insert into public.objectives (dashboard_id, day, title, position, created_by) select $1, (r->>'day')::date, r->>'title', (r->>'position')::float8, $2 from jsonb_array_elements($3::jsonb) r returning id`, [dashboard, userId, JSON.stringify(rows)]);
await standIn.db.query(`insert into public.objective_markers (dashboard_id, objective_id, marker_id) select $1, (l->>'id')::uuid, (l->>'m')::uuid from jsonb_array_elements($2::jsonb) l`, [dashboard, JSON.stringify(ins.map(({ id }, i) => ({ id, m: markers[i % 10] })))]);

const worker = (await import(path.join(root, process.env.BUILD ?? "build-e2e", "server", "index.js"))).default;
const limiter = { limit: async () => ({ success: true }) };
const env = { SUPABASE_URL: standIn.url, SUPABASE_PUBLISHABLE_KEY: standIn.keys.publishableKey, SITE_URL: "http://localhost:8777", RATE_LIMIT_SIGN_IN_IP: limiter, RATE_LIMIT_SIGN_IN_ACCOUNT: limiter, RATE_LIMIT_EMAIL_IP: limiter, RATE_LIMIT_EMAIL_ACCOUNT: limiter, RATE_LIMIT_INVITE: limiter, SERVER_TIMING: "1" };
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} };
const login = await worker.fetch(new Request("http://localhost:8777/login", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent: "password", email, password: "bench1password" }) }), env, ctx);
const cookie = login.headers.getSetCookie().map((c: string) => c.split(";")[0]).filter((c: string) => !c.endsWith("=")).join("; ");
const url = `http://localhost:8777/dashboards/${dashboard}`;
const times: string[] = [];
for (let i = 0; i < Number(process.env.R ?? 30); i++) {
  const res = await worker.fetch(new Request(url, { headers: { cookie } }), env, ctx);
  const html = await res.text();
  if (i < 3 || i % 10 === 0) times.push(`${res.status} ${html.length} ${res.headers.get("Server-Timing")}`);
}
console.log(times.join("\n"));
await standIn.close();
process.exit(0);
