import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import { parseQuickAdd } from "./parse";

// Saturday 21 November 2026 is "today" in every case below.
const TODAY = "2026-11-21";

type Case = [input: string, title: string, day: string | null, markers?: string[]];

const cases: Record<Language, Case[]> = {
  en: [
    // A time stays in the title: objectives have days, not times.
    ["Meet Sam on Friday at 3pm", "Meet Sam at 3pm", "2026-11-27"],
    ["Dentist tomorrow at 9:30", "Dentist at 9:30", "2026-11-22"],
    ["Dinner friday evening", "Dinner evening", "2026-11-27"],
    ["Call mom tomorrow", "Call mom", "2026-11-22"],
    ["Pay rent next friday", "Pay rent", "2026-11-27"],
    ["Dentist in 3 days", "Dentist", "2026-11-24"],
    ["Buy milk on monday", "Buy milk", "2026-11-23"],
    ["Report due Dec 3", "Report", "2026-12-03"],
    ["Christmas party 12/24", "Christmas party", "2026-12-24"],
    ["Buy paint #home #Errands", "Buy paint", null, ["home", "Errands"]],
    ["Plan trip tomorrow #travel", "Plan trip", "2026-11-22", ["travel"]],
    ["The 5th Wave", "The 5th Wave", null],
    ["Renovation - 2nd Floor", "Renovation - 2nd Floor", null],
    ["Read chapter 5", "Read chapter 5", null],
    ['Watch "Friday Night Lights"', "Watch Friday Night Lights", null],
    ['Book "tomorrow never dies" on friday', "Book tomorrow never dies", "2026-11-27"],
    ["Meeting at 3pm", "Meeting at 3pm", null],
    ["tomorrow", "tomorrow", null],
    ["Email #42 follow-up", "Email follow-up", null, ["42"]],
    // Todoist's words chrono lacks (more-dates.ts).
    ["Garden day after tomorrow", "Garden", "2026-11-23"],
    ["Garden the day after tomorrow", "Garden", "2026-11-23"],
    ["Budget next month", "Budget", "2026-12-01"],
    ["Dentist in 3 months", "Dentist", "2027-02-21"],
    ["Dentist in a month", "Dentist", "2026-12-21"],
    ["Invoices end of month", "Invoices", "2026-11-30"],
    ["Pay rent on the 15th #home", "Pay rent", "2026-12-15", ["home"]],
    ["Pay rent the 25th", "Pay rent", "2026-11-25"],
    ["Pay rent on the 31st", "Pay rent", "2026-12-31"],
    ["Read the 2nd chapter", "Read the 2nd chapter", null],
    ["Party on the 27th of January", "Party", "2027-01-27"],
    ["Taxes mid January", "Taxes", "2027-01-15"],
    ["Taxes mid-march", "Taxes", "2027-03-15"],
    ["Next month's budget", "Next month's budget", null],
    // Todoist's week and year words: next week is its Monday, the weekend its Saturday (today
    // on a weekend), the end of the week its Friday.
    ["Call mom next week", "Call mom", "2026-11-23"],
    ["Call mom this weekend", "Call mom", "2026-11-21"],
    ["Hike next weekend", "Hike", "2026-11-28"],
    ["Report by end of week", "Report", "2026-11-27"],
    ["Taxes next year", "Taxes", "2027-01-01"],
    ["Review the end of the year", "Review", "2026-12-31"],
    ["Plan next week's meals", "Plan next week's meals", null],
    ["Prepare tomorrow's talk", "Prepare tomorrow's talk", null],
  ],
  de: [
    // A time stays in the title: objectives have days, not times.
    ["Arzt am Freitag um 15 Uhr", "Arzt um 15 Uhr", "2026-11-27"],
    ["Mama anrufen morgen", "Mama anrufen", "2026-11-22"],
    ["Zahnarzt übermorgen", "Zahnarzt", "2026-11-23"],
    ["Party am 24.12.", "Party", "2026-12-24"],
    ["Miete zahlen nächsten Freitag", "Miete zahlen", "2026-11-27"],
    ["In 3 Tagen Auto waschen", "Auto waschen", "2026-11-24"],
    ["Einkaufen am Montag", "Einkaufen", "2026-11-23"],
    ["Kapitel 5 lesen", "Kapitel 5 lesen", null],
    ["Treffen um 15 Uhr", "Treffen um 15 Uhr", null],
    ["Renovierung 2. Stock", "Renovierung 2. Stock", null],
    ['Film "Morgen ist auch ein Tag" ansehen', "Film Morgen ist auch ein Tag ansehen", null],
    ["Geschenke kaufen #familie", "Geschenke kaufen", null, ["familie"]],
    ["Bericht bis 3.12. #arbeit", "Bericht", "2026-12-03", ["arbeit"]],
    ["Steuer am 1.1.", "Steuer", "2027-01-01"],
    ["Joggen Sonntag", "Joggen", "2026-11-22"],
    ["Die 5. Welle lesen", "Die 5. Welle lesen", null],
    ["Budget nächsten Monat", "Budget", "2026-12-01"],
    ["Zahnarzt in 2 Monaten", "Zahnarzt", "2027-01-21"],
    ["Zahnarzt in einem Monat", "Zahnarzt", "2026-12-21"],
    ["Rechnungen Ende des Monats", "Rechnungen", "2026-11-30"],
    ["Miete am 28.", "Miete", "2026-11-28"],
    ["Miete am 15.", "Miete", "2026-12-15"],
    ["Steuer Mitte Januar", "Steuer", "2027-01-15"],
    // The next February 29th, not a day that does not exist.
    ["Schaltjahr-Party am 29.2.", "Schaltjahr-Party", "2028-02-29"],
    ["Mama anrufen nächste Woche", "Mama anrufen", "2026-11-23"],
    ["Mama anrufen am Wochenende", "Mama anrufen", "2026-11-21"],
    ["Wandern nächstes Wochenende", "Wandern", "2026-11-28"],
    ["Bericht bis Ende der Woche", "Bericht", "2026-11-27"],
    ["Steuer nächstes Jahr", "Steuer", "2027-01-01"],
    ["Wochenendeinkauf planen", "Wochenendeinkauf planen", null],
  ],
  fr: [
    // A time stays in the title: objectives have days, not times.
    ["Réunion vendredi à 15h", "Réunion à 15h", "2026-11-27"],
    ["Appeler maman demain", "Appeler maman", "2026-11-22"],
    ["Fête le 24/12", "Fête", "2026-12-24"],
    ["Dentiste dans 3 jours", "Dentiste", "2026-11-24"],
    ["Payer le loyer vendredi prochain", "Payer le loyer", "2026-11-27"],
    ["Courses lundi", "Courses", "2026-11-23"],
    ["Rapport pour le 3 décembre", "Rapport pour", "2026-12-03"],
    ["Lire le chapitre 5", "Lire le chapitre 5", null],
    ["Rénovation - 2e étage", "Rénovation - 2e étage", null],
    ["La 5e Vague", "La 5e Vague", null],
    ["Voir « Demain dès l'aube »", "Voir Demain dès l'aube", null],
    ["Acheter du pain #maison", "Acheter du pain", null, ["maison"]],
    ["Réunion demain #travail #urgent", "Réunion", "2026-11-22", ["travail", "urgent"]],
    ["Réunion à 15h", "Réunion à 15h", null],
    ["Jardinage après-demain", "Jardinage", "2026-11-23"],
    ["Noël 25/12", "Noël", "2026-12-25"],
    ["Budget le mois prochain", "Budget", "2026-12-01"],
    ["Dentiste dans 2 mois", "Dentiste", "2027-01-21"],
    ["Factures à la fin du mois", "Factures", "2026-11-30"],
    ["Impôts mi-janvier", "Impôts", "2027-01-15"],
    ["Appeler maman la semaine prochaine", "Appeler maman", "2026-11-23"],
    ["Appeler maman ce week-end", "Appeler maman", "2026-11-21"],
    ["Randonnée le week-end prochain", "Randonnée", "2026-11-28"],
    ["Rapport à la fin de la semaine", "Rapport", "2026-11-27"],
    ["Impôts l'année prochaine", "Impôts", "2027-01-01"],
    ["Bilan fin d'année", "Bilan", "2026-12-31"],
  ],
  es: [
    // A time stays in the title: objectives have days, not times.
    ["Dentista mañana a las 10", "Dentista a las 10", "2026-11-22"],
    ["Llamar a mamá mañana", "Llamar a mamá", "2026-11-22"],
    ["Fiesta 24/12", "Fiesta", "2026-12-24"],
    ["Dentista en 3 días", "Dentista", "2026-11-24"],
    ["Pagar el alquiler el viernes", "Pagar el alquiler", "2026-11-27"],
    ["Jardín pasado mañana", "Jardín", "2026-11-23"],
    ["Compras el lunes", "Compras", "2026-11-23"],
    ["Leer el capítulo 5", "Leer el capítulo 5", null],
    ["Renovación - 2º piso", "Renovación - 2º piso", null],
    ["La 5ª ola", "La 5ª ola", null],
    ['Ver "Mañana nunca muere"', "Ver Mañana nunca muere", null],
    ["Comprar pan #casa", "Comprar pan", null, ["casa"]],
    ["Informe mañana #trabajo", "Informe", "2026-11-22", ["trabajo"]],
    ["Reunión a las 15:00", "Reunión a las 15:00", null],
    ["Navidad 25/12", "Navidad", "2026-12-25"],
    ["Cita el 3 de diciembre", "Cita", "2026-12-03"],
    ["Presupuesto el próximo mes", "Presupuesto", "2026-12-01"],
    ["Dentista en 2 meses", "Dentista", "2027-01-21"],
    ["Viaje la próxima semana", "Viaje", "2026-11-23"],
    ["Facturas a fin de mes", "Facturas", "2026-11-30"],
    ["Impuestos mediados de enero", "Impuestos", "2027-01-15"],
    ["Llamar a mamá este fin de semana", "Llamar a mamá", "2026-11-21"],
    ["Excursión el próximo fin de semana", "Excursión", "2026-11-28"],
    ["Informe a finales de la semana", "Informe", "2026-11-27"],
    ["Viaje el año que viene", "Viaje", "2027-01-01"],
    ["Balance a fin de año", "Balance", "2026-12-31"],
  ],
  pt: [
    // A time stays in the title: objectives have days, not times.
    ["Reunião amanhã às 15h", "Reunião às 15h", "2026-11-22"],
    ["Ligar para mãe amanhã", "Ligar para mãe", "2026-11-22"],
    ["Festa 24/12", "Festa", "2026-12-24"],
    ["Dentista em 3 dias", "Dentista", "2026-11-24"],
    ["Pagar aluguel sexta-feira", "Pagar aluguel", "2026-11-27"],
    ["Jardim depois de amanhã", "Jardim", "2026-11-23"],
    ["Mercado na segunda-feira", "Mercado", "2026-11-23"],
    ["Ler o capítulo 5", "Ler o capítulo 5", null],
    ["Reforma - 2º andar", "Reforma - 2º andar", null],
    ["A 5ª Onda", "A 5ª Onda", null],
    ['Assistir "Amanhã é outro dia"', "Assistir Amanhã é outro dia", null],
    ["Comprar pão #casa", "Comprar pão", null, ["casa"]],
    ["Relatório amanhã #trabalho", "Relatório", "2026-11-22", ["trabalho"]],
    ["Reunião às 15h", "Reunião às 15h", null],
    ["Natal 25/12", "Natal", "2026-12-25"],
    ["Consulta em 10 dias", "Consulta", "2026-12-01"],
    ["Orçamento o próximo mês", "Orçamento", "2026-12-01"],
    ["Dentista em 2 meses", "Dentista", "2027-01-21"],
    ["Viagem a próxima semana", "Viagem", "2026-11-23"],
    ["Contas no fim do mês", "Contas", "2026-11-30"],
    ["Impostos meados de janeiro", "Impostos", "2027-01-15"],
    ["Ligar para a mãe neste fim de semana", "Ligar para a mãe", "2026-11-21"],
    ["Trilha no próximo fim de semana", "Trilha", "2026-11-28"],
    ["Relatório no fim da semana", "Relatório", "2026-11-27"],
    ["Relatório em 2 semanas", "Relatório", "2026-12-05"],
    ["Relatório daqui a duas semanas", "Relatório", "2026-12-05"],
    ["Relatório em uma semana", "Relatório", "2026-11-28"],
    ["Viagem ano que vem", "Viagem", "2027-01-01"],
    ["Balanço no fim do ano", "Balanço", "2026-12-31"],
  ],
  zh: [
    // A time stays in the title: objectives have days, not times.
    ["明天下午3点开会", "下午3点开会", "2026-11-22"],
    ["明天的会议", "会议", "2026-11-22"],
    ["明天给妈妈打电话", "给妈妈打电话", "2026-11-22"],
    ["12月24日聚会", "聚会", "2026-12-24"],
    ["3天后看牙医", "看牙医", "2026-11-24"],
    ["下周五交房租", "交房租", "2026-11-27"],
    ["后天整理花园", "整理花园", "2026-11-23"],
    ["大后天买菜", "买菜", "2026-11-24"],
    ["聚会 12/24", "聚会", "2026-12-24"],
    ["读第5章", "读第5章", null],
    ["装修 - 2楼", "装修 - 2楼", null],
    ["《第五波》观后感", "《第五波》观后感", null],
    ['看"明天过后"', "看明天过后", null],
    ["买面包 #家里", "买面包", null, ["家里"]],
    ["明天开会 #工作", "开会", "2026-11-22", ["工作"]],
    ["下午3点开会", "下午3点开会", null],
    ["圣诞节 12月25日", "圣诞节", "2026-12-25"],
    ["下个月做预算", "做预算", "2026-12-01"],
    ["两个月后看牙医", "看牙医", "2027-01-21"],
    ["下周旅行", "旅行", "2026-11-23"],
    ["两周后复诊", "复诊", "2026-12-05"],
    ["月底交账单", "交账单", "2026-11-30"],
    ["1月中旬报税", "报税", "2027-01-15"],
    ["下个月5号交房租", "交房租", "2026-12-05"],
    ["周末给妈妈打电话", "给妈妈打电话", "2026-11-21"],
    ["下周末爬山", "爬山", "2026-11-28"],
    ["明年旅行", "旅行", "2027-01-01"],
    ["年底总结", "总结", "2026-12-31"],
  ],
  ja: [
    // A time stays in the title: objectives have days, not times.
    ["明日の15時に会議", "15時に会議", "2026-11-22"],
    ["明日の会議", "会議", "2026-11-22"],
    ["明日 母に電話", "母に電話", "2026-11-22"],
    ["12月24日 パーティー", "パーティー", "2026-12-24"],
    ["3日後 歯医者", "歯医者", "2026-11-24"],
    ["来週の金曜日 家賃", "家賃", "2026-11-27"],
    ["明後日 庭仕事", "庭仕事", "2026-11-23"],
    ["パーティー 12/24", "パーティー", "2026-12-24"],
    ["第5章を読む", "第5章を読む", null],
    ["リフォーム - 2階", "リフォーム - 2階", null],
    ["フィフス・ウェイブを見る", "フィフス・ウェイブを見る", null],
    ["「明日に向かって撃て」を見る", "明日に向かって撃てを見る", null],
    ["パンを買う #家", "パンを買う", null, ["家"]],
    ["明日 会議 #仕事", "会議", "2026-11-22", ["仕事"]],
    ["午後3時 会議", "午後3時 会議", null],
    ["クリスマス 12月25日", "クリスマス", "2026-12-25"],
    ["あさって 買い物", "買い物", "2026-11-23"],
    ["来月 予算", "予算", "2026-12-01"],
    ["2ヶ月後 歯医者", "歯医者", "2027-01-21"],
    ["来週 旅行", "旅行", "2026-11-23"],
    ["2週間後 再診", "再診", "2026-12-05"],
    ["月末 請求書", "請求書", "2026-11-30"],
    ["1月中旬 確定申告", "確定申告", "2027-01-15"],
    ["来月5日 家賃", "家賃", "2026-12-05"],
    ["週末に母に電話", "母に電話", "2026-11-21"],
    ["来週末 ハイキング", "ハイキング", "2026-11-28"],
    ["今週中に報告", "報告", "2026-11-27"],
    ["来年 旅行", "旅行", "2027-01-01"],
    ["年末 大掃除", "大掃除", "2026-12-31"],
  ],
};

