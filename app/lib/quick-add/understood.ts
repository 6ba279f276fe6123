import type { Language } from "../i18n";
import { KEPT_WHOLE } from "../rich-text";
import type { Span, UnderstoodPart } from "./keep-as-text";
import { asTyped } from "./holidays";
import {
  ASSIGNEE,
  DEADLINE,
  MARKER,
  PRIORITY,
  QUOTES,
  REMINDER,
  parseQuickAdd,
  reminderTime,
  repeatUntil,
} from "./parse";
import { REMINDER_BEFORE, reminderBeforeOf } from "./reminder-before";
import { timesIn } from "./time";

/** Stands in for what is already accounted for, so later searches skip it; lengths stay. */
export const MASK = "\ue000";
export const mask = (text: string, spans: readonly Span[]) => {
  let out = text;
  for (const [a, b] of spans) out = out.slice(0, a) + MASK.repeat(b - a) + out.slice(b);
  return out;
};

/** Every match of a `(^|\s)sign(word)` pattern (those `keep` takes): the sign and the word, not the space before. */
export function signed(text: string, pattern: RegExp, keep: (word: string) => boolean = () => true): Span[] {
  return [...text.matchAll(pattern)]
    .filter((m) => keep(m[2]!))
    .map((m) => {
      const start = m.index + m[1]!.length;
      return [start, start + 1 + m[2]!.length] as const;
    });
}

/** The first place `words` were typed, outside what is masked (as typed, else in any case). */
function find(text: string, words: string): Span | null {
  let at = text.indexOf(words);
  if (at < 0) at = text.toLowerCase().indexOf(words.toLowerCase());
  return at < 0 ? null : [at, at + words.length];
}

/**
 * What quick add will make of a line, part by part, with where each part was typed: the
 * day, the repeat rule, the filters, the priority, the assignee. The server parses (the
 * browser is not sent the parser); the browser shows the parts and may quote one to keep
 * its words in the title (`keepAsText`). A part not found as typed has no spans.
 */
export function understood(input: string, lng: Language, today: string): UnderstoodPart[] {
  const parsed = parseQuickAdd(input, lng, today);
  const parts: UnderstoodPart[] = [];
  // Quoted text, addresses and code are never parsed: masked first, as the parser sets them aside first.
  let text = input
    .replace(QUOTES, (all) => MASK.repeat(all.length))
    .replace(KEPT_WHOLE, (all) => MASK.repeat(all.length));

  // The parser's order: filters, assignee, priority, reminder, deadline, repeat, day.
  const lower = new Set(parsed.markers.map((m) => m.toLowerCase()));
  const markerSpans = signed(text, MARKER, (name) => lower.has(name.toLowerCase()));
  for (const name of parsed.markers) {
    const spans = markerSpans.filter(([a, b]) => input.slice(a + 1, b).toLowerCase() === name.toLowerCase());
    parts.push({ kind: "filter", name, spans });
  }
  text = mask(text, markerSpans);

  if (parsed.assignee) {
    // Every "+name" leaves the title; the last one counts.
    const spans = signed(text, ASSIGNEE);
    parts.push({ kind: "assignee", name: parsed.assignee.name, me: parsed.assignee.me, spans });
    text = mask(text, spans);
  }
  if (parsed.priority) {
    const spans = [...text.matchAll(PRIORITY)].map((m) => [m.index, m.index + m[0].length] as const);
    parts.push({ kind: "priority", priority: parsed.priority, spans });
    text = mask(text, spans);
  }
  if (parsed.reminder) {
    // Every "!9:30" that is a time leaves the title; the last one counts. "!30 min before"
    // too, read first (decision 094).
    const before = [...text.matchAll(REMINDER_BEFORE)]
      .filter((m) => reminderBeforeOf(m) !== null)
      .map((m) => [m.index, m.index + m[0].length] as const);
    const spans = [
      ...before,
      ...[...mask(text, before).matchAll(REMINDER)]
        .filter((m) => reminderTime(m) !== null)
        .map((m) => [m.index, m.index + m[0].length] as const),
    ].sort((a, b) => a[0] - b[0]);
    const days = parsed.reminderDaysBefore;
    parts.push({ kind: "reminder", at: parsed.reminder, ...(days ? { daysBefore: days } : {}), spans });
    text = mask(text, spans);
  }

  if (parsed.deadline && parsed.deadlineText) {
    // The last braces with those words (the parser took the last that says a day).
    const last = [...text.matchAll(DEADLINE)].filter((m) => m[0] === parsed.deadlineText).at(-1);
    const spans = last ? [[last.index, last.index + last[0].length] as const] : [];
    parts.push({ kind: "deadline", day: parsed.deadline, spans });
    text = mask(text, spans);
  }
  // Other braces are words, unread as quoted ones are.
  text = text.replace(DEADLINE, (all) => MASK.repeat(all.length));

  const rule = parsed.repeat && parsed.repeatText ? find(text, parsed.repeatText) : null;
  // Its end's words ("until Dec 31") are the rule's too: keeping the rule as text keeps both.
  const end = rule && parsed.endText ? find(mask(text, [rule]), parsed.endText) : null;
  if (parsed.repeat) {
    const { repeat, every, fromDone } = parsed;
    // "for 3 weeks" from the day it names, else from today (the page's day, when added, may differ).
    const until = repeatUntil(parsed, parsed.day ?? today) ?? undefined;
    const spans = [rule, end].filter((span): span is Span => span !== null);
    parts.push({ kind: "repeat", repeat, every, fromDone, ...(until ? { until } : {}), spans });
  }
  if (parsed.at) {
    // Every time leaves the title; the last one counts (read last, after the day).
    const spans = timesIn(rule ? mask(text, end ? [rule, end] : [rule]) : text, lng).map(
      (time) => [time.index, time.end] as const,
    );
    parts.push({ kind: "time", at: parsed.at, ...(parsed.minutes ? { minutes: parsed.minutes } : {}), spans });
  }
  if (parsed.day && parsed.dateText) {
    // "every Monday": the weekday sets the first day and belongs to the rule's words.
    // "every Christmas": its name, for which quick add said "on Christmas", too.
    const inRule = rule && parsed.repeatText?.toLowerCase().includes(asTyped(parsed.dateText, lng).toLowerCase());
    const at = inRule ? null : find(rule ? mask(text, end ? [rule, end] : [rule]) : text, parsed.dateText);
    parts.push({ kind: "day", day: parsed.day, inRule: Boolean(inRule), spans: at ? [at] : [] });
  }
  // Shown as Todoist's task editor shows them: when first, then how urgent, who, and filters.
  return parts.sort((a, b) => SHOWN.indexOf(a.kind) - SHOWN.indexOf(b.kind));
}

const SHOWN: UnderstoodPart["kind"][] = [
  "day",
  "time",
  "repeat",
  "reminder",
  "deadline",
  "priority",
  "assignee",
  "filter",
];
