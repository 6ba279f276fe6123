import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, createUsers, type User } from "../supabase/tests/helpers.ts";
import { startMailWorker, type MailWorker } from "./testing/mail-worker.ts";

// The daily-email Worker as workerd runs it (Miniflare), its cron trigger fired by hand at
// chosen moments, against the Supabase stand-in and an email API (Resend's protocol) that
// records what it is sent and can be made to fail.
const SITE = "https://planner.example";
let worker: MailWorker;

beforeAll(async () => {
  worker = await startMailWorker(SITE, "daily-email");
}, 120_000);

afterAll(() => worker?.close());

beforeEach(() => {
  worker.received.length = 0;
  worker.failNext = 0;
});

/** Fires the cron trigger as if at `utc`; the emails this run sent. */
async function run(utc: string) {
  const before = worker.received.length;
  // Miniflare's Fetcher types lack scheduled(), which its workers have.
  const handlers = (await worker.mf.getWorker()) as unknown as {
    scheduled(options: { scheduledTime: Date; cron: string }): Promise<{ outcome: string }>;
  };
  const result = await handlers.scheduled({ scheduledTime: new Date(`${utc}Z`), cron: "* * * * *" });
  expect(result.outcome).toBe("ok");
  return worker.received.slice(before).flatMap((r) => r.emails);
}

/** A person with the daily email at `hour` in `zone`, a dashboard, and objectives on `day`. */
async function person(name: string, zone: string, hour: number, locale: string, day: string, titles: string[]) {
  const who = (await createUsers(worker.supabase.db, [name]))[name] as User;
  await call(worker.supabase.db, who, "update_my_profile", { p_time_zone: zone, p_locale: locale });
  const board = (await call(worker.supabase.db, who, "create_dashboard", { p_name: `Plans of ${name}` })).id as string;
  for (const [i, title] of titles.entries())
    await call(worker.supabase.db, who, "add_objective", {
      p_dashboard: board,
      p_day: day,
      p_title: title,
      p_priority: i === 0 ? 1 : 4,
    });
  await call(worker.supabase.db, who, "update_my_daily_email", { p_hour: hour });
  await worker.supabase.db.query("update private.daily_emails set sent_on = null where user_id = $1", [who.id]);
  return { who, board };
}

