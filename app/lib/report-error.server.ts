/**
 * Sends an unexpected server error to a Sentry-compatible service (the envelope protocol,
 * which Sentry, GlitchTip and Bugsink accept). Only called when a DSN is configured.
 */
export async function reportError(dsn: string, error: unknown, request: Request): Promise<void> {
  let target: { url: string; key: string };
  try {
    target = envelopeTarget(dsn);
  } catch {
    console.error("ERROR_REPORTING_DSN is not a valid DSN");
    return;
  }
  const eventId = crypto.randomUUID().replaceAll("-", "");
  const err = error instanceof Error ? error : new Error(String(error));
  const url = new URL(request.url);
  const event = {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: "javascript",
    level: "error",
    server_name: "planner-worker",
    // Only the path: query strings can carry codes and tokens.
    request: { method: request.method, url: url.origin + redactPath(url.pathname) },
    exception: { values: [{ type: err.name, value: err.message, stacktrace: { frames: frames(err) } }] },
  };
  const body = [
    JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString(), dsn }),
    JSON.stringify({ type: "event" }),
    JSON.stringify(event),
  ].join("\n");
  try {
    await fetch(target.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-sentry-envelope",
        "X-Sentry-Auth": `Sentry sentry_version=7, sentry_key=${target.key}, sentry_client=planner/1.0`,
      },
      body,
    });
  } catch (e) {
    console.error("Could not report an error", e);
  }
}

export function envelopeTarget(dsn: string): { url: string; key: string } {
  const u = new URL(dsn);
  const projectId = u.pathname.split("/").filter(Boolean).pop();
  if (!u.username || !projectId) throw new Error("Invalid DSN");
  const prefix = u.pathname.slice(0, u.pathname.lastIndexOf("/"));
  return { url: `${u.protocol}//${u.host}${prefix}/api/${projectId}/envelope/`, key: u.username };
}

function frames(err: Error) {
  return (err.stack ?? "")
    .split("\n")
    .slice(1, 30)
    .map((line) => ({ function: line.trim() }))
    .reverse();
}

/** Paths that carry a secret (an invitation link's token) are reported without it. */
export function redactPath(pathname: string): string {
  return pathname.replace(/^\/invitations\/[^/]+/, "/invitations/[token]");
}