describe("parseQuickAdd", () => {
  for (const [lng, list] of Object.entries(cases) as [Language, Case[]][]) {
    describe(lng, () => {
      it("has at least 15 cases", () => expect(list.length).toBeGreaterThanOrEqual(15));
      it.each(list)("%j", (input, title, day, markers = []) => {
        const parsed = parseQuickAdd(input, lng, TODAY);
        expect({ title: parsed.title, day: parsed.day, markers: parsed.markers }).toEqual({ title, day, markers });
      });
    });
  }
});

describe("parseQuickAdd: priorities", () => {
  it.each([
    ["en", "Pay rent p1 tomorrow", "Pay rent", "2026-11-22", 1],
    ["en", "P2 Call the bank", "Call the bank", null, 2],
    ["en", "Review p3 #work", "Review", null, 3],
    ["en", "Later p4", "Later", null, 4],
    // The last one counts.
    ["en", "Both p1 p3", "Both", null, 3],
    // Not a word of its own, a number beyond 4, quoted, or the whole line: the title's.
    ["en", "Convert mp3 files", "Convert mp3 files", null, null],
    ["en", "Ship p10", "Ship p10", null, null],
    ["en", 'Rename "p1" folder', "Rename p1 folder", null, null],
    ["en", "p1", "p1", null, null],
    ["de", "Miete zahlen p1 morgen", "Miete zahlen", "2026-11-22", 1],
    ["fr", "Appeler la banque p2", "Appeler la banque", null, 2],
    ["zh", "明天交房租p1", "交房租", "2026-11-22", 1],
    ["ja", "明日 家賃を払う p2", "家賃を払う", "2026-11-22", 2],
  ] as [Language, string, string, string | null, number | null][])("%s %j", (lng, input, title, day, priority) => {
    const parsed = parseQuickAdd(input, lng, TODAY);
    expect({ title: parsed.title, day: parsed.day, priority: parsed.priority }).toEqual({ title, day, priority });
  });
});

