import { createInstance, type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { remembered } from "./use-translation";

/** A fixed `t` over real i18next that counts its lookups. */
async function counting(lng: string, texts: Record<string, string>) {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { [lng]: { planner: texts } }, defaultNS: "planner" });
  const fixed = i18n.getFixedT(lng, "planner");
  const calls: unknown[][] = [];
  const t = Object.assign((...args: unknown[]) => {
    calls.push(args);
    return (fixed as unknown as (...a: unknown[]) => unknown)(...args);
  }, fixed) as unknown as TFunction;
  return { t, calls };
}

describe("remembered texts", () => {
  it("looks a plain text up once, and passes anything with options through", async () => {
    const { t, calls } = await counting("de", {
      title: "Titel",
      items_one: "{{count}} Eintrag",
      items_other: "{{count}} Einträge",
    });
    const r = remembered(t, "de|planner|test1|");
    expect(r("title")).toBe("Titel");
    expect(r("title")).toBe("Titel");
    expect(calls).toHaveLength(1);
    expect(r("items", { count: 1 })).toBe("1 Eintrag");
    expect(r("items", { count: 2 })).toBe("2 Einträge");
    expect(calls).toHaveLength(3);
    // What i18next puts on a fixed `t` stays on it.
    expect((r as unknown as { lng: string }).lng).toBe("de");
  });

  it("keeps languages apart, and does not keep a missing text", async () => {
    const de = await counting("de", { title: "Titel" });
    const fr = await counting("fr", { title: "Titre" });
    expect(remembered(de.t, "de|planner|test2|")("title")).toBe("Titel");
    expect(remembered(fr.t, "fr|planner|test2|")("title")).toBe("Titre");
    const r = remembered(de.t, "de|planner|test2|");
    expect(r("nowhere")).toBe("nowhere");
    expect(r("planner:nowhere")).toBe("nowhere");
    r("nowhere");
    expect(de.calls.filter(([key]) => String(key).endsWith("nowhere"))).toHaveLength(3);
  });
});
