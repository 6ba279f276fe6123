/**
 * Reads and drops what is left of a request's body once the app has answered it. A POST
 * refused before its form was read (a malformed id in the URL: 404 at once) left its bytes
 * on the connection, and local workerd could then drop the connection with the answer
 * unsent: the client saw "socket hang up" (workers-sdk#5095). Wrangler adds this same step
 * to the Workers it bundles for `wrangler dev`; this Worker is bundled by Vite, so it has its
 * own. On Cloudflare it costs a read of bytes the edge has already received.
 */
export async function drainUnreadBody(request: Request): Promise<void> {
  if (request.body === null || request.bodyUsed) return;
  try {
    const reader = request.body.getReader();
    while (!(await reader.read()).done) {
      // Dropped: nothing reads it.
    }
  } catch {
    // The client went away mid-body: nothing is left to answer.
  }
}
