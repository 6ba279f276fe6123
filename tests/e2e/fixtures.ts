import { test as base, expect, type BrowserContext } from "@playwright/test";
import { randomInt } from "node:crypto";

/**
 * Every test of the suite: with JavaScript on, a Content-Security-Policy violation reported
 * in the console of any page (in the test's context and in contexts the test opens and
 * passes to `watch`) fails the test.
 *
 * Each test is its own visitor: a distinct CF-Connecting-IP, which Cloudflare sets in
 * production and `wrangler dev` passes through, so the per-visitor rate limits
 * (wrangler.toml) count each test on its own. `visitorIp()` gives further visitors.
 */
export interface Fixtures {
  csp: { watch(context: BrowserContext): void; violations: string[] };
}

/** A new visitor's address: random in 10.0.0.0/8, so two tests practically never share one. */
export function visitorIp(): string {
  const n = randomInt(1, 2 ** 24 - 1);
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
}

export const test = base.extend<Fixtures>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": visitorIp() });
  },
  csp: [
    async ({ context, javaScriptEnabled }, use) => {
      const violations: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on("console", (message) => {
          if (/Content.Security.Policy/i.test(message.text()))
            violations.push(`${message.page()?.url() ?? ""}: ${message.text()}`);
        });
      watch(context);
      await use({ watch, violations });
      if (javaScriptEnabled) expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Browser, Page } from "@playwright/test";
