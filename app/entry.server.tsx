import { isbot } from "isbot";
// React's Node renderer, not the edge one that `react-dom/server` resolves to on workerd: the
// edge build allocates a new byte array for every string it writes, the Node build encodes
// into one buffer. Same Web-stream API; workerd provides what it needs with nodejs_compat.
// A day view's render: 10.9 → 8.2 ms in workerd (decision 017).
import { renderToReadableStream } from "react-dom/server.node";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { buildContext, reloadOlderBuild } from "./lib/build.server";
import { reportError } from "./lib/report-error.server";
import { getInstance } from "./lib/i18n.server";
import { TranslatorContext } from "./lib/use-translation";
import { cloudflareContext } from "./lib/cloudflare";
import { cspNonceContext } from "./lib/csp-nonce.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  // The Content-Security-Policy (workers/app.ts) allows inline scripts with this nonce only.
  const nonce = loadContext.get(cspNonceContext);
  const body = await renderToReadableStream(
    <TranslatorContext value={getInstance(loadContext)}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </TranslatorContext>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the initial shell reject and are logged by React Router itself.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** Data requests from a tab that runs an older build get a document navigation instead. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) =>
  reloadOlderBuild(request, context.get(buildContext).version) ?? response;

/** Unexpected server errors: logged, and reported when a DSN is configured (not 3xx/4xx). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status >= 300 && error.status < 500) return;
  console.error(error);
  const cf = context.get(cloudflareContext);
  const dsn = cf.env.ERROR_REPORTING_DSN;
  if (dsn) cf.ctx.waitUntil(reportError(dsn, error, request));
};
