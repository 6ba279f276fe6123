import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Rich } from "./rich-text";
import { KEPT_WHOLE, linksIn, plainText, richBlocks, richParts, shortAddress, summaryText } from "./rich-text";

const link = (href: string, typed?: string) => ({
  href,
  parts: [typed ? shortAddress(typed) : href],
  ...(typed ? { typed } : {}),
});

describe("richParts", () => {
  it("leaves a text without signs as it is, alone", () => {
    expect(richParts("Buy milk tomorrow")).toEqual(["Buy milk tomorrow"]);
    expect(richParts("")).toEqual([""]);
  });

  it("reads bold, italic, struck and code", () => {
    expect(richParts("**Pay** the *rent* ~~twice~~ with `sudo pay`")).toEqual([
      { mark: "strong", parts: ["Pay"] },
      " the ",
      { mark: "em", parts: ["rent"] },
      " ",
      { mark: "del", parts: ["twice"] },
      " with ",
      { mark: "code", parts: ["sudo pay"] },
    ]);
    expect(richParts("__very__ _much_")).toEqual([
      { mark: "strong", parts: ["very"] },
      " ",
      { mark: "em", parts: ["much"] },
    ]);
  });

  it("nests marks", () => {
    expect(richParts("*a **b** c*")).toEqual([{ mark: "em", parts: ["a ", { mark: "strong", parts: ["b"] }, " c"] }]);
  });

  it("keeps signs that open nothing as typed", () => {
    for (const text of [
      "5 * 3 = 15",
      "snake_case_name",
      "rate it 5*",
      "[draft] report",
      "a ** b",
      "* bullet",
      "~ about 3",
      "**",
      "`",
      "under_ score and _ alone",
      "2 __ 3",
    ])
      expect(plainText(text), text).toBe(text);
    expect(richParts("snake_case_name")).toEqual(["snake_case_name"]);
  });

  it("does not run a mark over a line's end", () => {
    expect(richParts("*one\ntwo*")).toEqual(["*one\ntwo*"]);
    expect(richParts("`a\nb`")).toEqual(["`a\nb`"]);
  });

  it("keeps a code span's signs as typed", () => {
    expect(richParts("run `a *b* https://x.com`")).toEqual(["run ", { mark: "code", parts: ["a *b* https://x.com"] }]);
  });

  it("takes a backslash's sign as itself", () => {
    expect(richParts("\\*not italic\\*")).toEqual(["*not italic*"]);
    expect(plainText("C:\\Users\\me")).toBe("C:\\Users\\me");
  });

  it("makes typed addresses links, shown shorter", () => {
    expect(richParts("Read https://example.com/post and www.example.org")).toEqual([
      "Read ",
      link("https://example.com/post", "https://example.com/post"),
      " and ",
      { href: "https://www.example.org", parts: ["www.example.org"], typed: "www.example.org" },
    ]);
    expect(shortAddress("https://example.com/")).toBe("example.com");
    expect(shortAddress("https://example.com/a/very/long/path/that/goes/on/and/on")).toBe(
      "example.com/a/very/long/path/that/goes/…",
    );
  });

  it("leaves closing punctuation and brackets out of an address", () => {
    expect(richParts("See https://example.com/a.")).toEqual([
      "See ",
      link("https://example.com/a", "https://example.com/a"),
      ".",
    ]);
    expect(richParts("(see https://example.com/a)")).toEqual([
      "(see ",
      link("https://example.com/a", "https://example.com/a"),
      ")",
    ]);
    const wiki = "https://en.wikipedia.org/wiki/Alien_(film)";
    expect(richParts(`${wiki}, then`)).toEqual([link(wiki, wiki), ", then"]);
    expect(richParts("**https://example.com**")).toEqual([
      { mark: "strong", parts: [link("https://example.com", "https://example.com")] },
    ]);
    expect(richParts("https://example.com/a_b_c")).toEqual([
      link("https://example.com/a_b_c", "https://example.com/a_b_c"),
    ]);
    // Full-width punctuation ends it, as CJK text writes it.
    expect(richParts("见https://example.com。")).toEqual([
      "见",
      link("https://example.com", "https://example.com"),
      "。",
    ]);
  });

  it("makes no link of half an address, another scheme or one inside a word", () => {
    for (const text of [
      "https://",
      "www.",
      "xhttps://example.com",
      "javascript:alert(1)",
      "ftp://example.com",
      "me@www.example.com",
    ])
      expect(linksIn(text), text).toEqual([]);
  });

  it("reads [words](address), only to the web and mail", () => {
    expect(richParts("Read [the **post**](https://example.com/a_(b)) now")).toEqual([
      "Read ",
      { href: "https://example.com/a_(b)", parts: ["the ", { mark: "strong", parts: ["post"] }] },
      " now",
    ]);
    expect(richParts("[mail](mailto:ann@example.com)")).toEqual([{ href: "mailto:ann@example.com", parts: ["mail"] }]);
    expect(richParts("[site](www.example.com)")).toEqual([{ href: "https://www.example.com", parts: ["site"] }]);
    expect(plainText("[x](javascript:alert(1))")).toBe("[x](javascript:alert(1))");
    expect(linksIn("[x](javascript:alert(1))")).toEqual([]);
    // No link inside a link's words.
    expect(richParts("[see https://a.com](https://b.com)")).toEqual([
      { href: "https://b.com", parts: ["see https://a.com"] },
    ]);
  });
});

