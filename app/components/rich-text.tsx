import { Fragment, type ReactNode } from "react";
import { richParts, type Rich } from "~/lib/rich-text";

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
