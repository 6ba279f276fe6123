import { Icon } from "~/components/icons";
import { useCallback, useEffect, useRef, useState } from "react";
import { href } from "react-router";
import { addDays, formatClock, formatClockSpan, formatDayInText } from "~/lib/dates";
import type { MemberName } from "~/lib/data-api";
import { chipClass } from "~/lib/marker-colors";
import type { Understood, UnderstoodPart } from "~/lib/quick-add/keep-as-text";
import { firstWord } from "~/lib/quick-add/member-choices";
import { ruleLabel } from "~/lib/repeat";
import { useTranslation } from "~/lib/use-translation";

/** How long typing pauses before the line is read: a word, not every letter. */
const PAUSE_MS = 150;

/**
 * What quick add reads in the line being typed (with JavaScript): the server's parser, asked
 * when typing pauses (no database, decision 049). `read` takes the field's text as it is now;
 * an empty one clears. The answer shown is the latest; one for an older text is dropped.
 */
export function useUnderstood(today: string) {
  const [answer, setAnswer] = useState<Understood | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<AbortController>(null);
  const latest = useRef("");
  const read = useCallback(
    (text: string) => {
      latest.current = text;
      clearTimeout(timer.current);
      pending.current?.abort();
      if (!text.trim()) return setAnswer(null);
      timer.current = setTimeout(async () => {
        const controller = new AbortController();
        pending.current = controller;
        const query = new URLSearchParams({ text, today });
        try {
          const response = await fetch(`${href("/quick-add/understood")}?${query}`, { signal: controller.signal });
          // Signed out meanwhile (a redirect to a page), or refused: nothing to show.
          if (!response.ok || !response.headers.get("Content-Type")?.includes("json")) return;
          const body = (await response.json()) as Understood;
          if (body.text === latest.current) setAnswer(body);
        } catch {
          // Aborted by newer typing, or offline: the line is still added as typed.
        }
      }, PAUSE_MS);
    },
    [today],
  );
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );
  // Shown while it reads the line as it is (the parts stay put while the next answer comes).
  return { answer: answer?.parts.length ? answer : null, read };
}

interface Props {
  id: string;
  answer: Understood;
  today: string;
  filters: readonly { name: string; color: string }[];
  members: readonly MemberName[];
  /** Quotes the part's words in the field, so they stay in the title. */
  onKeep(part: UnderstoodPart): void;
}

/** The parts as chips under the field, each with a button that keeps its words as text. */
export function UnderstoodParts({ id, answer, today, filters, members, onKeep }: Props) {
  const { t, i18n } = useTranslation("planner");
  const label = (part: UnderstoodPart): string => {
    switch (part.kind) {
      case "day":
        if (part.day === today) return t("today.title");
        if (part.day === addDays(today, 1)) return t("upcoming.tomorrow");
        return formatDayInText(part.day, i18n.language, Number(today.slice(0, 4)));
      case "repeat":
        return ruleLabel(t, part, i18n.language);
      case "deadline":
        return t("deadline.row", { day: formatDayInText(part.day, i18n.language, Number(today.slice(0, 4))) });
      case "time":
        return t("time.at", {
          time: part.minutes
            ? formatClockSpan(part.at, part.minutes, i18n.language)
            : formatClock(part.at, i18n.language),
        });
      case "reminder":
        return part.daysBefore
          ? t("reminder.atBefore", { time: formatClock(part.at, i18n.language), count: part.daysBefore })
          : t("reminder.at", { time: formatClock(part.at, i18n.language) });
      case "filter":
        return `#${part.name}`;
      case "priority":
        return t(`priority.p${part.priority}`);
      case "assignee": {
        if (part.me) return t("assignee.mine");
        const word = part.name.toLowerCase();
        const member = members.find((m) => firstWord(m.name).toLowerCase() === word);
        return t("assignee.on", { name: member?.name ?? part.name });
      }
    }
  };
  const color = (part: UnderstoodPart) => {
    const known = part.kind === "filter" && filters.find((f) => f.name.toLowerCase() === part.name.toLowerCase());
    return known ? chipClass(known.color) : "bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100";
  };
  return (
    <>
      {/* The field's description: the parts in words, without their buttons' names. */}
      <span id={id} hidden>
        {answer.parts.map(label).join(", ")}
      </span>
      <ul aria-label={t("quickAdd.understood")} className="flex flex-wrap items-center gap-1.5">
        {answer.parts.map((part) => {
          const glyph = GLYPHS[part.kind];
          const words = part.spans.map(([a, b]) => answer.text.slice(a, b)).join(" ");
          return (
            <li key={`${part.kind}-${label(part)}`} className={`chip inline-flex items-center gap-1 ${color(part)}`}>
              {/* A priority's flag in its colour, as on the rows; a filter's "#" is its sign. */}
              {glyph ? (
                <Icon
                  name={glyph}
                  className={`size-3.5 shrink-0 ${part.kind === "priority" ? `flag-pri${part.priority}` : ""}`}
                />
              ) : null}
              <span>{label(part)}</span>
              {part.spans.length ? (
                <button
                  type="button"
                  onClick={() => onKeep(part)}
                  aria-label={t("quickAdd.keepAsText", { words })}
                  className="chip-x"
                >
                  <Icon name="x" className="size-3" />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

const GLYPHS = {
  day: "calendar-days",
  repeat: "repeat",
  deadline: "target",
  reminder: "alarm-clock",
  time: "clock",
  filter: null,
  priority: "flag",
  assignee: "user",
} as const;
