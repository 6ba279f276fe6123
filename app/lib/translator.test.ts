import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nextOptions, namespaces, supportedLanguages, type Language } from "./i18n";
import { resources, translatorFor } from "./i18n.server";
import { createTranslator, type LanguageTexts, type TOptions } from "./translator";

// The translator must answer exactly what i18next answers (pages rendered before it were
// i18next's, and remix-i18next still runs it on the server): every text of every language,
// with and without values, in every plural form, through "ns:key" and namespace lists.
const PLURAL = /_(zero|one|two|few|many|other)$/;

function i18nextFor(lng: Language, texts: Record<string, LanguageTexts>) {
  const instance = createInstance({ ...i18nextOptions, lng, resources: texts as never, initAsync: false });
  void instance.init();
  return instance;
}

/** Leaf keys of a namespace, dotted, with their texts. */
function leaves(value: unknown, prefix = ""): [string, unknown][] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, value]];
}

/** Values for a text's placeholders: numbers where formatted, words elsewhere. */
function valuesFor(text: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [, inside] of text.matchAll(/{{(.+?)}}/g)) {
    const [name, format] = inside!.split(",").map((s) => s.trim());
    values[name!] = format === "number" ? 12345.5 : `‹${name}›`;
  }
  return values;
}

describe("the translator", () => {
  for (const lng of supportedLanguages) {
    it(`answers as i18next for every text in ${lng}`, () => {
      const reference = i18nextFor(lng, resources as Record<string, LanguageTexts>);
      const ours = createTranslator(lng, resources as Record<Language, LanguageTexts>);
      let compared = 0;
      for (const ns of namespaces) {
        const theirs = reference.getFixedT(lng, ns) as unknown as (key: string, options?: TOptions) => unknown;
        const mine = ours.getFixedT(ns);
        const keys = new Set(leaves((resources[lng] as LanguageTexts)[ns]).map(([key]) => key.replace(PLURAL, "")));
        for (const key of keys) {
          const text = [...leaves((resources[lng] as LanguageTexts)[ns])]
            .filter(([k]) => k.replace(PLURAL, "") === key)
            .map(([, v]) => String(v))
            .join(" ");
          const values = valuesFor(text);
          const cases: (TOptions | undefined)[] = [undefined, values, {}];
          for (const count of [0, 1, 2, 3, 5, 11, 21, 1234]) cases.push({ ...values, count });
          cases.push({ ...values, count: "2" });
          for (const options of cases) {
            expect(mine(key, options), `${lng} ${ns}:${key} ${JSON.stringify(options)}`).toEqual(theirs(key, options));
            expect(ours.t(`${ns}:${key}`, options)).toEqual(
              (reference.t as unknown as (k: string, o?: TOptions) => unknown)(`${ns}:${key}`, options),
            );
            compared++;
          }
          expect(ours.exists(`${ns}:${key}`)).toBe(reference.exists(`${ns}:${key}`));
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it("answers objects when asked (the legal pages' sections), as i18next does", () => {
    for (const lng of ["en", "ja"] as const) {
      const reference = i18nextFor(lng, resources as Record<string, LanguageTexts>);
      const ours = createTranslator(lng, resources as Record<Language, LanguageTexts>);
      for (const key of ["landing:privacy.sections", "landing:terms.sections"]) {
        const expected = (reference.t as unknown as (k: string, o: object) => unknown)(key, { returnObjects: true });
        expect(Array.isArray(expected)).toBe(true);
        expect(ours.t(key, { returnObjects: true })).toEqual(expected);
      }
    }
  });

  it("looks through namespaces in order, falls back to English, and keeps what is missing as i18next does", () => {
    const texts = {
      en: {
        common: { only: "English only", f_one: "one", f_other: "other", g_other: "{{count}} g", a: "A {{x}} {{ y }}" },
        planner: { q: "Q", shared: "planner's" },
        api: { shared: "api's", code: "Code" },
      },
      de: { common: { a: "DA {{x}} {{ y }} {{z, number}}" }, planner: { q: "DQ" }, api: {} },
      ja: { common: {}, planner: {}, api: {} },
    };
    const cases: [Language, readonly ("common" | "planner" | "api")[], string, TOptions?][] = [
      ["de", ["planner", "api"], "q"],
      ["de", ["planner", "api"], "shared"],
      ["de", ["api", "planner"], "shared"],
      ["de", ["planner", "api"], "code"],
      ["de", ["planner"], "common:only"],
      ["de", ["common"], "only"],
      ["de", ["common"], "nowhere"],
      ["de", ["common"], "planner:nowhere"],
      ["de", ["common"], "elsewhere:key"],
      ["de", ["common"], "a", { y: 1 }],
      ["de", ["common"], "a", { x: undefined, y: null, z: "1234" }],
      ["de", ["common"], "a", { x: 0, y: false, z: 1234567.891 }],
      ["de", ["common"], "g", { count: 1 }],
      ["de", ["common"], "g", { count: 2 }],
      ["ja", ["common"], "f", { count: 1 }],
      ["ja", ["common"], "f", { count: 5 }],
      ["de", ["common"], "f", { count: "1" }],
    ];
    for (const [lng, ns, key, options] of cases) {
      const theirs = i18nextFor(lng, texts).getFixedT(lng, ns) as unknown as (k: string, o?: TOptions) => unknown;
      expect(createTranslator(lng, texts).getFixedT(ns)(key, options), `${lng} ${key}`).toEqual(theirs(key, options));
    }
    expect(createTranslator("de", texts).exists("only")).toBe(true);
    expect(createTranslator("de", texts).exists("q")).toBe(false);
    expect(createTranslator("de", texts).exists("planner:q")).toBe(true);
  });

  it("hands out one function per namespace list, so components can depend on it", () => {
    const ours = createTranslator("fr", resources as Record<Language, LanguageTexts>);
    expect(ours.getFixedT(["planner", "api"])).toBe(ours.getFixedT(["planner", "api"]));
    expect(ours.getFixedT()).toBe(ours.t);
  });

  it("grows in the browser: a namespace not held is reported when asked for, and answers once added", () => {
    const missing: string[] = [];
    const browser = createTranslator("de", {}, { onMissing: (ns) => missing.push(ns) });
    const t = browser.getFixedT(["planner", "api"]);
    expect(t("overdue.title", { count: 2 })).toBe("overdue.title");
    expect(missing).toEqual(["planner", "api"]);
    expect(browser.has("planner")).toBe(false);
    browser.add("planner", resources.de!.planner);
    expect(browser.has("planner")).toBe(true);
    // The same function as before: components that kept it answer with the new texts.
    expect(t("overdue.title", { count: 2 })).toBe(translatorFor("de").t("planner:overdue.title", { count: 2 }));
    expect(missing).toEqual(["planner", "api"]);
    // A text found in a namespace held asks for nothing; one found nowhere names those not held.
    expect(t("api:not_admin")).toBe("not_admin");
    expect(missing).toEqual(["planner", "api", "api"]);
    // The server's translator holds everything and never reports.
    const server = createTranslator("de", resources as Record<Language, LanguageTexts>, {
      onMissing: (ns) => missing.push(`server:${ns}`),
    });
    expect(server.t("planner:nowhere.at.all")).toBe("nowhere.at.all");
    expect(missing.filter((m) => m.startsWith("server:"))).toEqual([]);
  });
});

describe("zero", () => {
  it("takes a language's `_zero` form for 0 where it has one: Portuguese's '0 notas' (Intl puts 0 with 1)", () => {
    expect(new Intl.PluralRules("pt").select(0)).toBe("one");
    const pt = translatorFor("pt").t;
    expect(pt("filters:notes", { count: 0 })).toBe("0 notas");
    expect(pt("filters:notes", { count: 1 })).toBe("1 nota");
    expect(pt("select:selected", { count: 0 })).toBe("0 selecionados");
    expect(translatorFor("en").t("filters:notes", { count: 0 })).toBe("0 notes");
  });

  it("keeps, outside Portuguese, the words each language's plural rules give 0 (French's singular)", () => {
    for (const lng of supportedLanguages.filter((l) => l !== "pt")) {
      const zero = new Intl.PluralRules(lng).select(0);
      for (const ns of namespaces) {
        const texts = new Map(leaves((resources[lng] as LanguageTexts)[ns]));
        for (const [key, text] of texts)
          if (key.endsWith("_zero"))
            expect(text, `${lng} ${ns}:${key}`).toBe(texts.get(key.replace(/_zero$/, `_${zero}`)));
      }
    }
    expect(translatorFor("fr").t("filters:notes", { count: 0 })).toBe("0 note");
  });
});
