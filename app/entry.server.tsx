import type { VNode } from "preact";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { buildContext, reloadOlderBuild } from "./lib/build.server";
import { renderToStringAsync } from "preact-render-to-string";
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
  // The Content-Security-Policy (workers/app.ts) allows inline scripts with this nonce only.
  const nonce = loadContext.get(cspNonceContext);
  // Preact renders the whole page, waiting where React Router's data transfer suspends
  // (decision 020). A render error rejects: React Router renders the error boundary instead.
  const page = (
    <TranslatorContext value={getInstance(loadContext)}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </TranslatorContext>
  );
  const html = await renderToStringAsync(page as unknown as VNode);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
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
