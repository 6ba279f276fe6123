import { useEffect, useId, useRef, useState } from "react";
import { typedWord } from "~/lib/typed-word";

const CARET_KEYS = new Set(["ArrowLeft", "ArrowRight", "Home", "End"]);

/** One choice: what the list shows, and the word written after the sign. */
export interface WordChoice {
  key: string;
  label: string;
  word: string;
  /** Shown as a chip of these classes (a filter in its colour). */
  chip?: string;
}

/** A sign that opens the list ("@", "#", "+") and what it offers for the word typed after it. */
export interface WordSource {
  sign: string;
  choices(typed: string): WordChoice[];
  /** The list's name and count for this sign, when the field has several (else the picker's). */
  listLabel?: string;
  count?(n: number): string;
}

interface Props {
  sources: readonly WordSource[];
  /** The list's name, and what the field tells a screen reader when it opens. */
  listLabel: string;
  count(n: number): string;
  /** The frame's classes (it is positioned: the list opens below the field). */
  className?: string;
  /** The field: an input or a text area. */
  children: React.ReactNode;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * With JavaScript, a sign and the start of a word in the field offers what it may name, as
 * Todoist and GitHub do ("@Be" → Ben, "#ho" → home): the arrow keys choose, Enter or Tab
 * writes "@Ben ", Escape closes, a click writes too. The field stays an ordinary field (its
 * `aria-activedescendant` names the chosen one); without JavaScript one types the word.
 */
export function WordPicker({ sources, listLabel, count, className = "relative", children }: Props) {
  const id = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [typing, setTyping] = useState<{ source: WordSource; typed: string; active: number } | null>(null);
  const choices = typing ? typing.source.choices(typing.typed) : [];
  const active = typing ? Math.min(typing.active, choices.length - 1) : -1;
  const open = choices.length > 0;

  // The field says what the list is and which one is chosen (set here: it is the field's own element).
  useEffect(() => {
    const field = frame.current?.querySelector("input:not([type=hidden]), textarea");
    if (!field) return;
    field.setAttribute("aria-autocomplete", "list");
    if (open) {
      field.setAttribute("aria-controls", id);
      field.setAttribute("aria-activedescendant", `${id}-${active}`);
    } else {
      field.removeAttribute("aria-controls");
      field.removeAttribute("aria-activedescendant");
    }
  }, [open, active, id]);

  const fieldOf = (target: EventTarget | null): Field | null =>
    target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && target.type !== "hidden")
      ? target
      : null;
  /** The source whose sign starts the word before the caret, and what follows it. */
  const before = (field: Field) => {
    const text = field.value.slice(0, field.selectionStart ?? field.value.length);
    for (const source of sources) {
      const typed = typedWord(text, source.sign);
      if (typed !== null) return { source, typed };
    }
    return null;
  };
  const look = (field: Field) => {
    const found = before(field);
    setTyping(found && { ...found, active: 0 });
  };
  // Replaces the sign and word before the caret as they are now (the caret may have moved since).
  const write = (field: Field, word: string) => {
    const end = field.selectionStart ?? field.value.length;
    const found = before(field);
    if (found) field.setRangeText(`${found.source.sign}${word} `, end - found.typed.length - 1, end, "end");
    // The value changed as if typed: whatever follows the field's typing hears it too.
    field.dispatchEvent(new Event("input", { bubbles: true }));
    setTyping(null);
    field.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const field = fieldOf(event.target);
    // Enter also ends a word being composed (Chinese, Japanese): that one is the input method's.
    if (!field || !open || event.nativeEvent.isComposing) return;
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) setTyping({ ...typing!, active: (active + move + choices.length) % choices.length });
    else if (event.key === "Enter" || event.key === "Tab") write(field, choices[active]!.word);
    else if (event.key === "Escape") setTyping(null);
    else return;
    // Enter neither sends the form nor adds a line; Escape leaves the field as it is.
    event.preventDefault();
    event.stopPropagation();
  };
  const hear = (event: React.SyntheticEvent) => {
    const field = fieldOf(event.target);
    if (field) look(field);
  };

  return (
    // The field's own typing, caret moves and focus, heard as they bubble from it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={frame}
      className={className}
      onInput={hear}
      onKeyDown={onKeyDown}
      // The caret moved by keys that type nothing: what is before it now decides.
      onKeyUp={(e) => CARET_KEYS.has(e.key) && hear(e)}
      onClick={hear}
      onBlur={() => setTyping(null)}
    >
      {children}
      <p role="status" className="sr-only">
        {open ? (typing?.source.count ?? count)(choices.length) : ""}
      </p>
      {open ? (
        <ul
          id={id}
          role="listbox"
          aria-label={typing?.source.listLabel ?? listLabel}
          className="absolute top-full left-0 z-20 mt-1 flex w-64 max-w-full flex-col overflow-hidden rounded-md border border-neutral-200 bg-white py-1 text-sm shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
        >
          {choices.map((c, i) => (
            <li
              key={c.key}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              // Before the field's blur: the choice is written and the field keeps the focus.
              onMouseDown={(e) => {
                e.preventDefault();
                const field = fieldOf(frame.current?.querySelector("input:not([type=hidden]), textarea") ?? null);
                if (field) write(field, c.word);
              }}
              className={`cursor-pointer px-3 py-1.5 ${i === active ? "bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-50" : ""}`}
            >
              {c.chip ? <span className={`chip ${c.chip}`}>{c.label}</span> : c.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
