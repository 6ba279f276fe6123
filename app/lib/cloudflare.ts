import { createContext } from "react-router";

/** The Worker's bindings and execution context, set once per request in `workers/app.ts`. */
export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  /** `request.cf` as Cloudflare sends it (time zone, country); absent in some local runs. */
  cf?: IncomingRequestCfProperties;
}

export const cloudflareContext = createContext<CloudflareContext>();
