import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { emailNamespace, namespaces, supportedLanguages } from "../app/lib/i18n";

const dir = import.meta.dirname;
type Tree = { [key: string]: string | Tree | Tree[] | string[] };

function load(lng: string, ns: string): Tree {
  return JSON.parse(readFileSync(path.join(dir, lng, `${ns}.json`), "utf8"));
}

/** Every leaf as "path → value"; arrays are walked too (legal pages are lists of sections). */
function leaves(tree: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === "string") out.set(prefix, tree);
  else if (Array.isArray(tree))
    tree.forEach((v, i) => leaves(v, `${prefix}[${i}]`).forEach((val, k) => out.set(k, val)));
  else if (tree && typeof tree === "object") {
    for (const [k, v] of Object.entries(tree))
      leaves(v, prefix ? `${prefix}.${k}` : k).forEach((val, key) => out.set(key, val));
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// Strings that are the same in every language on purpose (names, codes).
const SAME_EVERYWHERE = new Set(["common:appName", "auth:fields.email", "landing:home.features.languages.title"]);
// Colour names many languages borrow as they are ("Orange", "Cyan", "Mauve", "Taupe").
const SAME_EVERYWHERE_PREFIXES = ["settings:colors.", "filters:colors."];

describe("locales", () => {
  it("has a folder for every supported language and a file for every namespace", () => {
    const folders = readdirSync(dir).filter((f) => !f.includes("."));
    expect(folders.sort()).toEqual([...supportedLanguages].sort());
    for (const lng of supportedLanguages) {
      expect(readdirSync(path.join(dir, lng)).sort()).toEqual(
        [...namespaces, emailNamespace].map((ns) => `${ns}.json`).sort(),
      );
    }
  });

  for (const ns of [...namespaces, emailNamespace]) {
    const english = leaves(load("en", ns));
    for (const lng of supportedLanguages.filter((l) => l !== "en")) {
      it(`${lng}/${ns}.json has exactly the English keys, same placeholders, and is translated`, () => {
        const other = leaves(load(lng, ns));
        expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
        let untranslated = 0;
        for (const [key, value] of english) {
          const translated = other.get(key)!;
          expect(translated.trim(), `${lng} ${ns}:${key}`).not.toBe("");
          expect(placeholders(translated), `${lng} ${ns}:${key}`).toEqual(placeholders(value));
          if (
            translated === value &&
            value.length > 3 &&
            !SAME_EVERYWHERE.has(`${ns}:${key}`) &&
            !SAME_EVERYWHERE_PREFIXES.some((prefix) => `${ns}:${key}`.startsWith(prefix))
          )
            untranslated++;
        }
        // A copied English file fails here; words languages share ("Filter", "Admin", "Orange")
        // may stay the same, up to 15% of the file.
        expect(untranslated, `${lng}/${ns}.json strings identical to English`).toBeLessThanOrEqual(
          Math.max(2, Math.floor(english.size * 0.15)),
        );
      });
    }
  }
});
