import { DurableObject } from "cloudflare:workers";
import { PING, PONG, type LiveMessage, type LiveReminder } from "../app/lib/live";

/**
 * What a dashboard's object (live.ts) and a person's (person-live.ts) share: sockets on the
 * hibernation API, pings answered without waking the object, and a version that counts the
 * changes (kept in storage), told to every socket as it grows.
 */
export abstract class LiveObject extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  }

  /** Accepts a socket (tagged, to find a person's later) and greets it with the version. */
  protected async accept(tags: string[] = []): Promise<Response> {
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, tags);
    server.send(JSON.stringify({ type: "hello", version: await this.version() } satisfies LiveMessage));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Something changed: every socket hears the new version (and which tab made it). */
  protected async announce(tab: string | null): Promise<number> {
    const version = (await this.version()) + 1;
    await this.ctx.storage.put("version", version);
    const message = JSON.stringify({ type: "changed", version, tab } satisfies LiveMessage);
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(message);
      } catch {
        // Closing already; its page reconnects or has gone.
      }
    }
    return version;
  }

  /** A reminder going now, to the given sockets (its person's): answers how many heard it. */
  protected remindOn(sockets: WebSocket[], reminder: LiveReminder): number {
    const message = JSON.stringify({ type: "reminder", reminder } satisfies LiveMessage);
    for (const socket of sockets) {
      try {
        socket.send(message);
      } catch {
        // Closing already; the email tells them anyway.
      }
    }
    return sockets.length;
  }

  protected async version(): Promise<number> {
    return (await this.ctx.storage.get<number>("version")) ?? 0;
  }

  // Pages send nothing but pings, which the auto-response answers.
  async webSocketMessage() {}

  async webSocketClose(socket: WebSocket, code: number) {
    // Complete the closing handshake (1005/1006 cannot be sent back).
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code, "closed");
    } catch {
      // Already closed.
    }
  }
}
