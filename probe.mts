import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await b.newContext({ baseURL: "http://localhost:8801" });
const page = await ctx.newPage();
await page.request.post("/login/sign-up", { form: { name: "Ana", email: `p-${Date.now()}@example.com`, password: "correct1horse", intent: "password" }, maxRedirects: 0 });
await page.goto("/dashboards");
await page.getByLabel("Name of the new dashboard").fill("Home");
await page.getByRole("button", { name: "Add dashboard" }).click();
await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
const html = await (await page.request.get(page.url())).text();
const files = new Set<string>();
for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"|<script[^>]+src="([^"]+)"|import\("([^"]+)"\)|import "([^"]+)"/g)) {
  const href = m[1] ?? m[2] ?? m[3] ?? m[4];
  if (href?.startsWith("/assets/")) files.add(href);
}
const lng = html.match(/<html[^>]* data-locale="(\w+)"/)?.[1];
const ns = new Set(html.match(/<html[^>]* data-ns="([\w ]+)"/)?.[1]?.split(" ") ?? []);
console.log("ns", [...ns]);
for (const file of [...files]) {
  const entry = readFileSync(`build-try/client${file}`, "utf8");
  for (const m of entry.matchAll(/locales\/(\w+)\/(\w+)\.json":\(\)=>[^`"]*[`"]\.\/([\w-]+\.js)[`"]/g)) if (m[1] === lng && ns.has(m[2]!)) files.add(`/assets/${m[3]}`);
}
let total = 0;
for (const f of files) { const n = gzipSync(readFileSync(`build-try/client${f}`)).length; total += n; console.log(n, f); }
console.log("total", total);
await b.close();
