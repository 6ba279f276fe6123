// A Worker around the live-dashboard object for workers/live.test.ts: the app's own
// connectLive (membership through the Supabase stand-in), and direct calls to the object
// that the app's actions make (a change, a removal).
import { connectLive } from "../../app/lib/live.server";
import { LIVE_PATH } from "../../app/lib/live";

export { DashboardLive } from "../live";

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const live = LIVE_PATH.exec(url.pathname);
    if (live) return connectLive(request, env, live[1]!);
    const dashboard = url.searchParams.get("dashboard") ?? "";
    const object = env.DASHBOARD_LIVE.get(env.DASHBOARD_LIVE.idFromName(dashboard));
    if (url.pathname === "/changed") return Response.json(await object.changed(url.searchParams.get("tab")));
    if (url.pathname === "/removed") return Response.json(await object.removed(url.searchParams.get("user") ?? ""));
    if (url.pathname === "/viewers") return Response.json(await object.viewers());
    return new Response(null, { status: 404 });
  },
};
