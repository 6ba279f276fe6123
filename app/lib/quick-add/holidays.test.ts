import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import { easter } from "./holidays";
import { parseQuickAdd } from "./parse";

// Holidays by name, and the day before or after one (holidays.ts). Friday 4 December 2026 is
// today: Easter 2027 is on 28 March, Carnival Tuesday on 9 February, Ascension Day on 6 May;
// 2027's second Sunday of May is the 9th, its third of June the 20th, its fourth Thursday of
// November the 25th.
const TODAY = "2026-12-04";

const read: Record<Language, [input: string, title: string, day: string][]> = {
  en: [
    ["Brunch on Mother's Day", "Brunch", "2027-05-09"],
    ["Call dad on Father's Day", "Call dad", "2027-06-20"],
    ["Turkey on Thanksgiving", "Turkey", "2027-11-25"],
    ["Order turkey 2 days before Christmas", "Order turkey", "2026-12-23"],
    ["Order turkey two weeks before New Year's Day", "Order turkey", "2026-12-18"],
    ["Return gifts 3 days after Christmas", "Return gifts", "2026-12-28"],
    ["Call mom on Christmas", "Call mom", "2026-12-25"],
    ["Call mom on Christmas Day", "Call mom", "2026-12-25"],
    ["Call mom the day before Christmas", "Call mom", "2026-12-24"],
    ["Open presents the day after Christmas", "Open presents", "2026-12-26"],
    ["Dinner on Christmas Eve", "Dinner", "2026-12-24"],
    ["Party on New Year's Eve", "Party", "2026-12-31"],
    ["Brunch on New Year’s Day", "Brunch", "2027-01-01"],
    ["Flowers by Valentine's Day", "Flowers", "2027-02-14"],
    ["Church on Easter", "Church", "2027-03-28"],
    ["Off on Good Friday", "Off", "2027-03-26"],
    ["Hike on Easter Monday", "Hike", "2027-03-29"],
    ["Costume until Halloween", "Costume", "2027-10-31"],
  ],
  de: [
    ["Blumen am Muttertag", "Blumen", "2027-05-09"],
    ["Wandern an Vatertag", "Wandern", "2027-05-06"],
    ["Pute bestellen eine Woche vor Heiligabend", "Pute bestellen", "2026-12-17"],
    ["Mama anrufen an Heiligabend", "Mama anrufen", "2026-12-24"],
    ["Essen am ersten Weihnachtsfeiertag", "Essen", "2026-12-25"],
    ["Besuch am 2. Weihnachtsfeiertag", "Besuch", "2026-12-26"],
    ["Bericht bis Weihnachten", "Bericht", "2026-12-25"],
    ["Wandern am Ostermontag", "Wandern", "2027-03-29"],
    ["Aufräumen am Tag nach Silvester", "Aufräumen", "2027-01-01"],
    ["Fisch am Karfreitag", "Fisch", "2027-03-26"],
  ],
  fr: [
    ["Fleurs une semaine avant la Saint-Valentin", "Fleurs", "2027-02-07"],
    ["Commander la dinde 2 jours avant Noël", "Commander la dinde", "2026-12-23"],
    ["Appeler maman la veille de Noël", "Appeler maman", "2026-12-24"],
    ["Dîner à Noël", "Dîner", "2026-12-25"],
    ["Dîner la Saint-Valentin", "Dîner", "2027-02-14"],
    ["Brunch le jour de l'An", "Brunch", "2027-01-01"],
    ["Chasse aux œufs à Pâques", "Chasse aux œufs", "2027-03-28"],
    ["Ranger le lendemain du Nouvel An", "Ranger", "2027-01-02"],
    ["Galette à l'Épiphanie", "Galette", "2027-01-06"],
  ],
  es: [
    ["Pedir pavo 2 días antes de Navidad", "Pedir pavo", "2026-12-23"],
    ["Llamar a mamá en Nochebuena", "Llamar a mamá", "2026-12-24"],
    ["Roscón el día de Reyes", "Roscón", "2027-01-06"],
    ["Procesión el Viernes Santo", "Procesión", "2027-03-26"],
    ["Limpiar el día después de Nochevieja", "Limpiar", "2027-01-01"],
    ["Cena la víspera de Navidad", "Cena", "2026-12-24"],
  ],
  pt: [
    ["Almoço no Dia das Mães", "Almoço", "2027-05-09"],
    ["Churrasco no Dia dos Pais", "Churrasco", "2027-08-08"],
    ["Comprar peru 3 dias antes do Natal", "Comprar peru", "2026-12-22"],
    ["Ligar para a mãe no Natal", "Ligar para a mãe", "2026-12-25"],
    ["Ceia na véspera de Natal", "Ceia", "2026-12-24"],
    ["Fantasia no Carnaval", "Fantasia", "2027-02-09"],
    ["Jantar no Dia dos Namorados", "Jantar", "2027-06-12"],
    ["Festa no Réveillon", "Festa", "2026-12-31"],
    ["Almoço na Páscoa", "Almoço", "2027-03-28"],
  ],
  zh: [
    ["母亲节 送花", "送花", "2027-05-09"],
    ["圣诞节前三天 买火鸡", "买火鸡", "2026-12-22"],
    ["圣诞节第二天 退货", "退货", "2026-12-26"],
    ["元旦后两天 上班", "上班", "2027-01-03"],
    ["圣诞节 给妈妈打电话", "给妈妈打电话", "2026-12-25"],
    ["在圣诞节给妈妈打电话", "给妈妈打电话", "2026-12-25"],
    ["元旦前一天 打扫", "打扫", "2026-12-31"],
    ["国庆节后一天 上班", "上班", "2027-10-02"],
    ["平安夜 吃苹果", "吃苹果", "2026-12-24"],
  ],
  ja: [
    ["父の日に電話", "電話", "2027-06-20"],
    ["クリスマスの1週間前に注文", "注文", "2026-12-18"],
    ["大晦日の2日前に掃除", "掃除", "2026-12-29"],
    ["クリスマスに電話", "電話", "2026-12-25"],
    ["大晦日 掃除", "掃除", "2026-12-31"],
    ["元日の前日に掃除", "掃除", "2026-12-31"],
    ["バレンタインデーに告白", "告白", "2027-02-14"],
  ],
};

