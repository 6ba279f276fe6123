import type { IncomingMessage, ServerResponse } from "node:http";

export interface Req {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** Parsed JSON body, or form fields for urlencoded posts; {} when empty. */
  body: any;
  rawBody: string;
  /** The connection's address. */
  ip: string;
}

export class HttpResponse {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, string>;
  constructor(status: number, body: unknown = undefined, headers: Record<string, string> = {}) {
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** JSON text as the database wrote it, sent as is (PostgREST does not parse a function's answer). */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new HttpResponse(status, body, { "Content-Type": "application/json", ...headers });
export const html = (status: number, body: string) =>
  new HttpResponse(status, body, { "Content-Type": "text/html; charset=utf-8" });
export const redirectTo = (location: string, status = 302) => new HttpResponse(status, "", { Location: location });
export const noContent = () => new HttpResponse(204);

export async function readRequest(req: IncomingMessage, base: string): Promise<Req> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const rawBody = Buffer.concat(chunks).toString("utf8");
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k.toLowerCase()] = v;
  let body: any = {};
  const type = headers["content-type"] ?? "";
  if (rawBody) {
    if (type.includes("application/x-www-form-urlencoded")) body = Object.fromEntries(new URLSearchParams(rawBody));
    else {
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = Symbol.for("invalid-json");
      }
    }
  }
  const ip = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
  return {
    method: (req.method ?? "GET").toUpperCase(),
    url: new URL(req.url ?? "/", base),
    headers,
    body,
    rawBody,
    ip,
  };
}

export function writeResponse(res: ServerResponse, out: HttpResponse, extraHeaders: Record<string, string> = {}) {
  const headers = { ...extraHeaders, ...out.headers };
  let payload: string | undefined;
  if (out.body !== undefined && out.status !== 204) {
    // A JSON answer is always encoded: a function returning text answers "\"cus_1\"", as PostgREST does.
    const isJson = (out.headers["Content-Type"] ?? "").startsWith("application/json");
    payload =
      out.body instanceof RawJson
        ? out.body.text
        : typeof out.body === "string" && !isJson
          ? out.body
          : JSON.stringify(out.body);
  }
  // The body is whole here, so it goes with its length rather than in chunks.
  if (payload !== undefined) headers["Content-Length"] = String(Buffer.byteLength(payload));
  res.writeHead(out.status, headers);
  res.end(payload);
}
