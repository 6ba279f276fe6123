// A Worker around the live objects for workers/live.test.ts: the app's own connectLive
// (membership through the Supabase stand-in) and connectToday, direct calls to the objects
// that the app makes (a change, a removal, /today's list), and the billing Worker behind its
// service binding (a plan change tells the admin's dashboards).
import { connectLive, connectToday } from "../../app/lib/live.server";
import { LIVE_PATH, TODAY_LIVE_PATH } from "../../app/lib/live";
import type { BillingApi } from "../billing/contract";

export { DashboardLive } from "../live";
export { PersonLive } from "../person-live";

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const live = LIVE_PATH.exec(url.pathname);
    if (live) return connectLive(request, env, live[1]!);
    if (url.pathname === TODAY_LIVE_PATH) return connectToday(request, env);
    // The app's calls to the billing Worker (checkout, its verification), as its actions make them.
    if (url.pathname === "/billing") {
      const { method, input } = (await request.json()) as { method: "checkout" | "verify"; input: never };
      const billing = env.BILLING as unknown as BillingApi;
      return Response.json(await billing[method](input));
    }
    // A person's object, as /today's loader and the dashboards reach it.
    const user = url.searchParams.get("user") ?? "";
    const person = env.PERSON_LIVE.get(env.PERSON_LIVE.idFromName(user));
    if (url.pathname === "/watch") {
      const listed = url.searchParams.getAll("listed");
      return Response.json((await person.watch(user, listed, Number(url.searchParams.get("at")))) ?? null);
    }
    if (url.pathname === "/following") return Response.json(await person.following());
    // A reminder going now, as the daily-email Worker tells them (the reminder as JSON).
    const reminder = JSON.parse(url.searchParams.get("reminder") ?? "null");
    if (url.pathname === "/remind-person") return Response.json(await person.remind(reminder));
    const dashboard = url.searchParams.get("dashboard") ?? "";
    const object = env.DASHBOARD_LIVE.get(env.DASHBOARD_LIVE.idFromName(dashboard));
    if (url.pathname === "/changed") return Response.json(await object.changed(url.searchParams.get("tab")));
    if (url.pathname === "/changed-for")
      return Response.json(await object.changedFor(user, url.searchParams.get("tab")));
    if (url.pathname === "/remind") return Response.json(await object.remind(user, reminder));
    if (url.pathname === "/removed") return Response.json(await object.removed(user, dashboard));
    if (url.pathname === "/viewers") return Response.json(await object.viewers());
    if (url.pathname === "/forget-removals")
      return Response.json(await object.forgetRemovals(Number(url.searchParams.get("now"))));
    return new Response(null, { status: 404 });
  },
};