/** A holiday's name without a word that says when is the title's. */
const kept: [Language, string][] = [
  ["en", "Christmas dinner"],
  ["en", "Buy gifts for Christmas"],
  ["en", "Buy a Christmas tree"],
  ["de", "Geschenk zu Weihnachten"],
  ["de", "Weihnachtsbaum kaufen"],
  ["fr", "Fleurs pour la Saint-Valentin"],
  ["fr", "Bûche de Noël"],
  ["es", "Regalos para Navidad"],
  ["pt", "Viagem para Natal"],
  // Natal is a city in Brazil too.
  ["pt", "Chegar em Natal"],
  ["zh", "买圣诞树"],
  ["zh", "圣诞节礼物"],
  ["ja", "クリスマスプレゼントを買う"],
];

/** The day before or after what the line does not say: no day (it was yesterday or tomorrow). */
const unanchored: [Language, string][] = [
  ["en", "Call mom the day before"],
  ["en", "Call mom the day after"],
  ["en", "Call mom the next day"],
  ["en", "Send cards a week before"],
  ["en", "Follow up 3 days after"],
  ["de", "Mama anrufen am Vortag"],
  ["fr", "Appeler maman la veille"],
  ["fr", "Appeler maman le lendemain"],
  ["es", "Llamar el día siguiente"],
  ["pt", "Ligar no dia seguinte"],
];

describe("quick add: holidays", () => {
  for (const [lng, list] of Object.entries(read) as [Language, (typeof read)["en"]][]) {
    it.each(list)(`${lng}: %j`, (input, title, day) => {
      expect(parseQuickAdd(input, lng, TODAY)).toMatchObject({ title, day, repeat: null });
    });
  }

  it.each(kept)("%s: %j keeps its words", (lng, input) => {
    expect(parseQuickAdd(input, lng, TODAY)).toMatchObject({ title: input, day: null });
  });

  it.each(unanchored)("%s: %j keeps its words", (lng, input) => {
    expect(parseQuickAdd(input, lng, TODAY)).toMatchObject({ title: input, day: null });
  });

  it("gives way to a date said otherwise", () => {
    expect(parseQuickAdd("クリスマス 12月20日", "ja", TODAY)).toMatchObject({ title: "クリスマス", day: "2026-12-20" });
    expect(parseQuickAdd("圣诞节 12月20日", "zh", TODAY)).toMatchObject({ title: "圣诞节", day: "2026-12-20" });
  });

  it("counts today, then next year's", () => {
    expect(parseQuickAdd("Call mom on Christmas", "en", "2026-12-25").day).toBe("2026-12-25");
    expect(parseQuickAdd("Call mom on Christmas", "en", "2026-12-26").day).toBe("2027-12-25");
    // The day before is counted from its own day, not from the holiday's.
    expect(parseQuickAdd("Wrap gifts the day before Christmas", "en", "2026-12-25").day).toBe("2027-12-24");
    expect(parseQuickAdd("Rest the day after New Year's Eve", "en", "2027-01-01").day).toBe("2027-01-01");
    expect(parseQuickAdd("Church on Easter", "en", "2027-03-29").day).toBe("2028-04-16");
  });

  it("ends a series", () => {
    const cases: [Language, string, string][] = [
      ["en", "Advent calendar every day until Christmas", "Advent calendar"],
      ["de", "Adventskalender jeden Tag bis Weihnachten", "Adventskalender"],
      ["fr", "Calendrier de l'Avent tous les jours jusqu'à Noël", "Calendrier de l'Avent"],
      ["es", "Calendario de Adviento todos los días hasta Navidad", "Calendario de Adviento"],
      ["pt", "Calendário do Advento todo dia até o Natal", "Calendário do Advento"],
      ["zh", "降临节日历 每天 直到圣诞节", "降临节日历"],
      ["ja", "アドベント 毎日 クリスマスまで", "アドベント"],
    ];
    for (const [lng, input, title] of cases)
      expect(parseQuickAdd(input, lng, TODAY), input).toMatchObject({
        title,
        repeat: "daily",
        until: "2026-12-25",
      });
  });

  it("knows Easter by the Gregorian computus", () => {
    const known: [number, string][] = [
      [1818, "03-22"],
      [2008, "03-23"],
      [2011, "04-24"],
      [2019, "04-21"],
      [2024, "03-31"],
      [2025, "04-20"],
      [2026, "04-05"],
      [2038, "04-25"],
    ];
    for (const [year, day] of known) {
      const [month0, date] = easter(year);
      expect(`${String(month0 + 1).padStart(2, "0")}-${String(date).padStart(2, "0")}`, String(year)).toBe(day);
    }
  });
});
