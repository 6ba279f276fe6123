import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import { parseQuickAdd } from "./parse";
import { parseClock, timesIn } from "./time";

const read = (text: string, lng: Language) => timesIn(text, lng).map((t) => [text.slice(t.index, t.end), t.at]);

describe("times of day in a line", () => {
  it.each<[Language, string, [string, string][]]>([
    ["en", "Meet Sam on Friday at 3pm", [["at 3pm", "15:00"]]],
    ["en", "Dentist tomorrow at 9:30", [["at 9:30", "09:30"]]],
    ["en", "Train @ 7:45 p.m.", [["@ 7:45 p.m.", "19:45"]]],
    ["en", "Midnight snack 12am", [["12am", "00:00"]]],
    ["en", "Lunch 12pm", [["12pm", "12:00"]]],
    ["de", "Arzt am Freitag um 15 Uhr", [["um 15 Uhr", "15:00"]]],
    ["de", "Treffen 15.30 Uhr", [["15.30 Uhr", "15:30"]]],
    ["de", "Zahnarzt 9:15", [["9:15", "09:15"]]],
    ["fr", "Réunion vendredi à 15h", [["à 15h", "15:00"]]],
    ["fr", "Dîner à 20h30", [["à 20h30", "20:30"]]],
    ["es", "Reunión a las 15:00", [["a las 15:00", "15:00"]]],
    ["es", "Cena a las 9 pm", [["a las 9 pm", "21:00"]]],
    ["pt", "Reunião amanhã às 15h30", [["às 15h30", "15:30"]]],
    ["zh", "明天下午3点开会", [["下午3点", "15:00"]]],
    ["zh", "周五15点30分开会", [["15点30分", "15:30"]]],
    ["zh", "中午12点吃饭", [["中午12点", "12:00"]]],
    ["zh", "晚上8点半看电影", [["晚上8点半", "20:30"]]],
    ["ja", "明日の15時に会議", [["15時に", "15:00"]]],
    ["ja", "午後3時 会議", [["午後3時", "15:00"]]],
    ["ja", "歯医者 9時半", [["9時半", "09:30"]]],
  ])("%s: %s", (lng, line, expected) => {
    expect(read(line, lng)).toEqual(expected);
  });

  it.each<[Language, string]>([
    // A number alone, or with a dot, says no time.
    ["en", "Call at 3"],
    ["en", "Release v1.10"],
    ["en", "Room 15"],
    // Not a time of day.
    ["en", "Read 25:00 notes"],
    ["en", "13pm"],
    ["en", "Score 9:75"],
    // A reminder's ("!9:30"), a link's, a word's.
    ["en", "Call !9:30"],
    ["en", "see example.com/9:30"],
    ["en", "3pmish"],
    // A range of bare numbers is no range of times.
    ["en", "Read pages 10-11"],
    ["de", "Kapitel 3 bis 5"],
    ["es", "Leer de 10 a 11"],
    // A length, not a time: "h" needs the word that says "at".
    ["fr", "Film 1h30"],
    ["en", "Run 1h"],
    // 点 is "points" in Japanese; Japanese 時 is not Chinese.
    ["ja", "注意3点"],
    ["zh", "会議3時"],
    ["en", "3点"],
  ])("%s: %s has none", (lng, line) => {
    expect(read(line, lng)).toEqual([]);
  });

  // A range is a time and how long it takes (decision 095).
  it.each<[Language, string, string, string, number]>([
    ["en", "Workshop 10:00-11:30", "10:00-11:30", "10:00", 90],
    ["en", "Workshop 10:00 – 12:00", "10:00 – 12:00", "10:00", 120],
    ["en", "Team call 3-5pm", "3-5pm", "15:00", 120],
    ["en", "Lunch 11-1pm", "11-1pm", "11:00", 120],
    ["en", "Review from 3pm to 4:15pm", "from 3pm to 4:15pm", "15:00", 75],
    ["en", "Meeting at 10am-2", "at 10am-2", "10:00", 240],
    ["en", "Shift 9:00-5:00", "9:00-5:00", "09:00", 480],
    ["en", "Night train 22:30-06:10", "22:30-06:10", "22:30", 460],
    ["de", "Kurs 10:00 bis 12:00", "10:00 bis 12:00", "10:00", 120],
    ["de", "Sprechstunde von 10 bis 11 Uhr", "von 10 bis 11 Uhr", "10:00", 60],
    ["de", "Training 18-19:30 Uhr", "18-19:30 Uhr", "18:00", 90],
    ["fr", "Réunion de 10h à 11h30", "de 10h à 11h30", "10:00", 90],
    ["fr", "Atelier 14h-16h", "14h-16h", "14:00", 120],
    ["es", "Reunión de 10:00 a 11:00", "de 10:00 a 11:00", "10:00", 60],
    ["es", "Clase de 9 a 10:30", "de 9 a 10:30", "09:00", 90],
    ["pt", "Reunião das 10h às 11h", "das 10h às 11h", "10:00", 60],
    ["zh", "明天下午3点到5点开会", "下午3点到5点", "15:00", 120],
    ["zh", "会议10:00-11:00", "10:00-11:00", "10:00", 60],
    ["ja", "会議 15時から17時まで", "15時から17時まで", "15:00", 120],
    ["ja", "会議 10:00～11:30", "10:00～11:30", "10:00", 90],
    ["ja", "会議 10時から11時半", "10時から11時半", "10:00", 90],
    ["es", "Reunión de 10:00 a 11:30", "de 10:00 a 11:30", "10:00", 90],
  ])("%s: %s is a range", (lng, line, typed, at, minutes) => {
    const [range, ...others] = timesIn(line, lng);
    expect(others).toEqual([]);
    expect(range).toMatchObject({ at, minutes });
    expect(line.slice(range!.index, range!.end)).toBe(typed);
  });

  it("finds each time of a line in turn", () => {
    expect(read("Gym 7:00 or 18:30", "en")).toEqual([
      ["7:00", "07:00"],
      ["18:30", "18:30"],
    ]);
  });
});

