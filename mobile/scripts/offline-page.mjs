// The page the app shows when it cannot reach the site (capacitor.config.ts: server.errorPath),
// in the product's seven languages (locales/<lng>/common.json, "offline"). Written into www/
// by `npm run www` (and before `cap add` / `cap sync`); mobile/offline-page.test.ts checks it.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const here = import.meta.dirname;
/** The site the app opens; capacitor.config.ts reads the same variable with the same default. */
export const DEFAULT_SITE = "https://planner.example";

/** Each language's texts, English first (the page's own, shown before the script picks). */
export function offlineTexts(localesDir = path.join(here, "../../locales")) {
  const languages = readdirSync(localesDir).filter((name) => !name.includes("."));
  languages.sort((a, b) => (a === "en" ? -1 : b === "en" ? 1 : a.localeCompare(b)));
  return Object.fromEntries(
    languages.map((lng) => [lng, JSON.parse(readFileSync(path.join(localesDir, lng, "common.json"), "utf8")).offline]),
  );
}

/** The first of the device's languages the page speaks ("pt-BR" → "pt"), else English. */
export function pickLanguage(preferred, available) {
  for (const tag of preferred) {
    const code = String(tag).toLowerCase().split("-")[0];
    if (available.includes(code)) return code;
  }
  return "en";
}

const escape = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

export function offlinePage(site = DEFAULT_SITE, texts = offlineTexts()) {
  const en = texts.en;
  // JSON in a script: "<" escaped so no text can close the element.
  const data = JSON.stringify(texts).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <title>Planner</title>
    <style>
      body { margin: 0; min-height: 100dvh; display: grid; place-items: center; font: 16px/1.5 system-ui, sans-serif; }
      main { max-width: 22rem; padding: 1.5rem; text-align: center; }
      h1 { font-size: 1.25rem; margin: 0 0 0.5rem; }
      p { margin: 0 0 1.5rem; opacity: 0.8; }
      a { display: inline-block; padding: 0.6rem 1.2rem; border-radius: 0.5rem; background: #2563eb; color: #fff; text-decoration: none; }
    </style>
  </head>
  <body>
    <main>
      <h1 id="title">${escape(en.title)}</h1>
      <p id="text">${escape(en.text)}</p>
      <a id="retry" href="${escape(site)}">${escape(en.retry)}</a>
    </main>
    <script>
      const texts = ${data};
      const lng = (${pickLanguage.toString()})(navigator.languages || [navigator.language], Object.keys(texts));
      document.documentElement.lang = lng;
      for (const id of ["title", "text", "retry"]) document.getElementById(id).textContent = texts[lng][id];
    </script>
  </body>
</html>
`;
}

if (process.argv[1] === import.meta.filename) {
  const file = path.join(here, "../www/index.html");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, offlinePage(process.env.PLANNER_URL || DEFAULT_SITE));
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
