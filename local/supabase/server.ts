import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { handleAuth, OPEN_AUTH_PATHS } from "./auth/index.ts";
import { consentForm, consentSubmit } from "./auth/google.ts";
import { loadAuthConfig, type AuthConfig } from "./config.ts";
import { openDatabase, type DatabaseOptions, type Db, type RequestSettings } from "./db.ts";
import { html, json, noContent, readRequest, writeResponse, type HttpResponse, type Req } from "./http.ts";
import { RateLimits } from "./auth/rate-limits.ts";
import { loadKeys, Signer, type Keys } from "./keys.ts";
import { resendRoute } from "../mail/resend.ts";
import { invariantsRoute } from "./invariants.ts";
import { mailboxRoute } from "./mailbox.ts";
import { pgrst } from "./rest/errors.ts";
import { rpc } from "./rest/rpc.ts";
import { RecordedAnswers, type RecordMode } from "./recorded-answers.ts";
import { tableRequest } from "./rest/tables.ts";

export interface StandInOptions {
  /** Folder for PGlite and keys; omit for an in-memory database (tests). */
  dataDir?: string;
  /** The database: PGlite in `dataDir` unless `database.url` names a PostgreSQL server. */
  database?: DatabaseOptions;
  port?: number;
  host?: string;
  config?: Partial<AuthConfig>;
}

export interface StandIn {
  url: string;
  keys: Keys;
  db: Db;
  config: AuthConfig;
  /**
   * The benchmark's switch for recorded data API answers (recorded-answers.ts); returns how
   * many requests found no recorded answer since replaying began.
   */
  recordAnswers(mode: RecordMode): number;
  close(): Promise<void>;
}

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD",
  "Access-Control-Allow-Headers":
    "Accept, Authorization, Content-Type, X-Client-IP, X-Client-Info, X-JWT-AUD, x-use-cookie, X-Supabase-Api-Version, apikey, prefer, range, accept-profile, content-profile, x-retry-count",
  "Access-Control-Expose-Headers": "X-Total-Count, Link, X-Supabase-Api-Version, Content-Range",
  "Access-Control-Max-Age": "86400",
};

type Caller = { role: string; claims: Record<string, unknown>; admin: boolean };

/** The API gateway's part: apikey → role, then the user's JWT (if any) for the role. */
async function gateway(req: Req, keys: Keys, signer: Signer, verifyJwt: boolean): Promise<Caller | HttpResponse> {
  const apikey = req.headers.apikey ?? req.url.searchParams.get("apikey") ?? undefined;
  if (!apikey) {
    return json(401, {
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    });
  }
  if (apikey !== keys.publishableKey && apikey !== keys.secretKey) {
    return json(401, {
      message: "Invalid API key",
      hint: "Double check your Supabase `anon` or `service_role` API key.",
    });
  }
  const keyRole = apikey === keys.secretKey ? "service_role" : "anon";
  if (keyRole === "service_role" && /Mozilla\//.test(req.headers["user-agent"] ?? "")) {
    return json(401, {
      message: "Forbidden use of secret API key in browser",
      hint: "Secret API keys can only be used in a protected environment.",
    });
  }
  const bearer = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!bearer || bearer === apikey)
    return { role: keyRole, claims: { role: keyRole }, admin: keyRole === "service_role" };
  if (!verifyJwt) return { role: keyRole, claims: { role: keyRole }, admin: false };
  try {
    const claims = (await signer.verify(bearer)) as Record<string, unknown>;
    const role = typeof claims.role === "string" ? claims.role : "anon";
    return { role, claims, admin: role === "service_role" || role === "supabase_admin" };
  } catch (error: any) {
    const expired = error?.code === "ERR_JWT_EXPIRED";
    const message = expired
      ? "JWT expired"
      : bearer.split(".").length !== 3
        ? `Expected 3 parts in JWT; got ${bearer.split(".").length}`
        : "No suitable key or wrong key type";
    return pgrst(401, expired ? "PGRST303" : "PGRST301", message, null, null, {
      "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"`,
    });
  }
}

async function handleRest(db: Db, req: Req, keys: Keys, signer: Signer, path: string): Promise<HttpResponse> {
  const caller = await gateway(req, keys, signer, true);
  if (!("role" in caller)) return caller;
  const profile = req.headers[req.method === "GET" || req.method === "HEAD" ? "accept-profile" : "content-profile"];
  if (profile && profile !== "public")
    return pgrst(406, "PGRST106", `Invalid schema: ${profile}`, null, "Only the following schemas are exposed: public");
  const settings: RequestSettings = {
    role: caller.role,
    claims: { ...caller.claims, role: caller.role },
    method: req.method,
    path,
    headers: req.headers,
  };
  if (req.body === Symbol.for("invalid-json")) return pgrst(400, "PGRST102", "Empty or invalid json");
  const rpcMatch = path.match(/^\/rpc\/([^/]+)$/);
  if (rpcMatch) {
    if (req.method !== "POST" && req.method !== "GET" && req.method !== "HEAD")
      return pgrst(405, "PGRST101", "Only GET, HEAD and POST are allowed for functions");
    const args =
      req.method === "POST"
        ? (req.body ?? {})
        : Object.fromEntries([...req.url.searchParams].filter(([k]) => k !== "apikey"));
    if (typeof args !== "object" || Array.isArray(args)) return pgrst(400, "PGRST102", "Empty or invalid json");
    return rpc(db, { ...settings, readOnly: req.method !== "POST" }, rpcMatch[1]!, args);
  }
  const table = path.match(/^\/([^/]+)$/)?.[1];
  if (!table) return pgrst(404, "PGRST125", `Invalid path specified in request URL`);
  return tableRequest(db, settings, req.method, table, req.url, req.headers, req.body);
}

function indexPage(url: string): HttpResponse {
  return html(
    200,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local Supabase stand-in</title></head>
     <body style="font:15px/1.5 system-ui;max-width:40rem;margin:2rem auto"><h1>Local Supabase stand-in</h1>
     <ul><li>Auth: <code>${url}/auth/v1</code></li><li>REST: <code>${url}/rest/v1</code></li>
     <li>Email API (Resend protocol): <code>${url}/__resend</code></li>
     <li><a href="/__mailbox">Mailbox</a></li></ul></body></html>`,
  );
}

/** Who called which endpoint (email from the bearer token), for tests that count round trips. */
interface LoggedRequest {
  email: string | null;
  method: string;
  path: string;
  at: number;
}

function bearerEmail(req: Req): string | null {
  const token = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { email?: unknown };
    return typeof claims.email === "string" ? claims.email : null;
  } catch {
    return null;
  }
}

