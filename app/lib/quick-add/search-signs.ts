import type { Priority, SearchDays } from "../data-api";
import type { Language } from "../i18n";
import type { Span } from "./keep-as-text";
import { ASSIGNEE, ME, MARKER, PRIORITY, QUOTES } from "./parse";
import { KEPT_WHOLE } from "../rich-text";
import { daysIn, deadlineIn, repeatingIn } from "./search-days";
import { mask, signed } from "./understood";

/** One sign of a search line and where it was typed. */
type Sign = { spans: readonly Span[] } & (
  | { kind: "filter"; name: string }
  | { kind: "without"; name: string }
  | { kind: "priority"; priority: Priority }
  | { kind: "assignee"; name: string; me: boolean }
  | { kind: "days"; days: SearchDays }
  | { kind: "repeating" }
  | { kind: "deadline" }
);

/** One sign of a search line, where it was typed, and the line without it (decision 027). */
export type SearchSign = Sign & { without: string };

/** A search line read: the words to find, and the signs that narrow them. */
export interface SearchLine {
  words: string;
  signs: SearchSign[];
}

/** The line without the spans, its spaces tidied. */
function cut(line: string, spans: readonly Span[]): string {
  let out = line;
  for (const [a, b] of [...spans].sort((x, y) => y[0] - x[0])) out = `${out.slice(0, a)} ${out.slice(b)}`;
  return out.replace(/\s+/g, " ").trim();
}

/**
 * A search line with quick add's signs (decision 027): "#office" (every filter named),
 * "-#waiting" (none of those named), "p1" to "p4", "+ben" or "+me", a few words for days ("overdue", "today", "tomorrow",
 * "next 7 days"; search-days.ts: several are any of them) (the last priority and assignee count), "deadline" (decision 072), and "repeating" (or
 * "recurring"), anywhere in the line, alone too. Quoted text is words, whatever it holds ("\"p1\"" finds "p1"), its quotes dropped.
 * No other dates: "Friday drinks" looks for those words, not for next Friday.
 */
export function readSearchLine(line: string, lng: Language): SearchLine {
  // Quoted text, addresses and code (decision 084) are words, whatever they hold.
  let text = mask(
    line,
    [...line.matchAll(QUOTES), ...line.matchAll(KEPT_WHOLE)].map((m) => [m.index, m.index + m[0].length] as const),
  );
  const signs: SearchSign[] = [];
  const all: Span[] = [];
  const add = (sign: Sign) => {
    signs.push({ ...sign, without: cut(line, sign.spans) });
    all.push(...sign.spans);
    text = mask(text, sign.spans);
  };

  // "-#waiting" (or Todoist's "!#waiting") leaves a filter out; "#office" asks for it.
  for (const [kind, spans, sign] of [
    ["without", signed(text, WITHOUT), 2],
    ["filter", signed(text, MARKER), 1],
  ] as const) {
    const names = new Map<string, { name: string; spans: Span[] }>();
    for (const span of spans) {
      const name = line.slice(span[0] + sign, span[1]);
      const known = names.get(name.toLowerCase());
      if (known) known.spans.push(span);
      else names.set(name.toLowerCase(), { name, spans: [span] });
    }
    for (const { name, spans: named } of names.values()) add({ kind, name, spans: named });
  }

  const people = signed(text, ASSIGNEE);
  if (people.length) {
    const [a, b] = people.at(-1)!;
    const name = line.slice(a + 1, b);
    add({ kind: "assignee", name, me: ME[lng].includes(name.toLowerCase()), spans: people });
  }

  const flags = [...text.matchAll(PRIORITY)];
  if (flags.length)
    add({
      kind: "priority",
      priority: Number(flags.at(-1)![1]) as Priority,
      spans: flags.map((m) => [m.index, m.index + m[0].length] as const),
    });

  // Several days are any of them ("overdue today": Todoist's "today | overdue"), each once.
  const days = daysIn(text, lng);
  for (const scope of new Set(days.map((d) => d.days)))
    add({ kind: "days", days: scope, spans: days.filter((d) => d.days === scope).map((d) => d.span) });

  const repeating = repeatingIn(text, lng);
  if (repeating.length) add({ kind: "repeating", spans: repeating });

  const deadline = deadlineIn(text, lng);
  if (deadline.length) add({ kind: "deadline", spans: deadline });

  // The words: what is left, quoted text with its quotes dropped.
  const words = cut(line, all).replace(QUOTES, (...m) => ` ${m[1] ?? m[2] ?? m[3] ?? m[4] ?? ""} `);
  // Shown as quick add shows what it reads: when, how urgent, who, then the filters.
  signs.sort((a, b) => SHOWN.indexOf(a.kind) - SHOWN.indexOf(b.kind));
  return { words: words.replace(/\s+/g, " ").trim(), signs };
}

const SHOWN: SearchSign["kind"][] = ["days", "repeating", "deadline", "priority", "assignee", "filter", "without"];

// "-#name" or "!#name" after a space or at the start, the name as quick add's "#name".
const WITHOUT = /(^|\s)[-!](?=#[\p{N}_-]*\p{L})(#[\p{L}\p{N}_-]{1,40})(?=\s|$)/gu;
