import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../app/lib/i18n";
import config from "./capacitor.config";
// @ts-expect-error: a plain script of the mobile app's, without types.
import { DEFAULT_SITE, offlinePage, offlineTexts, pickLanguage } from "./scripts/offline-page.mjs";

type Texts = Record<string, { title: string; text: string; retry: string }>;

/** Runs the page's script with a device's languages; answers what the page then says. */
function shown(html: string, languages: string[]) {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const elements: Record<string, { textContent: string }> = {
    title: { textContent: "" },
    text: { textContent: "" },
    retry: { textContent: "" },
  };
  const document = { documentElement: { lang: "en" }, getElementById: (id: string) => elements[id] };
  new Function("navigator", "document", script)({ languages }, document);
  return {
    lang: document.documentElement.lang,
    title: elements.title!.textContent,
    retry: elements.retry!.textContent,
  };
}

describe("the page the app shows offline", () => {
  const texts = offlineTexts() as Texts;

  it("speaks every language of the product, from its locales", () => {
    expect(Object.keys(texts).sort()).toEqual([...supportedLanguages].sort());
    for (const lng of supportedLanguages) expect(Object.keys(texts[lng]!).sort()).toEqual(["retry", "text", "title"]);
  });

  it("picks the device's first language it speaks, else English", () => {
    const available = Object.keys(texts);
    expect(pickLanguage(["pt-BR", "en-US"], available)).toBe("pt");
    expect(pickLanguage(["nl-NL", "de-AT"], available)).toBe("de");
    expect(pickLanguage(["zh-Hans-CN"], available)).toBe("zh");
    expect(pickLanguage(["nl"], available)).toBe("en");
    const html = offlinePage(DEFAULT_SITE, texts);
    expect(shown(html, ["ja-JP"])).toEqual({ lang: "ja", title: texts.ja!.title, retry: texts.ja!.retry });
    expect(shown(html, ["ko"])).toEqual({ lang: "en", title: texts.en!.title, retry: texts.en!.retry });
  });

  it("says English before its script runs, and tries the site again", () => {
    const html = offlinePage("https://example.test/a?b=1&c=2", texts);
    expect(html).toContain(`<h1 id="title">${texts.en!.title}</h1>`);
    expect(html).toContain('<a id="retry" href="https://example.test/a?b=1&amp;c=2">');
  });

  it("opens the same site as the app, by default and from PLANNER_URL", () => {
    expect(process.env.PLANNER_URL ?? "").toBe("");
    expect(config.server?.url).toBe(DEFAULT_SITE);
    expect(config.server?.errorPath).toBe("index.html");
    expect(config.webDir).toBe("www");
  });
});
