import { test as base, expect, type BrowserContext } from "@playwright/test";
import { randomInt } from "node:crypto";

/**
 * Every test of the suite: with JavaScript on, a Content-Security-Policy violation reported
 * in the console of any page, or a page whose server markup React could not hydrate (its
 * production errors #418–#425 and "hydration" messages: a text rendered differently by the
 * server and the browser), or a text of a namespace the page did not load (app/lib/i18n.client.ts,
 * decision 040), in the test's context and in contexts the test opens and passes to `watch`,
 * fails the test.
 *
 * Each test is its own visitor: a distinct CF-Connecting-IP, which Cloudflare sets in
 * production and `wrangler dev` passes through, so the per-visitor rate limits
 * (wrangler.toml) count each test on its own. `visitorIp()` gives further visitors.
 */
export interface Fixtures {
  pageChecks: { watch(context: BrowserContext): void; violations: string[]; hydration: string[]; texts: string[] };
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
  pageChecks: [
    async ({ context, javaScriptEnabled }, use) => {
      const violations: string[] = [];
      const hydration: string[] = [];
      const texts: string[] = [];
      const HYDRATION = /Minified React error #(418|419|421|422|423|425)\b|hydrat/i;
      const watch = (watched: BrowserContext) => {
        watched.on("console", (message) => {
          const where = `${message.page()?.url() ?? ""}: ${message.text()}`;
          if (/Content.Security.Policy/i.test(message.text())) violations.push(where);
          if (message.type() === "error" && HYDRATION.test(message.text())) hydration.push(where);
          if (message.type() === "error" && message.text().startsWith("[texts]")) texts.push(where);
        });
        watched.on("weberror", (error) => {
          if (HYDRATION.test(error.error().message))
            hydration.push(`${error.page()?.url() ?? ""}: ${error.error().message}`);
        });
      };
      watch(context);
      await use({ watch, violations, hydration, texts });
      if (javaScriptEnabled) {
        expect(violations, "Content-Security-Policy violations").toEqual([]);
        expect(hydration, "pages React could not hydrate").toEqual([]);
        expect(texts, "texts asked for before their namespace was loaded").toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
export type { Browser, Page } from "@playwright/test";
