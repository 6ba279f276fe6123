import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import { parseQuickAdd } from "./parse";
import { timesIn } from "./time";

// How long it takes, said beside a time (decision 095): Todoist's "for 2h".
describe("a length beside a time", () => {
  it.each<[Language, string, typed: string, at: string, minutes: number]>([
    ["en", "Meeting at 3pm for 2h", "at 3pm for 2h", "15:00", 120],
    ["en", "Gym 7:00 for 45 min", "7:00 for 45 min", "07:00", 45],
    ["en", "Review at 10am for 1.5 hours", "at 10am for 1.5 hours", "10:00", 90],
    ["en", "Review at 10am for 1h30", "at 10am for 1h30", "10:00", 90],
    ["en", "Call for half an hour at 4pm", "for half an hour at 4pm", "16:00", 30],
    ["en", "Workshop at 9am for an hour and a half", "at 9am for an hour and a half", "09:00", 90],
    ["de", "Training um 18 Uhr für 2 Stunden", "um 18 Uhr für 2 Stunden", "18:00", 120],
    ["de", "Termin um 10 Uhr für eine halbe Stunde", "um 10 Uhr für eine halbe Stunde", "10:00", 30],
    ["fr", "Réunion à 15h pendant 1h30", "à 15h pendant 1h30", "15:00", 90],
    ["es", "Clase a las 10:00 durante media hora", "a las 10:00 durante media hora", "10:00", 30],
    ["pt", "Aula às 9h por 2 horas", "às 9h por 2 horas", "09:00", 120],
    ["zh", "下午3点开会2小时", "下午3点", "15:00", 0],
    ["zh", "下午3点持续2小时开会", "下午3点持续2小时", "15:00", 120],
    ["ja", "15時 2時間 会議", "15時 2時間", "15:00", 120],
    ["ja", "会議 10時 1時間半", "10時 1時間半", "10:00", 90],
  ])("%s: %s", (lng, line, typed, at, minutes) => {
    const [time, ...others] = timesIn(line, lng);
    expect(others).toEqual([]);
    expect(line.slice(time!.index, time!.end)).toBe(typed);
    expect(time).toMatchObject({ at });
    expect(time!.minutes ?? 0).toBe(minutes);
  });

  it.each<[Language, string]>([
    // No time beside it: words (decision 005).
    ["en", "Pack for 3 days"],
    ["en", "Read for 2 hours"],
    // Not a length a day holds, or glued to a word.
    ["en", "Flight at 9am for 30 hours"],
    ["en", "Talk at 3pm for 2hrsish"],
    ["de", "Lernen um 15 Uhr für 0 Minuten"],
  ])("%s: %s has none", (lng, line) => {
    expect(timesIn(line, lng).map((t) => t.minutes ?? null)).toEqual(timesIn(line, lng).map(() => null));
  });

  it("takes the words out of the title, with a day and a rule", () => {
    expect(parseQuickAdd("Standup every weekday at 9:30 for 15 min", "en", "2026-11-21")).toMatchObject({
      title: "Standup",
      repeat: "weekdays",
      at: "09:30",
      minutes: 15,
    });
    expect(parseQuickAdd("Dentist tomorrow at 3pm for an hour", "en", "2026-11-21")).toMatchObject({
      title: "Dentist",
      day: "2026-11-22",
      at: "15:00",
      minutes: 60,
    });
    // A rule's length stays the rule's: "for 6 weeks" ends the series.
    expect(parseQuickAdd("Gym every day at 7am for 6 weeks", "en", "2026-11-21")).toMatchObject({
      title: "Gym",
      at: "07:00",
      minutes: null,
    });
  });
});
