import { createHmac } from "node:crypto";
import type { Obj } from "./store.ts";

/**
 * Signed webhook deliveries, as Stripe makes them: `Stripe-Signature: t=<unix>,v1=<hex>`
 * over `${t}.${body}` with the endpoint's secret, at least once, retried on failure. With
 * `chaos`, each event may be sent twice and deliveries are shuffled (Stripe promises
 * neither order nor uniqueness).
 */
export interface Endpoint {
  url: string;
  secret: string;
}

export function signature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

export class Deliverer {
  private pending = 0;
  private idle: (() => void)[] = [];
  /** Delivery attempts, newest last (for tests and the control page). */
  readonly log: { event: string; type: string; status: number | string; at: number }[] = [];

  readonly endpoints: Endpoint[];
  readonly options: { chaos?: boolean; retries?: number; retryDelayMs?: number };

  constructor(endpoints: Endpoint[], options: { chaos?: boolean; retries?: number; retryDelayMs?: number } = {}) {
    this.endpoints = endpoints;
    this.options = options;
  }

  deliver(event: Obj) {
    for (const endpoint of this.endpoints) {
      const copies = this.options.chaos && Math.random() < 0.5 ? 2 : 1;
      for (let i = 0; i < copies; i++) {
        const delay = this.options.chaos ? Math.floor(Math.random() * 200) : 0;
        this.track(this.send(endpoint, event, delay));
      }
    }
  }

  private track(promise: Promise<void>) {
    this.pending++;
    void promise.finally(() => {
      if (--this.pending === 0) for (const resolve of this.idle.splice(0)) resolve();
    });
  }

  /** Resolves when every delivery so far has succeeded or given up. */
  settled(): Promise<void> {
    return this.pending === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.push(resolve));
  }

  private async send(endpoint: Endpoint, event: Obj, delayMs: number) {
    const retries = this.options.retries ?? 5;
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt <= retries; attempt++) {
      await new Promise((r) =>
        setTimeout(r, attempt ? (this.options.retryDelayMs ?? 500) * 2 ** (attempt - 1) : delayMs),
      );
      let status: number | string;
      try {
        const response = await fetch(endpoint.url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
            "Stripe-Signature": signature(payload, endpoint.secret),
          },
          body: payload,
          signal: AbortSignal.timeout(20_000),
        });
        status = response.status;
        await response.body?.cancel();
      } catch (error) {
        status = String((error as Error).message);
      }
      this.log.push({ event: event.id, type: event.type, status, at: Date.now() });
      if (this.log.length > 2000) this.log.splice(0, this.log.length - 2000);
      if (typeof status === "number" && status >= 200 && status < 300) return;
    }
  }
}
