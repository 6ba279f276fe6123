import { useEffect, useId, useRef, useState } from "react";
import { mentionChoices, typedMention } from "~/lib/mentions";
import { useTranslation } from "~/lib/use-translation";

const CARET_KEYS = new Set(["ArrowLeft", "ArrowRight", "Home", "End"]);

interface Props {
  /** Every member's name: what a word names is decided among all of them. */
  names: readonly string[];
  /** Those to offer (not oneself), as indexes into `names`. */
  offered: readonly number[];
  /** The comment's field. */
  children: React.ReactNode;
}

/**
 * With JavaScript, "@" and the start of a name in the comment's field offers the members it
 * may name, as Todoist and GitHub do: the arrow keys choose, Enter or Tab writes "@Ben ",
 * Escape closes, a click writes too. The field stays an ordinary text area (its
 * `aria-activedescendant` names the chosen one); without JavaScript one types the name.
 */
export function MentionPicker({ names, offered, children }: Props) {
  const { t } = useTranslation("planner");
  const id = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [typing, setTyping] = useState<{ typed: string; active: number } | null>(null);
  const choices = typing ? mentionChoices(typing.typed, names, offered) : [];
  const active = typing ? Math.min(typing.active, choices.length - 1) : -1;
  const open = choices.length > 0;

  // The field says what the list is and which one is chosen (set here: it is the field's own element).
  useEffect(() => {
    const area = frame.current?.querySelector("textarea");
    if (!area) return;
    area.setAttribute("aria-autocomplete", "list");
    if (open) {
      area.setAttribute("aria-controls", id);
      area.setAttribute("aria-activedescendant", `${id}-${active}`);
    } else {
      area.removeAttribute("aria-controls");
      area.removeAttribute("aria-activedescendant");
    }
  }, [open, active, id]);

  const field = (target: EventTarget) => (target instanceof HTMLTextAreaElement ? target : null);
  const look = (area: HTMLTextAreaElement) => {
    const typed = typedMention(area.value.slice(0, area.selectionStart));
    setTyping(typed === null ? null : { typed, active: 0 });
  };
  // Replaces the "@…" before the caret as it is now (the caret may have moved since).
  const write = (area: HTMLTextAreaElement, word: string) => {
    const end = area.selectionStart;
    const typed = typedMention(area.value.slice(0, end));
    if (typed !== null) area.setRangeText(`@${word} `, end - typed.length - 1, end, "end");
    setTyping(null);
    area.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const area = field(event.target);
    // Enter also ends a word being composed (Chinese, Japanese): that one is the input method's.
    if (!area || !open || event.nativeEvent.isComposing) return;
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) setTyping({ typed: typing!.typed, active: (active + move + choices.length) % choices.length });
    else if (event.key === "Enter" || event.key === "Tab") write(area, choices[active]!.word);
    else if (event.key === "Escape") setTyping(null);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    // The field's own typing, caret moves and focus, heard as they bubble from it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={frame}
      className="relative"
      onInput={(e) => field(e.target) && look(field(e.target)!)}
      onKeyDown={onKeyDown}
      // The caret moved by keys that type nothing: what is before it now decides.
      onKeyUp={(e) => CARET_KEYS.has(e.key) && field(e.target) && look(field(e.target)!)}
      onClick={(e) => field(e.target) && look(field(e.target)!)}
      onBlur={() => setTyping(null)}
    >
      {children}
      <p role="status" className="sr-only">
        {open ? t("comments.mentionCount", { count: choices.length }) : ""}
      </p>
      {open ? (
        <ul
          id={id}
          role="listbox"
          aria-label={t("comments.mentionList")}
          className="absolute top-full left-0 z-20 mt-1 flex w-64 max-w-full flex-col overflow-hidden rounded-md border border-neutral-200 bg-white py-1 text-sm shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
        >
          {choices.map((c, i) => (
            <li
              key={c.index}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              // Before the field's blur: the choice is written and the field keeps the focus.
              onMouseDown={(e) => {
                e.preventDefault();
                const area = frame.current?.querySelector("textarea");
                if (area) write(area, c.word);
              }}
              className={`cursor-pointer px-3 py-1.5 ${i === active ? "bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-50" : ""}`}
            >
              {c.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
