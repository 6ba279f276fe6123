import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fallbackLanguage, supportedLanguages } from "./i18n";

// Every text in seven languages: each namespace's texts in every language, none left to
// English's fallback, none that English lacks. Plural forms differ by language (Japanese
// has only "_other", French may add "_many"), so a key is compared without its form.
const LOCALES = path.resolve(import.meta.dirname, "../../locales");
const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
}

const keysOf = (lng: string, file: string) =>
  new Set(
    leaves(JSON.parse(readFileSync(path.join(LOCALES, lng, file), "utf8"))).map((key) => key.replace(PLURAL, "")),
  );

describe("the locales", () => {
  const files = readdirSync(path.join(LOCALES, fallbackLanguage)).filter((file) => file.endsWith(".json"));
  for (const lng of supportedLanguages.filter((lng) => lng !== fallbackLanguage))
    it(`have every text of English's in ${lng}, and no other`, () => {
      expect(readdirSync(path.join(LOCALES, lng)).sort()).toEqual([...files].sort());
      for (const file of files) {
        const english = keysOf(fallbackLanguage, file);
        const theirs = keysOf(lng, file);
        expect(
          [...english].filter((key) => !theirs.has(key)),
          `missing in ${lng}/${file}`,
        ).toEqual([]);
        expect(
          [...theirs].filter((key) => !english.has(key)),
          `only in ${lng}/${file}`,
        ).toEqual([]);
      }
    });
});