describe("the daily-email Worker", () => {
  it("sends each person their day once, in their language, at their hour, with a one-click way out", async () => {
    const anna = await person("anna", "Europe/Berlin", 7, "de", "2026-04-14", ["Steuer <abgeben>", "Blumen gießen"]);
    const kenji = await person("kenji", "Asia/Tokyo", 8, "ja", "2026-04-14", ["家賃を払う"]);
    await call(worker.supabase.db, anna.who, "add_objective", {
      p_dashboard: anna.board,
      p_day: "2026-04-12",
      p_title: "Alte Rechnung",
      p_priority: 2,
      p_assignee: anna.who.id,
    });
    // 04:45 UTC: 06:45 in Berlin (too early), 13:45 in Tokyo (past the window).
    expect(await run("2026-04-14T04:45:00")).toEqual([]);
    // 05:00 UTC: 07:00 in Berlin.
    const [mail, ...others] = await run("2026-04-14T05:00:00");
    expect(others).toEqual([]);
    expect(worker.received[0]!.auth).toBe("Bearer re_test");
    expect(mail).toMatchObject({ from: "Planner <planner@example.com>", to: [anna.who.email] });
    expect(mail.subject).toBe("Dein Tag: Dienstag, 14. April");
    expect(mail.text).toContain("Hallo Anna,");
    expect(mail.text).toContain("Plans of anna — 2 Ziele heute");
    expect(mail.text).toContain("- Steuer <abgeben> (Priorität 1)");
    // What is overdue, by name, with its day.
    expect(mail.text).toContain("2 Ziele heute · 1 überfällig");
    // Whose it is, when assigned: the reader's "für dich".
    expect(mail.text).toContain("Überfällig:\n- Alte Rechnung (Priorität 2, 12. Apr., für dich)");
    expect(mail.html).toContain(" · für dich</span>");
    expect(mail.html).toContain("Alte Rechnung");
    expect(mail.text).toContain(`Plans of anna öffnen: ${SITE}/dashboards/${anna.board}`);
    expect(mail.text).toContain("jeden Tag um 07:00");
    // HTML escapes what people typed.
    expect(mail.html).toContain("Steuer &#60;abgeben&#62;");
    expect(mail.html).not.toContain("<abgeben>");
    const off = mail.headers["List-Unsubscribe"].slice(1, -1);
    expect(off).toMatch(new RegExp(`^${SITE}/daily-email/off/[0-9a-f]{32}$`));
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(off);
    // Later in the window: nothing twice.
    expect(await run("2026-04-14T06:00:00")).toEqual([]);
    // Tokyo's 08:00 is 23:00 UTC the day before.
    const [tokyo] = await run("2026-04-13T23:15:00");
    expect(tokyo.to).toEqual([kenji.who.email]);
    expect(tokyo.subject).toBe("今日の予定：4月14日火曜日");
    expect(tokyo.text).toContain("- 家賃を払う (優先度 1)");
  });

  it("gives the emails back when the email API fails, and sends them on the next run", async () => {
    const { who } = await person("lena", "UTC", 9, "en", "2026-04-15", ["Call the bank"]);
    worker.failNext = 1;
    expect(await run("2026-04-15T09:00:00")).toEqual([]);
    const [retried] = await run("2026-04-15T09:15:00");
    expect(retried.to).toEqual([who.email]);
    expect(retried.subject).toBe("Your day: Wednesday, April 15");
    expect(await run("2026-04-15T09:30:00")).toEqual([]);
  });

  it("sends nothing on a day with nothing open", async () => {
    const { who } = await person("max", "UTC", 10, "en", "2026-04-20", []);
    const sent = await run("2026-04-16T10:00:00");
    expect(sent.filter((m) => m.to.includes(who.email))).toEqual([]);
    // Claimed all the same: the rest of the window asks nothing more for that day.
    const { rows } = await worker.supabase.db.query(
      "select sent_on::text as day from private.daily_emails where user_id = $1",
      [who.id],
    );
    expect(rows[0].day).toBe("2026-04-16");
  });

  // Reminders (decision 074): set for 2031, since a moment gone cannot be set; at 15:00 UTC
  // nobody above has a daily email due.
  async function reminded(name: string, zone: string, locale: string, day: string, at: string) {
    const who = (await createUsers(worker.supabase.db, [name]))[name] as User;
    await call(worker.supabase.db, who, "update_my_profile", { p_time_zone: zone, p_locale: locale });
    const board = (await call(worker.supabase.db, who, "create_dashboard", { p_name: "Errands" })).id as string;
    const objective = (
      await call(worker.supabase.db, who, "add_objective", {
        p_dashboard: board,
        p_day: day,
        p_title: "Zahnarzt anrufen",
      })
    ).id as string;
    await call(worker.supabase.db, who, "set_my_reminder", { p_objective: objective, p_at: at });
    return { who, board, objective };
  }
  const to = (mails: any[], who: User) => mails.filter((m) => m.to.includes(who.email));

  it("sends a reminder at its minute, once, in the person's language, with the objective's link", async () => {
    const { who, board, objective } = await reminded("jonas", "Europe/Berlin", "de", "2031-04-15", "17:00");
    // 17:00 in Berlin in April is 15:00 UTC.
    expect(to(await run("2031-04-15T14:59:00"), who)).toEqual([]);
    const [mail, ...more] = to(await run("2031-04-15T15:00:00"), who);
    expect(more).toEqual([]);
    expect(mail.subject).toBe("Erinnerung: Zahnarzt anrufen");
    expect(mail.text).toContain("Du wolltest heute um 17:00 daran erinnert werden, auf Errands:");
    expect(mail.text).toContain(`${SITE}/dashboards/${board}/objectives/${objective}`);
    expect(to(await run("2031-04-15T15:01:00"), who)).toEqual([]);
  });

  it("gives a reminder back when the email API fails, and sends it on the next run", async () => {
    const { who } = await reminded("mia", "UTC", "en", "2031-04-16", "15:00");
    worker.failNext = 1;
    expect(to(await run("2031-04-16T15:00:00"), who)).toEqual([]);
    const [retried] = to(await run("2031-04-16T15:01:00"), who);
    expect(retried.subject).toBe("Reminder: Zahnarzt anrufen");
    expect(to(await run("2031-04-16T15:02:00"), who)).toEqual([]);
  });

  // The new-device email (decision 082): real sign-ins through the stand-in's Auth, which
  // records each browser on its session as GoTrue does; the trigger writes them down.
  const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";
  const IPHONE =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1";
  async function account(name: string, locale: string) {
    const email = `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const admin = createClient(worker.supabase.url, worker.supabase.keys.secretKey, {
      auth: { persistSession: false },
    });
    const { data } = await admin.auth.admin.createUser({ email, password: "correct-horse-9", email_confirm: true });
    const who = { id: data.user!.id, email };
    await call(worker.supabase.db, who, "update_my_profile", { p_time_zone: "Europe/Madrid", p_locale: locale });
    const signIn = async (userAgent: string) => {
      const client = createClient(worker.supabase.url, worker.supabase.keys.publishableKey, {
        auth: { persistSession: false },
        global: {
          fetch: (input, init) => {
            const headers = new Headers(init?.headers);
            headers.set("User-Agent", userAgent);
            headers.set("Sb-Forwarded-For", "203.0.113.7");
            return fetch(input, { ...init, headers });
          },
        },
      });
      const { error } = await client.auth.signInWithPassword({ email, password: "correct-horse-9" });
      if (error) throw error;
    };
    return { who, signIn };
  }
  /** A run `minutes` from now (sign-ins are told a minute after). */
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(0, -1);

  it("emails a sign-in on a new device once, in the person's language, and not one on a device known", async () => {
    const { who, signIn } = await account("sofia", "es");
    await signIn(FIREFOX); // the account's first: what later ones are compared with
    expect(to(await run(inMinutes(2)), who)).toEqual([]);
    await signIn(IPHONE);
    await signIn(IPHONE);
    const [mail, ...more] = to(await run(inMinutes(2)), who);
    expect(more).toEqual([]);
    expect(mail.subject).toBe("Nuevo inicio de sesión en tu cuenta de Planner en Safari en iOS");
    expect(mail.text).toContain("Cómo: Contraseña");
    expect(mail.text).not.toContain("203.0.113.7");
    expect(mail.text).toContain(`${SITE}/settings#devices`);
    expect(to(await run(inMinutes(3)), who)).toEqual([]);
    // The same browser on the same system again, a version later: nothing.
    await signIn(FIREFOX.replaceAll("140.0", "141.0"));
    expect(to(await run(inMinutes(4)), who)).toEqual([]);
  });

  it("gives a new-device email back when the email API fails; sends none to who turned it off", async () => {
    const { who, signIn } = await account("tom", "en");
    await signIn(FIREFOX);
    await signIn(IPHONE);
    worker.failNext = 1;
    expect(to(await run(inMinutes(2)), who)).toEqual([]);
    const [retried] = to(await run(inMinutes(3)), who);
    expect(retried.subject).toBe("New sign-in to your Planner account on Safari on iOS");

    const { who: ida, signIn: idaSignsIn } = await account("ida", "en");
    await idaSignsIn(FIREFOX);
    await call(worker.supabase.db, ida, "set_sign_in_alerts", { p_on: false });
    await idaSignsIn(IPHONE);
    expect(to(await run(inMinutes(2)), ida)).toEqual([]);
  });

  it("answers 404 to anything on its URL", async () => {
    const response = await worker.mf.dispatchFetch("http://localhost/");
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });
});
