import { createRequestHandler, RouterContextProvider } from "react-router";
import { BUILD_PATH } from "../app/lib/build";
import { buildContext } from "../app/lib/build.server";
import { cloudflareContext } from "../app/lib/cloudflare";
import { cspNonceContext, newNonce } from "../app/lib/csp-nonce.server";
import { withSecurityHeaders } from "../app/lib/security.server";
import { LIVE_PATH, TODAY_LIVE_PATH } from "../app/lib/live";
import { connectLive, connectToday } from "../app/lib/live.server";
import { serverTimingHeader, timingContext } from "../app/lib/server-timing.server";
import { drainUnreadBody } from "./drain-body";

export { DashboardLive } from "./live";
export { PersonLive } from "./person-live";

// Imported once per isolate outside development: a dynamic import of a module already
// loaded still costs each request a trip through the module loader.
let loaded: ReturnType<typeof importBuild> | undefined;
const importBuild = () => import("virtual:react-router/server-build");
const serverBuild = () => (import.meta.env.DEV ? importBuild() : (loaded ??= importBuild()));
// Given a function, React Router loads the build and derives its routes and handler on every
// request, which development needs (the build changes under it). A deployed Worker's build
// never changes: derive once per isolate.
let handler: ReturnType<typeof createRequestHandler> | undefined;

/**
 * The methods React Router serves: pages by GET and HEAD, forms by POST (and PUT, PATCH,
 * DELETE). Another (OPTIONS, TRACE) it answers with a 405 rendered without the middleware the
 * page needs, which failed as a 500; here it is a plain 405.
 */
const SERVED = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

async function handleRequest(request: Request, context: RouterContextProvider) {
  if (import.meta.env.DEV) return createRequestHandler(serverBuild, import.meta.env.MODE)(request, context);
  handler ??= createRequestHandler(await serverBuild(), import.meta.env.MODE);
  return handler(request, context);
}

export default {
  async fetch(request, env, ctx) {
    const { version } = (await serverBuild()).assets;
    // Open tabs ask this to learn that a newer build is out (app/components/build-watcher.tsx).
    const { pathname } = new URL(request.url);
    if (pathname === BUILD_PATH) {
      return Response.json({ version }, { headers: { "Cache-Control": "no-store" } });
    }
    // A dashboard page's live connection (app/lib/live.ts): a WebSocket, not a page.
    const live = LIVE_PATH.exec(pathname);
    if (live) return connectLive(request, env, live[1]!);
    if (pathname === TODAY_LIVE_PATH) return connectToday(request, env);
    const started = performance.now();
    const timing = { waited: 0, requests: 0 };
    const context = new RouterContextProvider();
    context.set(buildContext, { version });
    context.set(timingContext, timing);
    context.set(cloudflareContext, { env, ctx, cf: request.cf as IncomingRequestCfProperties | undefined });
    const nonce = newNonce();
    context.set(cspNonceContext, nonce);
    // Static assets never reach this Worker; public/_headers gives them the same headers.
    let answer: Response;
    try {
      answer = SERVED.has(request.method)
        ? await handleRequest(request, context)
        : new Response(null, { status: 405, headers: { Allow: "GET, HEAD, POST" } });
    } finally {
      await drainUnreadBody(request);
    }
    const response = withSecurityHeaders(answer, request, nonce, env);
    // The benchmark's Worker only (SERVER_TIMING=1): its own time apart from Supabase's.
    if ((env as { SERVER_TIMING?: string }).SERVER_TIMING === "1")
      response.headers.set("Server-Timing", serverTimingHeader(performance.now() - started, timing));
    return response;
  },
} satisfies ExportedHandler<Env>;
