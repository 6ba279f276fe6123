import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "../app/lib/cloudflare";
import { cspNonceContext, newNonce } from "../app/lib/csp-nonce.server";
import { withSecurityHeaders } from "../app/lib/security.server";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx, cf: request.cf as IncomingRequestCfProperties | undefined });
    const nonce = newNonce();
    context.set(cspNonceContext, nonce);
    // Static assets never reach this Worker; public/_headers gives them the same headers.
    return withSecurityHeaders(await handleRequest(request, context), request, nonce, env);
  },
} satisfies ExportedHandler<Env>;
