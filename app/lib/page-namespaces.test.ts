import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { namespaces, type Namespace } from "./i18n";
import { PAGE_NAMESPACES, pageNamespaces, showsRefusal } from "./page-namespaces";

const APP = path.resolve(import.meta.dirname, "..");

interface RouteEntry {
  id: string;
  file: string;
  layout: boolean;
  /** Its own id and its layouts', root first: the matches of a page. */
  ids: string[];
}

/** Every route of app/routes.ts: its id (as React Router names it) and module. */
function flatten(entries: RouteConfigEntry[], above: string[] = ["root"]): RouteEntry[] {
  return entries.flatMap((entry) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    const ids = [...above, id];
    return [
      { id, file: entry.file, layout: (entry.children ?? []).length > 0, ids },
      ...flatten(entry.children ?? [], ids),
    ];
  });
}
const all = flatten(routes);
/** Routes that render something (resource routes are .ts files), and the pages among them. */
const rendering = [{ id: "root", file: "root.tsx", layout: true, ids: ["root"] }, ...all].filter((r) =>
  r.file.endsWith(".tsx"),
);
const pages = rendering.filter((r) => !r.layout);

const NAMESPACE = new RegExp(`["'\`](${namespaces.filter((ns) => ns !== "api").join("|")}):[a-zA-Z]`, "g");
// The data API's words are refusals' (messages from an answer), which load with the answer
// (showsRefusal): a module needs them listed only when it shows one of its own accord.
const API_SHOWN = /\bt\(["'`]api:[a-zA-Z]/;

/**
 * The namespaces a module and what it imports (in app/, server modules left out: what they
 * word reaches the page as text) ask for: useTranslation's arguments and "ns:key" texts.
 */
function namespacesUsed(file: string, seen = new Set<string>()): Set<Namespace> {
  const out = new Set<Namespace>();
  if (seen.has(file)) return out;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const [, args] of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const named = [...args!.matchAll(/"(\w+)"/g)].map((m) => m[1] as Namespace);
    for (const ns of named.length ? named : ["common" as const]) if (ns !== "api") out.add(ns);
  }
  for (const [, ns] of source.matchAll(NAMESPACE)) out.add(ns as Namespace);
  if (API_SHOWN.test(source)) out.add("api");
  for (const [, spec] of source.matchAll(/^import (?!type)[^;]*? from "([~.][^"]+)";/gms)) {
    if (spec!.endsWith(".server") || spec!.includes(".server.")) continue;
    const base = spec!.startsWith("~/") ? path.join(APP, spec!.slice(2)) : path.resolve(path.dirname(file), spec!);
    const target = [".tsx", ".ts", "/index.tsx", "/index.ts"].map((ext) => base + ext).find(existsSync);
    if (target) for (const ns of namespacesUsed(target, seen)) out.add(ns);
  }
  return out;
}

describe("the texts each page loads", () => {
  it("are listed for every page, and only for routes that render", () => {
    const listed = Object.keys(PAGE_NAMESPACES);
    expect(pages.map((p) => p.id).filter((id) => !listed.includes(id))).toEqual([]);
    expect(listed.filter((id) => !rendering.some((r) => r.id === id))).toEqual([]);
    for (const list of Object.values(PAGE_NAMESPACES)) for (const ns of list) expect(namespaces).toContain(ns);
  });

  for (const route of rendering) {
    it(`${route.id} has every namespace its module asks for`, () => {
      const used = namespacesUsed(path.join(APP, route.file));
      expect([...used].filter((ns) => !pageNamespaces(route.ids).includes(ns))).toEqual([]);
    });
  }

  it("are 'common' first, without repeats", () => {
    expect(pageNamespaces(["root", "routes/layouts/dashboards-show", "routes/dashboards/$dashboardId/day"])).toEqual([
      "common",
      "planner",
      "across",
    ]);
    expect(pageNamespaces(["root", "routes/layouts/dashboards-home", "routes/dashboards/index"])).toEqual([
      "common",
      "planner",
      "dashboards",
      "search",
    ]);
    // A page showing a refusal: the data API's words too, once.
    expect(pageNamespaces(["root", "routes/dashboards/$dashboardId/day"], true)).toEqual([
      "common",
      "planner",
      "across",
      "api",
    ]);
    expect(pageNamespaces(["routes/login/sign-in"], true)).toEqual(["common", "auth", "api"]);
    expect(pageNamespaces(["routes/support/support", "routes/account/settings"])).toEqual([
      "common",
      "support",
      "auth",
      "api",
      "settings",
      "billing",
    ]);
    expect(pageNamespaces([])).toEqual(["common"]);
  });
});

describe("an answer that shows a refusal", () => {
  it("carries a form's messages (a link's notice is in the page's own words)", () => {
    expect(showsRefusal({ errors: { title: ["api:title_required"] }, values: {} })).toBe(true);
    expect(showsRefusal({ objectives: [], notice: { key: "planner:query.day", values: { value: "x" } } })).toBe(false);
    for (const data of [null, undefined, "text", 1, { ok: true }, []]) expect(showsRefusal(data)).toBe(false);
  });
});