describe("a field's time", () => {
  it.each([
    ["15:00", "15:00"],
    ["09:05", "09:05"],
    ["9:30", "09:30"],
    ["9.30", "09:30"],
    ["15h30", "15:30"],
    ["9h", "09:00"],
    ["3 pm", "15:00"],
    ["3:15PM", "15:15"],
    ["下午3点", "15:00"],
    ["午後3時", "15:00"],
    [" 15:00 ", "15:00"],
  ])("%s is %s", (typed, at) => {
    expect(parseClock(typed)).toBe(at);
  });

  it.each(["", "noon", "25:00", "9", "12:60", "15:00:00", "3 pm tomorrow"])("%s is none", (typed) => {
    expect(parseClock(typed)).toBeNull();
  });
});

describe("quick add's time of day", () => {
  // A Saturday, as parse.test.ts's.
  const TODAY = "2026-11-21";
  it.each<[Language, string, title: string, day: string | null, at: string | null]>([
    ["en", "Meet Sam on Friday at 3pm", "Meet Sam", "2026-11-27", "15:00"],
    ["en", "Sun 3pm call", "call", "2026-11-22", "15:00"],
    ["en", "Meeting at 3pm", "Meeting", null, "15:00"],
    ["en", "Gym every day at 7am", "Gym", null, "07:00"],
    ["en", "Call mom !9:30 at 6pm", "Call mom", null, "18:00"],
    // Quoted, it is words; a line that is only a time is its own title.
    ["en", 'Read "John 3:16" tomorrow', "Read John 3:16", "2026-11-22", null],
    ["en", "3pm", "3pm", null, null],
    ["de", "Arzt am Freitag um 15 Uhr", "Arzt", "2026-11-27", "15:00"],
    ["fr", "Réunion vendredi à 15h", "Réunion", "2026-11-27", "15:00"],
    ["es", "Reunión mar 3pm", "Reunión", "2026-11-24", "15:00"],
    ["es", "Reunión a las 15:00", "Reunión", null, "15:00"],
    ["pt", "Reunião amanhã às 15h", "Reunião", "2026-11-22", "15:00"],
    ["zh", "明天下午3点开会", "开会", "2026-11-22", "15:00"],
    ["ja", "明日の15時に会議", "会議", "2026-11-22", "15:00"],
  ])("%s: %s", (lng, line, title, day, at) => {
    expect(parseQuickAdd(line, lng, TODAY)).toMatchObject({ title, day, at, minutes: null });
  });

  it.each<[Language, string, title: string, day: string | null, at: string, minutes: number]>([
    ["en", "Workshop tomorrow 10:00-11:30", "Workshop", "2026-11-22", "10:00", 90],
    ["en", "Dentist Tue 3-4:30pm", "Dentist", "2026-11-24", "15:00", 90],
    ["de", "Kurs am Montag von 18 bis 19:30 Uhr", "Kurs", "2026-11-23", "18:00", 90],
    ["fr", "Réunion lundi de 10h à 11h", "Réunion", "2026-11-23", "10:00", 60],
    ["ja", "明日 15時から16時 会議", "会議", "2026-11-22", "15:00", 60],
  ])("%s: %s takes a range's time and length", (lng, line, title, day, at, minutes) => {
    expect(parseQuickAdd(line, lng, TODAY)).toMatchObject({ title, day, at, minutes });
  });
});