describe("parseQuickAdd: assignees", () => {
  it.each([
    ["en", "Call the plumber +Anna tomorrow", "Call the plumber", "2026-11-22", { name: "Anna", me: false }],
    [
      "en",
      "+anna.silva@example.com Book the room",
      "Book the room",
      null,
      { name: "anna.silva@example.com", me: false },
    ],
    ["en", "Water plants +me", "Water plants", null, { name: "me", me: true }],
    ["en", "Tidy up +Me #home p2", "Tidy up", null, { name: "Me", me: true }],
    // The last one counts; punctuation after it stays.
    ["en", "Swap +ann +bob", "Swap", null, { name: "bob", me: false }],
    ["en", "Ask +Anna.", "Ask +Anna.", null, null],
    // Not a name: inside a word, a number, quoted, or the whole line.
    ["en", "Learn C++ basics", "Learn C++ basics", null, null],
    ["en", "Vote +1 on the plan", "Vote +1 on the plan", null, null],
    ["en", 'Rename "+draft" folder', "Rename +draft folder", null, null],
    ["en", "+Anna", "+Anna", null, null],
    ["de", "Miete zahlen +ich morgen", "Miete zahlen", "2026-11-22", { name: "ich", me: true }],
    ["fr", "Appeler la banque +moi", "Appeler la banque", null, { name: "moi", me: true }],
    ["es", "Llamar al banco +yo", "Llamar al banco", null, { name: "yo", me: true }],
    ["pt", "Ligar para o banco +eu", "Ligar para o banco", null, { name: "eu", me: true }],
    ["zh", "明天交房租 +我", "交房租", "2026-11-22", { name: "我", me: true }],
    ["ja", "明日 家賃を払う +私", "家賃を払う", "2026-11-22", { name: "私", me: true }],
    ["ja", "明日 家賃を払う +田中", "家賃を払う", "2026-11-22", { name: "田中", me: false }],
  ] as [Language, string, string, string | null, { name: string; me: boolean } | null][])(
    "%s %j",
    (lng, input, title, day, assignee) => {
      const parsed = parseQuickAdd(input, lng, TODAY);
      expect({ title: parsed.title, day: parsed.day, assignee: parsed.assignee }).toEqual({ title, day, assignee });
    },
  );
});
