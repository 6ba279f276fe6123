import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import { AUTUMN_EQUINOX, easter, lunarDate, QINGMING, SETSUBUN, SPRING_EQUINOX, type Day } from "./holiday-days";
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
    ["Dumplings on Chinese New Year", "Dumplings", "2027-02-06"],
    ["Call home on Lunar New Year's Eve", "Call home", "2027-02-05"],
    ["Lanterns on Lantern Festival", "Lanterns", "2027-02-20"],
    ["Race on Dragon Boat Festival", "Race", "2027-06-09"],
    ["Mooncakes by Mid-Autumn Festival", "Mooncakes", "2027-09-15"],
    ["Parade on St. Patrick's Day", "Parade", "2027-03-17"],
    ["Volunteer on MLK Day", "Volunteer", "2027-01-18"],
    ["Sale on Presidents' Day", "Sale", "2027-02-15"],
    ["BBQ on Memorial Day", "BBQ", "2027-05-31"],
    ["Fireworks on Independence Day", "Fireworks", "2027-07-04"],
    ["Off on Labor Day", "Off", "2027-09-06"],
    ["Parade on Veterans Day", "Parade", "2027-11-11"],
    ["Pancakes on Shrove Tuesday", "Pancakes", "2027-02-09"],
    ["Church on Ash Wednesday", "Church", "2027-02-10"],
    ["Palms on Palm Sunday", "Palms", "2027-03-21"],
    ["Service on Maundy Thursday", "Service", "2027-03-25"],
    ["Holiday on Ascension Day", "Holiday", "2027-05-06"],
    ["Church on Pentecost", "Church", "2027-05-16"],
    ["Hike on Whit Monday", "Hike", "2027-05-17"],
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
    ["Umzug am Rosenmontag", "Umzug", "2027-02-08"],
    ["Fasten ab Aschermittwoch bis Ostern", "Fasten ab Aschermittwoch", "2027-03-28"],
    ["Fisch am Aschermittwoch", "Fisch", "2027-02-10"],
    ["Spinat am Gründonnerstag", "Spinat", "2027-03-25"],
    ["Ausflug an Pfingsten", "Ausflug", "2027-05-16"],
    ["Wandern am Pfingstmontag", "Wandern", "2027-05-17"],
    ["Prozession an Fronleichnam", "Prozession", "2027-05-27"],
    ["Demo am Tag der Arbeit", "Demo", "2027-05-01"],
    ["Feier am Tag der Deutschen Einheit", "Feier", "2027-10-03"],
    ["Grab besuchen an Allerheiligen", "Grab besuchen", "2027-11-01"],
    ["Stiefel putzen am Nikolaustag", "Stiefel putzen", "2026-12-06"],
    ["Essen am chinesischen Neujahr", "Essen", "2027-02-06"],
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
    ["Crêpes à la Chandeleur", "Crêpes", "2027-02-02"],
    ["Défilé le mardi gras", "Défilé", "2027-02-09"],
    ["Gâteau le jeudi de l'Ascension", "Gâteau", "2027-05-06"],
    ["Pique-nique le lundi de Pentecôte", "Pique-nique", "2027-05-17"],
    ["Déjeuner à la fête des Mères", "Déjeuner", "2027-05-30"],
    ["Appeler papa à la fête des Pères", "Appeler papa", "2027-06-20"],
    ["Concert à la fête de la musique", "Concert", "2027-06-21"],
    ["Feu d'artifice à la fête nationale", "Feu d'artifice", "2027-07-14"],
    ["Chrysanthèmes à la Toussaint", "Chrysanthèmes", "2027-11-01"],
    ["Dîner le nouvel an chinois", "Dîner", "2027-02-06"],
  ],
  es: [
    ["Pedir pavo 2 días antes de Navidad", "Pedir pavo", "2026-12-23"],
    ["Llamar a mamá en Nochebuena", "Llamar a mamá", "2026-12-24"],
    ["Roscón el día de Reyes", "Roscón", "2027-01-06"],
    ["Procesión el Viernes Santo", "Procesión", "2027-03-26"],
    ["Limpiar el día después de Nochevieja", "Limpiar", "2027-01-01"],
    ["Cena la víspera de Navidad", "Cena", "2026-12-24"],
    ["Torrijas el Jueves Santo", "Torrijas", "2027-03-25"],
    ["Misa el Miércoles de Ceniza", "Misa", "2027-02-10"],
    ["Procesión en Corpus", "Procesión", "2027-05-27"],
    ["Desfile el día de la Hispanidad", "Desfile", "2027-10-12"],
    ["Flores el día de Todos los Santos", "Flores", "2027-11-01"],
    ["Altar en Día de Muertos", "Altar", "2027-11-02"],
    ["Cena en Año Nuevo chino", "Cena", "2027-02-06"],
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
    ["Folga no Tiradentes", "Folga", "2027-04-21"],
    ["Viagem na Independência", "Viagem", "2027-09-07"],
    ["Presentes no Dia das Crianças", "Presentes", "2027-10-12"],
    ["Flores no Dia de Finados", "Flores", "2027-11-02"],
    ["Missa na Quarta-feira de Cinzas", "Missa", "2027-02-10"],
    ["Procissão no Corpus Christi", "Procissão", "2027-05-27"],
    ["Festa no Ano Novo Chinês", "Festa", "2027-02-06"],
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
    ["春节 回家", "回家", "2027-02-06"],
    ["在除夕吃年夜饭", "吃年夜饭", "2027-02-05"],
    ["元宵节 吃汤圆", "吃汤圆", "2027-02-20"],
    ["清明节 扫墓", "扫墓", "2027-04-05"],
    ["端午节前一天 包粽子", "包粽子", "2027-06-08"],
    ["七夕节 约会", "约会", "2027-08-08"],
    ["中秋节 买月饼", "买月饼", "2027-09-15"],
    ["重阳节 看望爷爷", "看望爷爷", "2027-10-08"],
    ["腊八 喝粥", "喝粥", "2027-01-15"],
    ["儿童节 去公园", "去公园", "2027-06-01"],
    ["教师节 送花", "送花", "2027-09-10"],
  ],
  ja: [
    ["父の日に電話", "電話", "2027-06-20"],
    ["クリスマスの1週間前に注文", "注文", "2026-12-18"],
    ["大晦日の2日前に掃除", "掃除", "2026-12-29"],
    ["クリスマスに電話", "電話", "2026-12-25"],
    ["大晦日 掃除", "掃除", "2026-12-31"],
    ["元日の前日に掃除", "掃除", "2026-12-31"],
    ["バレンタインデーに告白", "告白", "2027-02-14"],
    ["旧正月に電話", "電話", "2027-02-06"],
    ["成人の日に式", "式", "2027-01-11"],
    ["節分に豆まき", "豆まき", "2027-02-03"],
    ["ひな祭りに人形", "人形", "2027-03-03"],
    ["春分の日に墓参り", "墓参り", "2027-03-21"],
    ["七夕に短冊", "短冊", "2027-07-07"],
    ["海の日に海へ", "海へ", "2027-07-19"],
    ["山の日に登山", "登山", "2027-08-11"],
    ["十五夜に団子", "団子", "2027-09-15"],
    ["敬老の日に電話", "電話", "2027-09-20"],
    ["秋分の日に墓参り", "墓参り", "2027-09-23"],
    ["スポーツの日に運動会", "運動会", "2027-10-11"],
    ["文化の日に美術館", "美術館", "2027-11-03"],
    ["七五三に写真", "写真", "2027-11-15"],
    ["勤労感謝の日に休む", "休む", "2027-11-23"],
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
  // A climb, and a talk about history: not Ascension Day nor 11 November.
  ["fr", "Préparer l'ascension du mont Blanc"],
  ["fr", "Exposé sur l'armistice"],
  ["zh", "买腊八粥"],
  ["ja", "節分豆を買う"],
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

  it("repeats every year on a holiday by its own rule; one that moves keeps its words", () => {
    const cases: [Language, string, string, string, string | null][] = [
      ["en", "Call mom every year on Christmas", "Call mom", "2026-12-25", "yearly"],
      ["en", "Cards every year 2 days before Christmas", "Cards", "2026-12-23", "yearly"],
      ["en", "Brunch every year on Mother's Day", "Brunch", "2027-05-09", "nth:2:7:5"],
      ["en", "BBQ every year on Memorial Day", "BBQ", "2027-05-31", "nth:-1:1:5"],
      ["en", "Turkey every year on Thanksgiving", "Turkey", "2027-11-25", "nth:4:4:11"],
      ["de", "Jedes Jahr am Muttertag Blumen", "Blumen", "2027-05-09", "nth:2:7:5"],
      ["zh", "每年母亲节 送花", "送花", "2027-05-09", "nth:2:7:5"],
      ["ja", "毎年 母の日に電話", "電話", "2027-05-09", "nth:2:7:5"],
    ];
    for (const [lng, input, title, day, repeat] of cases)
      expect(parseQuickAdd(input, lng, TODAY), input).toMatchObject({ title, day, repeat });
    // "every Christmas", "jeden Muttertag": the same without "year".
    const every: [Language, string, string, string, string][] = [
      ["en", "Call mom every Christmas", "Call mom", "2026-12-25", "yearly"],
      ["en", "Turkey each Thanksgiving", "Turkey", "2027-11-25", "nth:4:4:11"],
      ["de", "Jeden Muttertag Blumen", "Blumen", "2027-05-09", "nth:2:7:5"],
      ["fr", "Sapin chaque Noël", "Sapin", "2026-12-25", "yearly"],
      ["es", "Turrón cada Navidad", "Turrón", "2026-12-25", "yearly"],
      ["pt", "Flores todo Dia das Mães", "Flores", "2027-05-09", "nth:2:7:5"],
    ];
    for (const [lng, input, title, day, repeat] of every)
      expect(parseQuickAdd(input, lng, TODAY), input).toMatchObject({
        title,
        day,
        repeat,
        repeatText: input.replace(title, "").trim(),
      });
    // A year later these would be wrong: 16 April 2028 is Easter, 26 January 2028 春节, and
    // France's Mothers' Day moves a week when Pentecost takes its Sunday.
    for (const [lng, input] of [
      ["en", "Church every year on Easter"],
      ["en", "Church every Easter"],
      ["fr", "Appeler maman chaque fête des mères"],
      ["en", "Cards every year the day before Mother's Day"],
      ["de", "Jedes Jahr an Ostern Eier"],
      ["zh", "每年春节 回家"],
      ["ja", "毎年 旧正月に電話"],
    ] as const)
      expect(parseQuickAdd(input, lng, TODAY), input).toMatchObject({ title: input, day: null, repeat: null });
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

  it("knows France's Mothers' Day moves a week when Pentecost takes its Sunday", () => {
    expect(parseQuickAdd("Fleurs à la fête des mères", "fr", "2023-05-01").day).toBe("2023-06-04");
    expect(parseQuickAdd("Fleurs à la fête des mères", "fr", "2024-05-01").day).toBe("2024-05-26");
  });

  it("knows the Chinese calendar's days as published", () => {
    const at = (year: number, month: number, day: number) => {
      const t = lunarDate(year, month, day);
      return t === null ? null : new Date(t).toISOString().slice(0, 10);
    };
    const newYears = ["2025-01-29", "2026-02-17", "2027-02-06", "2028-01-26", "2029-02-13", "2030-02-03", "2031-01-23"];
    for (const day of newYears) expect(at(Number(day.slice(0, 4)), 1, 1)).toBe(day);
    // Mid-Autumn; 2033's leap month is the 11th (older tables said the 7th: 7 October).
    const midAutumn = ["2025-10-06", "2026-09-25", "2027-09-15", "2028-10-03", "2033-09-08"];
    for (const day of midAutumn) expect(at(Number(day.slice(0, 4)), 8, 15)).toBe(day);
    expect(at(2026, 5, 5)).toBe("2026-06-19");
    expect(at(2049, 12, 8)).toBe("2050-01-01");
    expect(at(2050, 1, 1)).toBeNull();
    expect(parseQuickAdd("春节 回家", "zh", "2049-03-01")).toMatchObject({ title: "春节 回家", day: null });
  });

  it("agrees with Intl's Chinese calendar but where Intl's new moon falls a day off (2027, 2030)", () => {
    const intl = new Intl.DateTimeFormat("en-u-ca-chinese", { timeZone: "UTC", month: "numeric", day: "numeric" });
    const disagree: string[] = [];
    for (let year = 2020; year < 2050; year++)
      for (const [month, day] of [
        [1, 1],
        [1, 15],
        [5, 5],
        [8, 15],
        [9, 9],
        [12, 8],
      ] as const) {
        const parts = Object.fromEntries(
          intl.formatToParts(new Date(lunarDate(year, month, day)!)).map((p) => [p.type, p.value]),
        );
        if (parts.month !== String(month) || parts.day !== String(day)) disagree.push(`${year} ${month}/${day}`);
      }
    expect(disagree).toEqual(["2027 1/1", "2027 1/15", "2030 1/1", "2030 1/15"]);
  });

  it("knows the days the sun sets", () => {
    const on = (day: Day, year: number) => {
      const [month0, date] = day(year);
      return new Date(Date.UTC(year, month0, date)).toISOString().slice(0, 10);
    };
    for (const day of [
      "2020-04-04",
      "2021-04-04",
      "2022-04-05",
      "2023-04-05",
      "2024-04-04",
      "2025-04-04",
      "2026-04-05",
    ])
      expect(on(QINGMING, Number(day.slice(0, 4)))).toBe(day);
    for (const day of ["2021-02-02", "2022-02-03", "2024-02-03", "2025-02-02", "2026-02-03"])
      expect(on(SETSUBUN, Number(day.slice(0, 4)))).toBe(day);
    for (const day of ["2024-03-20", "2025-03-20", "2027-03-21", "2028-03-20"])
      expect(on(SPRING_EQUINOX, Number(day.slice(0, 4)))).toBe(day);
    for (const day of ["2024-09-22", "2025-09-23", "2027-09-23", "2028-09-22"])
      expect(on(AUTUMN_EQUINOX, Number(day.slice(0, 4)))).toBe(day);
  });
});
