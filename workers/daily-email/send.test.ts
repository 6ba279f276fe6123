import { describe, expect, it, vi } from "vitest";
import type { Reminder } from "./compose-reminder";
import { tellOpenPages, type DailyEmailEnv } from "./send";

// A sent reminder reaches its person's open pages (decision 074), through the app Worker's
// live objects; here namespaces that record what they are asked.
const reminder = (user: string, dashboard: string, objective: string): Reminder => ({
  user_id: user,
  email: `${user}@example.com`,
  name: null,
  locale: "en",
  at: "09:30",
  days_before: 0,
  objective: { id: objective, title: `Call ${objective}`, day: "2031-04-15", priority: 4, description: "" },
  dashboard: { id: dashboard, name: "Home" },
});

function namespace(remind: (...args: unknown[]) => Promise<number>) {
  const asked: { name: string; args: unknown[] }[] = [];
  const ns = {
    idFromName: (name: string) => name,
    get: (id: string) => ({ remind: (...args: unknown[]) => (asked.push({ name: id, args }), remind(...args)) }),
  };
  return { ns: ns as unknown as DurableObjectNamespace<never>, asked };
}

describe("tellOpenPages", () => {
  it("tells each reminder's dashboard (for its person's sockets only) and its person's own object", async () => {
    const dashboards = namespace(async () => 1);
    const people = namespace(async () => 0);
    const env = { DASHBOARD_LIVE: dashboards.ns, PERSON_LIVE: people.ns } as unknown as DailyEmailEnv;
    await tellOpenPages(env, [reminder("ann", "d1", "o1"), reminder("ben", "d2", "o2")]);
    const told = (objective: string) => ({
      objective,
      dashboard: objective === "o1" ? "d1" : "d2",
      title: `Call ${objective}`,
      at: "09:30",
    });
    expect(dashboards.asked).toEqual([
      { name: "d1", args: ["ann", told("o1")] },
      { name: "d2", args: ["ben", told("o2")] },
    ]);
    expect(people.asked).toEqual([
      { name: "ann", args: [told("o1")] },
      { name: "ben", args: [told("o2")] },
    ]);
  });

  it("never fails the run: the email has gone already", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const dashboards = namespace(async () => {
      throw new Error("object unreachable");
    });
    const env = { DASHBOARD_LIVE: dashboards.ns } as unknown as DailyEmailEnv;
    await expect(tellOpenPages(env, [reminder("ann", "d1", "o1")])).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith("reminders: 1 of 1 open-page notices failed");
    // Without the bindings (a deploy without the app Worker), nothing to tell.
    await expect(tellOpenPages({} as DailyEmailEnv, [reminder("ann", "d1", "o1")])).resolves.toBeUndefined();
    error.mockRestore();
  });
});
