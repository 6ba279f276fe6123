import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { PRIMARY_COLORS, NEUTRAL_COLORS } from "../../app/lib/theme.ts";
import { call, createUsers, refused, sqlAs, subscribe } from "./helpers.ts";

// Appearance: the palette is data, premium colours are for plans with premium_themes, and a
// premium choice shows as the default once the plan ends (the choice itself is kept).
type User = { id: string; email: string };
let db: Db;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
});
afterAll(() => db.close());

const users = async <N extends string>(...names: N[]) => (await createUsers(db, names)) as Record<N, User>;
const DEFAULT = { primary: "green", neutral: "slate", mode: "system" };

describe("the palette", () => {
  it("is the app's: every colour has its CSS, green and slate first, the free ones before the premium", async () => {
    const { rows } = await db.query<{ kind: string; name: string; premium: boolean }>(
      "select kind, name, premium from public.theme_colors order by kind, position",
    );
    const of = (kind: string) => rows.filter((r) => r.kind === kind);
    expect(of("primary").map((r) => [r.name, r.premium])).toEqual(PRIMARY_COLORS.map((c) => [c.name, c.premium]));
    expect(of("neutral").map((r) => [r.name, r.premium])).toEqual(NEUTRAL_COLORS.map((c) => [c.name, c.premium]));
    for (const kind of ["primary", "neutral"]) {
      const premium = of(kind).map((r) => r.premium);
      expect(premium).toEqual([...premium].sort((a, b) => Number(a) - Number(b)));
    }
  });

  it("is readable by visitors", async () => {
    const rows = await sqlAs(db, "anon", "select count(*)::int as n from public.theme_colors");
    expect(rows.rows[0].n).toBe(PRIMARY_COLORS.length + NEUTRAL_COLORS.length);
  });
});

describe("choosing a theme", () => {
  it("starts at the default and saves free colours and the mode", async () => {
    const { ann } = await users("ann");
    expect(await call(db, ann, "get_my_appearance")).toEqual(DEFAULT);
    expect(await call(db, ann, "update_my_appearance", { p_primary: "blue", p_neutral: "zinc" })).toEqual({
      primary: "blue",
      neutral: "zinc",
      mode: "system",
    });
    // A null argument keeps what is there.
    expect(await call(db, ann, "update_my_appearance", { p_mode: "dark" })).toEqual({
      primary: "blue",
      neutral: "zinc",
      mode: "dark",
    });
    const page = await call(db, ann, "get_account_page");
    expect(page.appearance).toEqual({ primary: "blue", neutral: "zinc", mode: "dark" });
    expect(page.billing.plan).toBe("free");
    expect(page.profile.email).toBe(ann.email);
    expect((await call(db, ann, "get_dashboards_page", { p_time_zone: "UTC" })).appearance.primary).toBe("blue");
  });

  it("refuses premium colours on the free plan, unknown colours and modes, and visitors", async () => {
    const { bea } = await users("bea");
    await expect(call(db, bea, "update_my_appearance", { p_primary: "rose" })).rejects.toMatchObject({
      ...refused("PT422", "plan_limit_reached"),
      detail: "themes",
    });
    await expect(call(db, bea, "update_my_appearance", { p_neutral: "mauve" })).rejects.toMatchObject(
      refused("PT422", "plan_limit_reached"),
    );
    // A primary name as a neutral is unknown too.
    await expect(call(db, bea, "update_my_appearance", { p_neutral: "green" })).rejects.toMatchObject({
      ...refused("PT422", "theme_color_invalid"),
      detail: "neutral",
    });
    await expect(call(db, bea, "update_my_appearance", { p_mode: "sepia" })).rejects.toMatchObject(
      refused("PT422", "color_mode_invalid"),
    );
    await expect(call(db, "anon", "update_my_appearance", { p_mode: "dark" })).rejects.toMatchObject({
      code: "42501",
    });
    // Nothing was half-saved by the refused calls.
    expect(await call(db, bea, "get_my_appearance")).toEqual(DEFAULT);
  });

  it("lets a subscriber choose premium colours, shows the default when the plan ends, and brings them back", async () => {
    const { cy } = await users("cy");
    await subscribe(db, cy, "trialing");
    expect(await call(db, cy, "update_my_appearance", { p_primary: "rose", p_neutral: "mauve" })).toMatchObject({
      primary: "rose",
      neutral: "mauve",
    });
    await subscribe(db, cy, "canceled");
    expect(await call(db, cy, "get_my_appearance")).toEqual({ ...DEFAULT, primary: "green", neutral: "slate" });
    // Only the premium part falls back: a free colour chosen with it stays.
    await subscribe(db, cy, "active");
    await call(db, cy, "update_my_appearance", { p_primary: "blue", p_neutral: "taupe", p_mode: "light" });
    await subscribe(db, cy, "canceled");
    expect(await call(db, cy, "get_my_appearance")).toEqual({ primary: "blue", neutral: "slate", mode: "light" });
    await subscribe(db, cy, "active");
    expect(await call(db, cy, "get_my_appearance")).toEqual({ primary: "blue", neutral: "taupe", mode: "light" });
  });

  it("cannot be written around the function", async () => {
    const { dee } = await users("dee");
    await expect(
      sqlAs(db, dee, "update public.profiles set theme_primary = 'rose' where id = $1", [dee.id]),
    ).rejects.toMatchObject({ code: "42501" });
  });
});
