import { describe, expect, it } from "vitest";
import type { Repeat } from "../repeat";
import type { Language } from "../i18n";
import { parseQuickAdd } from "./parse";

// Saturday 21 November 2026 is "today" in every case below; Monday is the 23rd.
const TODAY = "2026-11-21";

type Case = [input: string, title: string, day: string | null, repeat: Repeat | null];

const cases: Record<Language, Case[]> = {
  en: [
    ["Water the plants every day", "Water the plants", null, "daily"],
    ["Daily standup", "standup", null, "daily"],
    ["Gym every weekday", "Gym", null, "weekdays"],
    ["Team sync every Monday", "Team sync", "2026-11-23", "weekly"],
    ["Pay rent monthly #home", "Pay rent", null, "monthly"],
    ["Birthday card every year on Dec 3", "Birthday card", "2026-12-03", "yearly"],
    ["Review weekly tomorrow", "Review", "2026-11-22", "weekly"],
    ['Read "every day counts"', "Read every day counts", null, null],
    ["Everyday carry", "Everyday carry", null, null],
    ["every day", "every day", null, null],
  ],
  de: [
    ["Pflanzen gießen jeden Tag", "Pflanzen gießen", null, "daily"],
    ["Täglich lesen", "lesen", null, "daily"],
    ["Sport werktags", "Sport", null, "weekdays"],
    ["Teamrunde jeden Montag", "Teamrunde", "2026-11-23", "weekly"],
    ["Miete zahlen monatlich", "Miete zahlen", null, "monthly"],
    ["Steuererklärung jährlich", "Steuererklärung", null, "yearly"],
  ],
  fr: [
    ["Arroser les plantes tous les jours", "Arroser les plantes", null, "daily"],
    ["Sport tous les jours ouvrés", "Sport", null, "weekdays"],
    ["Réunion tous les lundis", "Réunion", "2026-11-23", "weekly"],
    ["Courses chaque semaine", "Courses", null, "weekly"],
    ["Payer le loyer tous les mois", "Payer le loyer", null, "monthly"],
    ["Bilan chaque année", "Bilan", null, "yearly"],
  ],
  es: [
    ["Regar las plantas todos los días", "Regar las plantas", null, "daily"],
    ["Gimnasio entre semana", "Gimnasio", null, "weekdays"],
    ["Reunión cada lunes", "Reunión", "2026-11-23", "weekly"],
    ["Limpieza todos los sábados", "Limpieza", "2026-11-21", "weekly"],
    ["Pagar el alquiler cada mes", "Pagar el alquiler", null, "monthly"],
    ["Revisión anual anualmente", "Revisión anual", null, "yearly"],
  ],
  pt: [
    ["Regar as plantas todos os dias", "Regar as plantas", null, "daily"],
    ["Academia em dias úteis", "Academia", null, "weekdays"],
    ["Reunião toda segunda-feira", "Reunião", "2026-11-23", "weekly"],
    ["Feira todos os sábados", "Feira", "2026-11-21", "weekly"],
    ["Pagar aluguel todo mês", "Pagar aluguel", null, "monthly"],
    ["Declaração anualmente", "Declaração", null, "yearly"],
  ],
  zh: [
    ["每天浇花", "浇花", null, "daily"],
    ["工作日健身", "健身", null, "weekdays"],
    ["每周一开会", "开会", "2026-11-23", "weekly"],
    ["每周打扫", "打扫", null, "weekly"],
    ["整理工作日志", "整理工作日志", null, null],
    ["每个月交房租", "交房租", null, "monthly"],
    ["每年体检", "体检", null, "yearly"],
  ],
  ja: [
    ["毎日 水やり", "水やり", null, "daily"],
    ["平日 ジム", "ジム", null, "weekdays"],
    ["毎週月曜日 会議", "会議", "2026-11-23", "weekly"],
    ["毎週 掃除", "掃除", null, "weekly"],
    ["毎月 家賃", "家賃", null, "monthly"],
    ["毎年 健康診断", "健康診断", null, "yearly"],
  ],
};

describe("quick add: repeat phrases", () => {
  for (const [lng, list] of Object.entries(cases) as [Language, Case[]][]) {
    it.each(list)(`${lng}: %j`, (input, title, day, repeat) => {
      const parsed = parseQuickAdd(input, lng, TODAY);
      expect({ title: parsed.title, day: parsed.day, repeat: parsed.repeat }).toEqual({ title, day, repeat });
      if (repeat) expect(input).toContain(parsed.repeatText);
    });
  }
});
