import { Fragment, useId, type ReactNode } from "react";
import { richBlocks, richParts, type ListBlock, type Rich } from "~/lib/rich-text";

/** The id of the root's hidden "(opens in a new tab)", which every link to elsewhere names. */
export const NEW_TAB = "l-new-tab";

/** A link someone wrote: to another site, in a new tab, followed without our address or ranking. */
export function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc" className="ulink" aria-describedby={NEW_TAB}>
      {children}
    </a>
  );
}

/** `links` false: a link's words only, for text inside a link or a label. */
function draw(parts: Rich[], links: boolean, words?: (text: string) => ReactNode): ReactNode[] {
  return parts.map((p, i) => {
    if (typeof p === "string") return words ? <Fragment key={i}>{words(p)}</Fragment> : p;
    if ("href" in p)
      return links ? (
        <OutLink key={i} href={p.href}>
          {draw(p.parts, false)}
        </OutLink>
      ) : (
        <Fragment key={i}>{draw(p.parts, false)}</Fragment>
      );
    const Mark = p.mark;
    return (
      <Mark key={i} className={p.mark === "code" ? "ucode" : undefined}>
        {draw(p.parts, links, p.mark === "code" ? undefined : words)}
      </Mark>
    );
  });
}

function drawn(text: string, links: boolean, words?: (text: string) => ReactNode): ReactNode {
  const parts = richParts(text);
  const only = parts[0];
  if (parts.length === 1 && typeof only === "string") return words ? words(only) : only;
  return draw(parts, links, words);
}

/**
 * What someone wrote, its links and marks drawn (decision 084); `words` draws its plain text
 * (a comment's "@names"). A plain function, not a component: a day draws a hundred titles,
 * and a title without a sign is returned as it is.
 */
export const richText = (text: string, words?: (text: string) => ReactNode): ReactNode => drawn(text, true, words);

/** The same with its links as words: for a title that is itself a link (the calendar, activity) or a label. */
export const markedText = (text: string): ReactNode => drawn(text, false);

/**
 * A longer text (a note, a comment, a description) drawn as its parts (`richBlocks`): lines
 * as typed, headings, quotes and lists, each with its links and marks; in a paragraph when it
 * is lines only (most are), else in a `<div>` of parts. `className` is the container's.
 */
export function RichBlocks({
  text,
  className,
  words,
}: {
  text: string;
  className?: string;
  words?: (text: string) => ReactNode;
}) {
  const blocks = richBlocks(text);
  const id = useId();
  const only = blocks[0];
  if (blocks.length === 1 && only?.kind === "lines") return <p className={className}>{richText(only.text, words)}</p>;
  return (
    <div className={className ? `rich-blocks ${className}` : "rich-blocks"}>
      {blocks.map((b, i) =>
        b.kind === "lines" ? (
          <span key={i} className="block whitespace-pre-line">
            {richText(b.text, words)}
          </span>
        ) : b.kind === "heading" ? (
          <strong key={i} className="block font-semibold text-neutral-900 dark:text-neutral-100">
            {richText(b.text, words)}
          </strong>
        ) : b.kind === "quote" ? (
          <span key={i} className="rich-quote">
            {richText(b.text, words)}
          </span>
        ) : (
          <List key={i} list={b} id={`${id}-${i}`} words={words} />
        ),
      )}
    </div>
  );
}

/**
 * A list, with the lists indented under its items inside them; one of boxes only ("- [ ] ")
 * shows its boxes without bullets. `id` makes each item's own (a box is named by its item).
 */
function List({ list, id, words }: { list: ListBlock; id: string; words?: (text: string) => ReactNode }) {
  const boxes = list.items.every((item) => item.done !== undefined);
  const items = list.items.map((item, j) => (
    <li key={j}>
      {item.done === undefined ? null : (
        // A box to read, not to tick: read as a checkbox, ticked or not, in the reader's
        // own words (the glyph's name would be read otherwise), named by its item.
        <span
          role="checkbox"
          aria-checked={item.done}
          aria-disabled="true"
          aria-labelledby={`${id}-${j}`}
          className="rich-box"
        >
          {item.done ? "☑\uFE0E" : "☐\uFE0E"}
        </span>
      )}
      {item.done === undefined ? (
        richText(item.text, words)
      ) : (
        <span id={`${id}-${j}`}>
          {item.done ? <del>{richText(item.text, words)}</del> : richText(item.text, words)}
        </span>
      )}
      {item.list ? <List list={item.list} id={`${id}-${j}`} words={words} /> : null}
    </li>
  ));
  // Nested ones take the lighter marks, as Markdown's do (circles, then squares).
  if (list.kind === "numbers") return <ol className="list-decimal pl-5 [&_ol]:list-[lower-alpha]">{items}</ol>;
  return (
    <ul className={boxes ? "list-none!" : "list-disc pl-5 [&_ul]:list-[circle] [&_ul_ul]:list-[square]"}>{items}</ul>
  );
}