function statsRoute(log: LoggedRequest[], req: Req): HttpResponse {
  if (req.method === "DELETE") {
    log.length = 0;
    return noContent();
  }
  const email = req.url.searchParams.get("email")?.toLowerCase();
  const since = Number(req.url.searchParams.get("since") ?? 0);
  const rows = log.filter((r) => (!email || r.email === email) && r.at >= since);
  return json(200, { count: rows.length, requests: rows.map((r) => `${r.method} ${r.path}`) });
}

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const host = options.host ?? "127.0.0.1";
  const db = await openDatabase({ dataDir: options.dataDir, ...options.database });
  const keys = await loadKeys(options.dataDir);
  const config: AuthConfig = { ...loadAuthConfig(), ...options.config };
  let baseUrl = `http://${host}:${options.port ?? 54321}`;
  const signer = new Signer(keys, `${baseUrl}/auth/v1`);
  const limits = new RateLimits(config);
  const log: LoggedRequest[] = [];
  const recorded = new RecordedAnswers();
  const server: Server = createServer(async (incoming, res) => {
    let out: HttpResponse;
    try {
      const req = await readRequest(incoming, baseUrl);
      const path = req.url.pathname;
      if (req.method !== "OPTIONS" && (path.startsWith("/auth/v1/") || path.startsWith("/rest/v1/"))) {
        log.push({ email: bearerEmail(req), method: req.method, path, at: Date.now() });
        if (log.length > 5000) log.splice(0, log.length - 5000);
      }
      if (req.method === "OPTIONS") out = noContent();
      else if (path.startsWith("/auth/v1/")) {
        const sub = path.slice("/auth/v1".length);
        const open = OPEN_AUTH_PATHS.has(sub) && req.method === "GET";
        const caller = open ? { admin: false } : await gateway(req, keys, signer, false);
        out =
          "status" in caller
            ? caller
            : await handleAuth({ config, signer, limits, apiUrl: `${baseUrl}/auth/v1` }, db, req, sub, caller.admin);
      } else if (path.startsWith("/rest/v1/")) {
        out = recorded.find(req) ?? (await handleRest(db, req, keys, signer, path.slice("/rest/v1".length)));
        recorded.keep(req, out);
      } else if (path === "/__google/consent")
        out = req.method === "POST" ? await consentSubmit({ config, signer }, db, req) : consentForm(req);
      else if (path === "/__mailbox" || path === "/__mailbox/messages") out = await mailboxRoute(db, req);
      else if (path === "/__stats") out = statsRoute(log, req);
      else if (path === "/__invariants") out = await invariantsRoute(db, req);
      else if (path.startsWith("/__resend/")) out = await resendRoute(db, req, path.slice("/__resend".length));
      else if (path === "/") out = indexPage(baseUrl);
      else out = json(404, { message: "no Route matched with those values" });
    } catch (error) {
      console.error("[stand-in] unexpected error", error);
      out = json(500, { message: "An invalid response was received from the upstream server" });
    }
    writeResponse(res, out, CORS);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 54321, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  if (!options.port) {
    baseUrl = `http://${host}:${port}`;
    signer.issuer = `${baseUrl}/auth/v1`;
  }
  return {
    url: baseUrl,
    keys,
    db,
    config,
    recordAnswers(mode) {
      const misses = recorded.misses;
      recorded.mode = mode;
      return misses;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await db.close();
    },
  };
}
