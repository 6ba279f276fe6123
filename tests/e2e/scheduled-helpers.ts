import { expect } from "@playwright/test";
import { E2E_APP_PORT } from "../../playwright.config";

// The daily-email Worker (daily email and reminders) fired as at a chosen moment, and the
// wall-clock arithmetic to choose it in the zone the app saved; and mail delivered to it as
// Cloudflare Email Routing would (add by email).
const DAILY_EMAIL_URL = `http://localhost:${E2E_APP_PORT + 2}`;

/** Wall-clock parts of `moment` in `zone`. */
export function partsIn(zone: string, moment: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(moment)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** The moment `day` at `hour`:`minute` is in `zone` (found by correcting a UTC guess once for the offset). */
export function momentIn(zone: string, day: string, hour: number, minute = 5) {
  const clock = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  const guess = Date.parse(`${day}T${clock}:00Z`);
  const seen = partsIn(zone, new Date(guess));
  const offset =
    Date.parse(`${seen.day}T${String(seen.hour).padStart(2, "0")}:${String(seen.minute).padStart(2, "0")}:00Z`) - guess;
  return guess - offset;
}

/** Runs the Worker's every-minute cron as if it were `ms` (epoch milliseconds). */
export async function fireCron(ms: number) {
  const res = await fetch(
    `${DAILY_EMAIL_URL}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("* * * * *")}&time=${ms}`,
  );
  expect(await res.text()).toBe("ok");
}

/**
 * Delivers an email to `to` through the Worker's `email` handler (workerd's local trigger);
 * its reason when the Worker rejected it, else null.
 */
export async function deliverEmail(to: string, subject: string, text: string): Promise<string | null> {
  const raw = [
    "From: Someone <someone@mail.example>",
    `To: ${to}`,
    `Subject: ${subject}`,
    `Message-ID: <${crypto.randomUUID()}@mail.example>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    text,
  ].join("\r\n");
  const res = await fetch(
    `${DAILY_EMAIL_URL}/cdn-cgi/handler/email?format=json&from=someone@mail.example&to=${encodeURIComponent(to)}`,
    { method: "POST", body: raw },
  );
  const answer = (await res.json()) as { outcome: string; rejectReason?: string };
  expect(answer.outcome).toBe("ok");
  return answer.rejectReason ?? null;
}

/** A reminder on a day before its objective's as rows and messages say it (decision 086): "Dec 9, 7:15 PM". */
export function reminderOn(day: string, time: string) {
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(`${day}T${time}:00Z`));
}
