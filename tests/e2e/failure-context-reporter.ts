import { readFileSync } from "node:fs";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** At most this many lines of a failed test's page, so a failing run's log stays readable. */
const MAX_LINES = 250;

/**
 * Prints the page as it was when a test failed (Playwright's `error-context.md`: its
 * accessibility snapshot) into the run's output. CI keeps only the output, not
 * `test-results/`, and an intermittent failure is often understood only from that page.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "passed" || result.status === "skipped") return;
    for (const attachment of result.attachments) {
      if (attachment.name !== "error-context" || !attachment.path) continue;
      let text: string;
      try {
        text = readFileSync(attachment.path, "utf8");
      } catch {
        continue;
      }
      // The page's snapshot is its own section, or inside the error's details; the
      // instructions and the test's source are left out.
      const start = ["# Page snapshot", "# Error details"].map((h) => text.indexOf(h)).find((i) => i >= 0) ?? 0;
      const end = text.indexOf("# Test source", start);
      const all = text
        .slice(start, end > start ? end : undefined)
        .trimEnd()
        .split("\n");
      // From the page's main content on: the header above it is the same on every page, and
      // a long page's end (the form, the messages) is what a failure is understood from.
      const main = all.findIndex((line) => /^\s*- main\b/.test(line));
      const lines = main > 0 ? [...all.slice(0, 3), "  … (the page's header)", ...all.slice(main)] : all;
      const shown = lines.slice(0, MAX_LINES).join("\n");
      const more = lines.length > MAX_LINES ? `\n… ${lines.length - MAX_LINES} more lines` : "";
      console.log(
        `\n--- ${test.titlePath().slice(1).join(" › ")} (${result.status}): the page at the failure\n${shown}${more}\n---`,
      );
    }
  }

  printsToStdio() {
    return false;
  }
}
