import { expect, it } from "vitest";
import type { Repeat } from "../repeat";
import type { Language } from "../i18n";
import { parseQuickAdd } from "./parse";

// For tests only: lines of quick add and the rule each is read as, run in each language.

/** A line, its title, first day, rule and interval (1 unless said); the rule's words as typed when they matter. */
export type RuleCase = [
  input: string,
  title: string,
  day: string | null,
  repeat: Repeat | null,
  every?: number,
  repeatText?: string,
];

/** One test per line, read on `today` in its language. */
export function itReadsEach(cases: Record<Language, RuleCase[]>, today: string) {
  for (const [lng, list] of Object.entries(cases) as [Language, RuleCase[]][]) {
    it.each(list)(`${lng}: %j`, (input, title, day, repeat, every = 1, repeatText) => {
      const parsed = parseQuickAdd(input, lng, today);
      expect({ title: parsed.title, day: parsed.day, repeat: parsed.repeat, every: parsed.every }).toEqual({
        title,
        day,
        repeat,
        every,
      });
      // The rule's words are the line's, as typed.
      if (repeatText) expect(parsed.repeatText).toBe(repeatText);
      else if (repeat) expect(input).toContain(parsed.repeatText);
    });
  }
}