describe("plainText", () => {
  it("keeps the words and drops the marks", () => {
    expect(plainText("**Pay** [the rent](https://example.com/rent) by `Friday`")).toBe("Pay the rent by Friday");
    expect(plainText("Read https://example.com/a/very/long/path/that/goes/on/and/on now")).toBe(
      "Read https://example.com/a/very/long/path/that/goes/on/and/on now",
    );
    expect(plainText("Read www.example.com")).toBe("Read www.example.com");
    expect(plainText("Buy milk")).toBe("Buy milk");
  });
});

describe("summaryText", () => {
  it("reads a description's first line as words, without its block's mark", () => {
    expect(summaryText("Call **Ben** about [the van](https://van.example)")).toBe("Call Ben about the van");
    expect(summaryText("# Packing list")).toBe("Packing list");
    expect(summaryText("- [ ] passport")).toBe("passport");
    expect(summaryText("- [x] tickets")).toBe("tickets");
    expect(summaryText("1. first the forms")).toBe("first the forms");
    expect(summaryText("> as Ana said")).toBe("as Ana said");
  });
  it("drops a mark the 120-character cut left open, keeping its words", () => {
    expect(summaryText("Call **Ben** about the **bo")).toBe("Call Ben about the bo");
    expect(summaryText("See [the menu](https://deli.example/me")).toBe("See the menu");
    expect(summaryText("See [the me")).toBe("See the me");
    expect(summaryText("~~old~~ and ~~ne")).toBe("old and ne");
    expect(summaryText("Use `npm ru")).toBe("Use npm ru");
  });
  it("keeps what is not a mark", () => {
    expect(summaryText("5 * 3 = 15, a**b, [1] and #hashtag")).toBe("5 * 3 = 15, a**b, [1] and #hashtag");
    expect(summaryText("-5 degrees")).toBe("-5 degrees");
  });
});

describe("linksIn", () => {
  it("lists each link once, in order, with its words", () => {
    expect(linksIn("[Docs](https://a.com/docs) and https://b.com/x then https://a.com/docs\n*see* www.c.org")).toEqual([
      { href: "https://a.com/docs", text: "Docs" },
      { href: "https://b.com/x", text: "b.com/x" },
      { href: "https://www.c.org", text: "www.c.org" },
    ]);
  });
});

describe("KEPT_WHOLE", () => {
  it("finds addresses, links and code spans", () => {
    const line =
      "Read [the post](https://example.com/monday) and www.example.com/p2/friday, `p1 #x` then https://a.com/tomorrow";
    expect(line.match(KEPT_WHOLE)).toEqual([
      "[the post](https://example.com/monday)",
      "www.example.com/p2/friday,",
      "`p1 #x`",
      "https://a.com/tomorrow",
    ]);
    expect("Fix bug #123 tomorrow p1".match(KEPT_WHOLE)).toBeNull();
  });
});

