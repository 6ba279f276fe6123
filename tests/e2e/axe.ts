import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import type { Page } from "@playwright/test";

// axe-core run in the page as it is, injected once per document. (@axe-core/playwright
// injected it again on every scan and finished each in a new blank page, a renderer of its
// own: 1 to 2 s a scan on two cores against 0.05 to 0.3 s here, for the same rules.)
const source = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type WithAxe = Window & { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/** axe's findings on the page's document; `rules` narrows the run to those rules. */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeResults["violations"]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(source);
  const options: RunOptions = {
    resultTypes: ["violations"],
    ...(rules ? { runOnly: { type: "rule", values: rules } } : {}),
  };
  const results = await page.evaluate((options) => (window as WithAxe).axe!.run(document, options), options);
  return results.violations;
}
