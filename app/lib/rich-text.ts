/**
 * Links and light formatting in what people write (decision 084): titles, steps,
 * descriptions, comments and notes. Todoist's inline Markdown: `**bold**` (or `__bold__`),
 * `*italic*` (or `_italic_`), `~~struck~~`, `` `code` ``, `[words](https://…)`, and addresses
 * typed as they are (`https://…`, `www.…`) made links. Nothing else is read: text is shown as
 * typed, and a sign that opens nothing stays a sign ("5 * 3", "snake_case", "[draft]").
 * Client-safe and small: every row of a day runs it (a line without a sign returns at once).
 */

/** A piece of formatted text: plain text, or a mark around pieces, or a link. */
export type Rich =
  | string
  | { mark: "strong" | "em" | "del" | "code"; parts: Rich[] }
  /** A link; `typed`, an address typed bare, as typed (its parts show it shorter). */
  | { href: string; parts: Rich[]; typed?: string };

/** An address as typed: from "https://" or "www." to the first space (`addressAt` leaves closing punctuation out). */
const ADDRESS = /(?:https?:\/\/|www\.)[^\s<>"`\u3000-\u303f\uff01-\uff0f]+/iy;
/** `[words](address)`: the address may hold one level of parentheses (Wikipedia's). */
const LINKED = /\[([^[\]\n]+)\]\(((?:https?:\/\/|mailto:|www\.)[^\s()<>"]*(?:\([^\s()<>"]*\)[^\s()<>"]*)*)\)/iy;
/** Whether a text may hold anything this module reads: most titles do not. */
const HINT = /[*_`~[\\]|https?:\/\/|www\./i;
/** What a backslash may keep as itself ("\*not italic\*"). */
const ESCAPABLE = "\\`*_~[]()#";
/** Ends an address when last: sentence punctuation, and marks closed around it. */
const TRAILING = /[.,:;!?'"*_~]$/;
const WORD = /[\p{L}\p{N}]/u;

/** The places in a line that are addresses or code, typed to be kept whole (quick add reads nothing in them). */
export const KEPT_WHOLE =
  /`[^`\n]+`|\[[^[\]\n]+\]\((?:https?:\/\/|mailto:|www\.)[^\s<>"]*?\)|(?<![\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{N}/@.])(?:https?:\/\/|www\.)[^\s<>"`\u3000-\u303f\uff01-\uff0f]+/giu;

/** What may not come right before an address: a word's letter (Chinese and Japanese write none between), a digit, "/", "@", ".". */
const JOINED = /[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{N}/@.]/u;

/** An address found at `at` (not inside a word), closing punctuation left out; or null. */
function addressAt(text: string, at: number): string | null {
  if (at > 0 && JOINED.test(text[at - 1]!)) return null;
  ADDRESS.lastIndex = at;
  const found = ADDRESS.exec(text);
  if (!found) return null;
  let url = found[0];
  for (;;) {
    if (TRAILING.test(url)) url = url.slice(0, -1);
    else if (url.endsWith(")") && count(url, "(") < count(url, ")")) url = url.slice(0, -1);
    else if (url.endsWith("]") && count(url, "[") < count(url, "]")) url = url.slice(0, -1);
    else break;
  }
  // "https://" or "www." alone is no address.
  return /^(?:https?:\/\/|www\.)[\p{L}\p{N}]/iu.test(url) ? url : null;
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** Where a mark opened at `at` closes on the same line, or -1. Marks need text beside them: "* a *" is not one. */
function closing(text: string, at: number, mark: string): number {
  const after = text[at + mark.length];
  if (after === undefined || /\s/.test(after)) return -1;
  // "_" inside a word ("snake_case") is a letter, as CommonMark says.
  const wordy = mark[0] === "_";
  if (wordy && at > 0 && WORD.test(text[at - 1]!)) return -1;
  for (let j = at + mark.length + 1; j < text.length; j++) {
    const c = text[j]!;
    if (c === "\n") return -1;
    if (c === "`") {
      // A code span's signs are its own.
      const end = text.indexOf("`", j + 1);
      if (end > j + 1 && !text.slice(j, end).includes("\n")) j = end;
      continue;
    }
    if (!text.startsWith(mark, j)) continue;
    // A single mark does not close on half of a double one ("*a **b** c*").
    if (mark.length === 1 && text[j + 1] === c) {
      j++;
      continue;
    }
    if (/\s/.test(text[j - 1]!)) continue;
    if (wordy && j + mark.length < text.length && WORD.test(text[j + mark.length]!)) continue;
    return j;
  }
  return -1;
}

const MARKS = [
  ["**", "strong"],
  ["__", "strong"],
  ["~~", "del"],
  ["*", "em"],
  ["_", "em"],
] as const;

function parse(text: string, links: boolean): Rich[] {
  const out: Rich[] = [];
  let plain = "";
  const push = (part: Rich) => {
    if (plain) out.push(plain);
    plain = "";
    out.push(part);
  };
  let i = 0;
  outer: while (i < text.length) {
    const c = text[i]!;
    if (c === "\\" && ESCAPABLE.includes(text[i + 1] ?? " ")) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (c === "`") {
      const end = text.indexOf("`", i + 1);
      if (end > i + 1 && !text.slice(i, end).includes("\n")) {
        push({ mark: "code", parts: [text.slice(i + 1, end)] });
        i = end + 1;
        continue;
      }
    }
    if (links && c === "[") {
      LINKED.lastIndex = i;
      const found = LINKED.exec(text);
      if (found) {
        push({ href: hrefOf(found[2]!), parts: parse(found[1]!, false) });
        i += found[0].length;
        continue;
      }
    }
    if (links && (c === "h" || c === "H" || c === "w" || c === "W")) {
      const url = addressAt(text, i);
      if (url) {
        push({ href: hrefOf(url), parts: [shortAddress(url)], typed: url });
        i += url.length;
        continue;
      }
    }
    if (c === "*" || c === "_" || c === "~") {
      for (const [mark, tag] of MARKS) {
        if (!text.startsWith(mark, i)) continue;
        const end = closing(text, i, mark);
        if (end < 0) continue;
        push({ mark: tag, parts: parse(text.slice(i + mark.length, end), links) });
        i = end + mark.length;
        continue outer;
      }
    }
    plain += c;
    i++;
  }
  if (plain) out.push(plain);
  return out;
}

/** A link's address: "www." ones over HTTPS. */
const hrefOf = (url: string) => (/^www\./i.test(url) ? `https://${url}` : url);

/** An address as a row shows it: without "https://" and a last "/", at most 40 characters. */
export function shortAddress(url: string): string {
  const bare = url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
  return bare.length > 40 ? `${bare.slice(0, 39)}…` : bare;
}

/** `text` read into pieces; a text with nothing to read is itself, alone. */
export function richParts(text: string): Rich[] {
  return HINT.test(text) ? parse(text, true) : [text];
}

/** The words of pieces without their marks; a bare address as typed. */
const words = (parts: Rich[]): string =>
  parts.map((p) => (typeof p === "string" ? p : "typed" in p && p.typed ? p.typed : words(p.parts))).join("");

/**
 * `text` as words only, for where marks cannot show: accessible names, page titles, emails,
 * calendar events, links that are a title. "**Pay** [rent](https://…)" is "Pay rent".
 */
export function plainText(text: string): string {
  return HINT.test(text) ? words(parse(text, true)) : text;
}

/**
 * A description's first line as a row shows it (decision 031): its words, without the mark of
 * a block at its start ("# ", "- [ ] ", "1. ", "> ") and without a mark the database's cut at
 * 120 characters left open ("about the **bo", "[the menu](https://deli.ex"). Only a mark that
 * opens a word is taken for one: "5 * 3" stays as typed.
 */
export function summaryText(summary: string): string {
  return plainText(summary.replace(/^(?:#{1,6} |[-*+] \[[ xX]\] |[-*+] |\d{1,9}[.)] |> )/, ""))
    .replace(/\[([^\]]*)\]\([^)]*$/, "$1")
    .replace(/\[(?=[^\]]*$)/, "")
    .replace(/(^|[\s(])(?:\*\*|~~|\*|`)(?=\S)/g, "$1");
}

/** The links in `text`, in order, each once: where they lead and their words. */
export function linksIn(text: string): { href: string; text: string }[] {
  const found: { href: string; text: string }[] = [];
  const walk = (parts: Rich[]) => {
    for (const p of parts) {
      if (typeof p === "string") continue;
      if ("href" in p) {
        if (!found.some((f) => f.href === p.href)) found.push({ href: p.href, text: words(p.parts) });
      } else walk(p.parts);
    }
  };
  walk(richParts(text));
  return found;
}

/** A list of a longer text, its items' own lists (indented under them) within. */
export interface ListBlock {
  kind: "bullets" | "numbers";
  items: ListItem[];
}
export interface ListItem {
  text: string;
  /** "- [x]": ticked; "- [ ]": not. */
  done?: boolean;
  /** The lines indented under it, a list of their own. */
  list?: ListBlock;
}

/** A part of a longer text (a note, a comment, a description): lines, a heading, a quote or a list. */
export type Block =
  { kind: "lines"; text: string } | { kind: "heading"; text: string } | { kind: "quote"; text: string } | ListBlock;

// Any indent: a list's own items begin within three spaces, those under an item further in.
const BULLET = /^([ \t]*)[-*+]\s+(?:\[([ xX])\]\s+)?(.*)$/;
const NUMBER = /^([ \t]*)\d{1,9}[.)]\s+(.*)$/;
/** Lists within lists: at most this deep, deeper items staying in the last. */
const DEEPEST = 4;
/** A line's indent in spaces, a tab as four (Markdown's). */
const indentOf = (lead: string) => lead.replace(/\t/g, "    ").length;
const HEADING = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/;
const QUOTE = /^ {0,3}>\s?(.*)$/;
/** Whether a text has a line any of those begin: most notes do not. */
const BLOCK_HINT = /^ {0,3}(?:[-*+]\s|\d{1,9}[.)]\s|#{1,6}\s|>)/m;

/**
 * A longer text's parts, Markdown's simplest (decision 084): "# " a heading, "- " (or "* ",
 * "+ ") a bullet, "- [ ] " and "- [x] " a box, "1. " a number, "> " a quote; other lines stay
 * as typed, blank ones too. "#home" (no space) is no heading, "*word*" no bullet.
 */
export function richBlocks(text: string): Block[] {
  if (!BLOCK_HINT.test(text)) return [{ kind: "lines", text }];
  const blocks: Block[] = [];
  const last = () => blocks[blocks.length - 1];
  // The open list's levels, outermost first, each with its items' indent.
  let levels: { indent: number; list: ListBlock }[] = [];
  // A form sent without JavaScript ends its lines with CR LF.
  for (const line of text.split(/\r?\n/)) {
    const bulleted = BULLET.exec(line);
    const numbered = bulleted ? null : NUMBER.exec(line);
    const indent = indentOf((bulleted ?? numbered)?.[1] ?? "");
    const previous = last();
    const inList = previous?.kind === "bullets" || previous?.kind === "numbers";
    // Indented four or more with no list open is text, as before (Markdown's code).
    const listed = indent <= 3 || inList;
    const bullet = listed ? bulleted : null;
    const number = listed ? numbered : null;
    const heading = bullet || number ? null : HEADING.exec(line);
    const quote = bullet || number || heading ? null : QUOTE.exec(line);
    if (bullet || number) {
      const kind = bullet ? "bullets" : "numbers";
      const item: ListItem = bullet
        ? { text: bullet[3]!, ...(bullet[2] ? { done: bullet[2] !== " " } : {}) }
        : { text: number![2]! };
      if (!inList) levels = [];
      // Back out to the level this indent belongs to.
      while (levels.length > 1 && indent < levels[levels.length - 1]!.indent) levels.pop();
      const level = levels[levels.length - 1];
      const parent = level?.list.items[level.list.items.length - 1];
      if (level && parent && indent >= level.indent + 2 && levels.length < DEEPEST) {
        // Under the item above: its own list (of this item's kind, when it begins one).
        parent.list ??= { kind, items: [] };
        parent.list.items.push(item);
        levels.push({ indent, list: parent.list });
      } else if (level && (levels.length > 1 || level.list.kind === kind)) level.list.items.push(item);
      else {
        const list: ListBlock = { kind, items: [item] };
        blocks.push(list);
        levels = [{ indent, list }];
      }
    } else if (heading) blocks.push({ kind: "heading", text: heading[1]! });
    else if (quote && previous?.kind === "quote") previous.text += `\n${quote[1]}`;
    else if (quote) blocks.push({ kind: "quote", text: quote[1]! });
    else if (previous?.kind === "lines") previous.text += `\n${line}`;
    // A blank line between two parts is their space, not a part.
    else if (line.trim()) blocks.push({ kind: "lines", text: line });
  }
  // Blank lines before the next part are that space too.
  for (const b of blocks) if (b.kind === "lines") b.text = b.text.replace(/\n\s*$/, "");
  return blocks;
}
