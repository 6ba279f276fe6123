import { fallbackLanguage, type Language, type Namespace } from "./i18n";

/**
 * The interface's texts, looked up as i18next looks them up, for what our locale files use:
 * "ns:key" and dotted keys, the namespaces a component asks for (in order), English when a
 * language lacks a text, `_one`/`_other`… forms chosen by Intl.PluralRules for a numeric
 * `count` (a `_zero` form first for 0, where a language has one), `{{name}}` and `{{name, number}}`, and `returnObjects`. Pages render with it on
 * the server and in the browser, so i18next (about 16 KB of gzipped JavaScript, decision 016)
 * is not shipped to browsers; translator.test.ts holds every text of every language to what
 * i18next answers.
 */
export interface TOptions {
  count?: number | string;
  returnObjects?: boolean;
  [name: string]: unknown;
}

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

export interface Translator {
  readonly language: Language;
  /** In the default namespace ("common"), others by "ns:key". */
  readonly t: TFunction;
  exists(key: string): boolean;
  /** A `t` for these namespaces, in order (the same function each time it is asked for). */
  getFixedT(ns?: Namespace | readonly Namespace[]): TFunction;
}

/**
 * The browser's translator holds only the namespaces its pages have needed so far
 * (decision 040): it takes more as they load, and says when a text was asked of a
 * namespace it does not hold yet.
 */
export interface GrowingTranslator extends Translator {
  /** Namespaces of the translator's language that it holds. */
  has(ns: string): boolean;
  add(ns: string, content: unknown): void;
}

export interface TranslatorOptions {
  /** A text was not found, and this namespace, where it might be, is not held. */
  onMissing?: (ns: string) => void;
}

/** A language's texts: namespace → nested keys, as in locales/<lng>/<ns>.json. */
export type LanguageTexts = Record<string, unknown>;

const DEFAULT_NS = "common";
const PLACEHOLDER = /{{(.+?)}}/g;

/** Every key of a namespace by its dotted path: texts, and the objects that hold them (returnObjects). */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>) {
  if (prefix) out.set(prefix, value);
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  }
}

export function createTranslator(
  language: Language,
  texts: Partial<Record<Language, LanguageTexts>>,
  { onMissing }: TranslatorOptions = {},
): GrowingTranslator {
  const codes: Language[] = language === fallbackLanguage ? [language] : [language, fallbackLanguage];
  const tables = new Map<string, Map<string, unknown>>();
  function add(code: Language, ns: string, content: unknown) {
    const table = new Map<string, unknown>();
    flatten(content, "", table);
    tables.set(`${code}:${ns}`, table);
  }
  for (const code of codes) {
    for (const [ns, content] of Object.entries(texts[code] ?? {})) add(code, ns, content);
  }
  const plurals = new Map(codes.map((code) => [code, new Intl.PluralRules(code)]));
  let numbers: Intl.NumberFormat | undefined;

  function find(namespaces: readonly string[], key: string, count: number | undefined): unknown {
    for (const ns of namespaces) {
      for (const code of codes) {
        const table = tables.get(`${code}:${ns}`);
        if (!table) continue;
        if (count !== undefined) {
          const form = table.get(
            `${key}_${count === 0 && table.has(`${key}_zero`) ? "zero" : plurals.get(code)!.select(count)}`,
          );
          if (form !== undefined && form !== null) return form;
        }
        const found = table.get(key);
        if (found !== undefined && found !== null) return found;
      }
    }
    if (onMissing) for (const ns of namespaces) if (!tables.has(`${language}:${ns}`)) onMissing(ns);
    return undefined;
  }

  function interpolate(text: string, options: TOptions): string {
    return text.replace(PLACEHOLDER, (placeholder, inside: string) => {
      const comma = inside.indexOf(",");
      const name = (comma < 0 ? inside : inside.slice(0, comma)).trim();
      // A value not given keeps its placeholder; one given as null or undefined is left out.
      if (!Object.hasOwn(options, name)) return placeholder;
      const value = options[name];
      if (value === undefined || value === null) return "";
      if (comma >= 0 && inside.slice(comma + 1).trim() === "number") {
        numbers ??= new Intl.NumberFormat(language);
        return numbers.format(value as number);
      }
      return String(value);
    });
  }

  /** "ns:key" names its namespace; a bare key is looked up in the given ones. */
  function split(namespaces: readonly string[], fullKey: string): [readonly string[], string] {
    const colon = fullKey.indexOf(":");
    return colon < 0 ? [namespaces, fullKey] : [[fullKey.slice(0, colon)], fullKey.slice(colon + 1)];
  }

  function translate(given: readonly string[], fullKey: string, options?: TOptions): unknown {
    const [namespaces, key] = split(given, fullKey);
    // Plural forms for a numeric count only (flash values travel as strings: see toasts.tsx).
    const count = typeof options?.count === "number" ? options.count : undefined;
    const found = find(namespaces, key, count) ?? key;
    if (typeof found !== "string") {
      return options?.returnObjects ? found : `key '${key} (${language})' returned an object instead of string.`;
    }
    return options ? interpolate(found, options) : found;
  }

  const fixed = new Map<string, TFunction>();
  function getFixedT(ns?: Namespace | readonly Namespace[]): TFunction {
    const namespaces: readonly string[] = ns === undefined ? [DEFAULT_NS] : typeof ns === "string" ? [ns] : ns;
    const id = namespaces.join(",");
    let t = fixed.get(id);
    if (!t) {
      t = ((key: string, options?: TOptions) => translate(namespaces, key, options)) as TFunction;
      fixed.set(id, t);
    }
    return t;
  }

  return {
    language,
    t: getFixedT(),
    exists: (key) => find(...split([DEFAULT_NS], key), undefined) !== undefined,
    getFixedT,
    has: (ns) => tables.has(`${language}:${ns}`),
    add: (ns, content) => add(language, ns, content),
  };
}
