// Draws the app icons the web manifest names (decision 076) from public/favicon.svg with
// Debian's Chromium: 192 and 512 px as the favicon is (a rounded green square), and a
// maskable 512 px (full bleed, the tick inside the safe circle), for Android's shapes.
// Run after changing the favicon: `node local/make-icons.ts`; the PNGs are committed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
const svg = readFileSync(path.join(root, "public/favicon.svg"), "utf8");
// The tick alone, on a full square: Android masks it to a circle of 80 % of the side.
const maskable = svg
  .replace(/<rect[^>]*\/>/, '<rect width="32" height="32" fill="#16a34a"/>')
  .replace(/<path /, '<path transform="translate(16 16) scale(0.75) translate(-16 -16)" ');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage();
for (const [file, source, size] of [
  ["icon-192.png", svg, 192],
  ["icon-512.png", svg, 512],
  ["icon-maskable-512.png", maskable, 512],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`,
  );
  await page.screenshot({ path: path.join(root, "public", file), omitBackground: true });
}
await browser.close();
console.log("public/icon-192.png, icon-512.png, icon-maskable-512.png written");