describe("any text", () => {
  const links = (parts: Rich[]): string[] =>
    parts.flatMap((p) => (typeof p === "string" ? [] : "href" in p ? [p.href, ...links(p.parts)] : links(p.parts)));
  const text = fc.stringMatching(/^[a-z *_~`[\]()\\:/.\nhtpsw]{0,40}$/);

  it("links only to the web and mail, and nests no link in a link", () => {
    fc.assert(
      fc.property(text, (s) => {
        for (const href of links(richParts(s))) expect(href).toMatch(/^(https?:\/\/|mailto:)/i);
        const nested = (parts: Rich[], inLink: boolean): boolean =>
          parts.some(
            (p) => typeof p !== "string" && (("href" in p && inLink) || nested(p.parts, inLink || "href" in p)),
          );
        expect(nested(richParts(s), false)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps every letter it was given, in order, but a link's address", () => {
    const letters = (t: string) => t.replace(/[^a-z]/g, "");
    const within = (part: string, whole: string) => {
      let at = 0;
      for (const c of part) at = whole.indexOf(c, at) + 1 || Infinity;
      return at !== Infinity;
    };
    fc.assert(
      fc.property(text, (s) => {
        const kept = letters(plainText(s));
        // Only "[words](address)" leaves letters out (its address); a bare address is kept as typed.
        if (s.includes("](")) expect(within(kept, letters(s))).toBe(true);
        else expect(kept).toBe(letters(s));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("richBlocks", () => {
  it("leaves a text without a part's sign as its lines, blank ones too", () => {
    const text = "Call the bank.\n\nThen #home stuff, *soon*\n2026 was good";
    expect(richBlocks(text)).toEqual([{ kind: "lines", text }]);
  });

  it("reads headings, bullets, boxes, numbers and quotes, with the lines around them", () => {
    expect(
      richBlocks(
        "# Trip\nWhat to pack:\n- passports\n* **chargers**\n\n- [ ] visa\n- [x] tickets\n1. Check in\n2) Board\n> Keep calm\n> and carry on\nThe end ##",
      ),
    ).toEqual([
      { kind: "heading", text: "Trip" },
      { kind: "lines", text: "What to pack:" },
      {
        kind: "bullets",
        items: [
          { text: "passports" },
          { text: "**chargers**" },
          { text: "visa", done: false },
          { text: "tickets", done: true },
        ],
      },
      { kind: "numbers", items: [{ text: "Check in" }, { text: "Board" }] },
      { kind: "quote", text: "Keep calm\nand carry on" },
      { kind: "lines", text: "The end ##" },
    ]);
  });

  it("reads lines ended as a form sent without JavaScript ends them (CR LF)", () => {
    expect(richBlocks("Steps:\r\n- build\r\n- upload")).toEqual([
      { kind: "lines", text: "Steps:" },
      { kind: "bullets", items: [{ text: "build" }, { text: "upload" }] },
    ]);
  });

  it("takes a heading's closing signs off, and no sign glued to its word", () => {
    expect(richBlocks("## Agenda ##")).toEqual([{ kind: "heading", text: "Agenda" }]);
    expect(richBlocks("#home\n-5 degrees\n*not a bullet*\n1.5 litres")).toEqual([
      { kind: "lines", text: "#home\n-5 degrees\n*not a bullet*\n1.5 litres" },
    ]);
  });

  it("keeps the lines between parts, and drops only the blank ones that separate them", () => {
    expect(richBlocks("- a\n\n\nSome text\n\nmore\n\n- b")).toEqual([
      { kind: "bullets", items: [{ text: "a" }] },
      { kind: "lines", text: "Some text\n\nmore" },
      { kind: "bullets", items: [{ text: "b" }] },
    ]);
  });

  it("puts the items indented under an item in a list of its own, as deep as four, and back out", () => {
    expect(
      richBlocks(
        "- Kitchen\n  - plates\n  - [x] cups\n    - the blue ones\n      - with lids\n        - and saucers\n- Hall\n\t1. coats\n\t2. shoes\n- Garden",
      ),
    ).toEqual([
      {
        kind: "bullets",
        items: [
          {
            text: "Kitchen",
            list: {
              kind: "bullets",
              items: [
                { text: "plates" },
                {
                  text: "cups",
                  done: true,
                  list: {
                    kind: "bullets",
                    items: [
                      {
                        text: "the blue ones",
                        // The fourth level is the last: deeper items stay in it.
                        list: { kind: "bullets", items: [{ text: "with lids" }, { text: "and saucers" }] },
                      },
                    ],
                  },
                },
              ],
            },
          },
          { text: "Hall", list: { kind: "numbers", items: [{ text: "coats" }, { text: "shoes" }] } },
          { text: "Garden" },
        ],
      },
    ]);
  });

  it("nests under a number too, and reads one space more as the same level", () => {
    expect(richBlocks("1. Pack\n   - socks\n2. Go\n - not deeper")).toEqual([
      {
        kind: "numbers",
        items: [{ text: "Pack", list: { kind: "bullets", items: [{ text: "socks" }] } }, { text: "Go" }],
      },
      { kind: "bullets", items: [{ text: "not deeper" }] },
    ]);
    // With no list open, an item indented four is text, as before; after a list, it is under it.
    expect(richBlocks("Note\n    - code")).toEqual([{ kind: "lines", text: "Note\n    - code" }]);
    expect(richBlocks("- a\n\n    - b")).toEqual([
      { kind: "bullets", items: [{ text: "a", list: { kind: "bullets", items: [{ text: "b" }] } }] },
    ]);
  });
});
