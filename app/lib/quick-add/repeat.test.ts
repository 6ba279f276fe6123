import { describe, expect, it } from "vitest";
import type { Repeat } from "../repeat";
import type { Language } from "../i18n";
import { parseQuickAdd } from "./parse";

// Saturday 21 November 2026 is "today" in every case below; Monday is the 23rd.
const TODAY = "2026-11-21";

type Case = [input: string, title: string, day: string | null, repeat: Repeat | null, every?: number];

const cases: Record<Language, Case[]> = {
  en: [
    // A weekday in the plural after "on": every one; bare, it may be a thing's.
    ["Gym on Mondays", "Gym", "2026-11-23", "weekly"],
    ["Gym on Mondays and Thursdays", "Gym", "2026-11-23", "days:1,4"],
    ["Fix Mondays bug", "Fix Mondays bug", null, null],
    // Days left out: the rule's others; the words go with the rule ("on weekends" there is no rule).
    ["Report every weekday except Friday", "Report", "2026-11-23", "days:1,2,3,4"],
    ["Gym every day except Sunday", "Gym", "2026-11-21", "days:1,2,3,4,5,6"],
    ["Gym every day except on weekends", "Gym", null, "weekdays"],
    ["Gym every weekday except Sat", "Gym", null, "weekdays"],
    ["Gym except on weekends", "Gym except on weekends", null, null],
    // "every 3rd day" is every 3 days, not the month's 3rd; "every first of the month" its 1st.
    ["Water every 3rd day", "Water", null, "daily", 3],
    ["Review every second week", "Review", null, "weekly", 2],
    ["Pay every first of the month", "Pay", "2026-12-01", "monthly"],
    ["Review every half year", "Review", null, "monthly", 6],
    // A rule's weekday counts from the line's date; a weekday in the title is no date.
    ["Saturday market every Saturday", "Saturday market", "2026-11-21", "weekly"],
    ["Mow lawn every Saturday starting Dec 12", "Mow lawn", "2026-12-12", "weekly"],
    ["Mow lawn every Saturday from next week", "Mow lawn", "2026-11-28", "weekly"],
    ["Water every Mon, Wed and Fri starting Dec 12", "Water", "2026-12-14", "days:1,3,5"],
    // Working days by any name, and intervals in words.
    ["Standup every business day", "Standup", null, "weekdays"],
    ["Standup on workdays", "Standup", null, "weekdays"],
    ["Report every two weeks", "Report", null, "weekly", 2],
    ["Report biweekly", "Report", null, "weekly", 2],
    ["Backup every three months", "Backup", null, "monthly", 3],
    // A time of day with the rule: every day, and its words stay (objectives have no times).
    ["Stretch every morning", "Stretch every morning", null, "daily"],
    ["Meds every night until Friday", "Meds every night", null, "daily"],
    // A day of the week each month: from the next one (today's included).
    ["Team review every first Monday", "Team review", "2026-12-07", "nth:1:1"],
    ["Pay rent every last Friday of the month", "Pay rent", "2026-11-27", "nth:-1:5"],
    ["Book club the 3rd Thursday of every month", "Book club", "2026-12-17", "nth:3:4"],
    ["Board meeting every second Tuesday of the month", "Board meeting", "2026-12-08", "nth:2:2"],
    ["Market every 4th Saturday", "Market", "2026-11-28", "nth:4:6"],
    ["Cleanup every last sat", "Cleanup", "2026-11-28", "nth:-1:6"],
    // A day of the week of one month: yearly, from the next one (this year's if still to come).
    ["Memorial Day every last Monday of May", "Memorial Day", "2027-05-31", "nth:-1:1:5"],
    ["Thanksgiving each 4th Thursday in November", "Thanksgiving", "2026-11-26", "nth:4:4:11"],
    ["Plan the year the first Monday of January every year", "Plan the year", "2027-01-04", "nth:1:1:1"],
    ["Picnic every second Saturday of Sept.", "Picnic", "2027-09-11", "nth:2:6:9"],
    // The month's last day (this month's, today's included), or February's each year.
    // Days listed with spaces alone.
    ["Call mum every Sunday!", "Call mum!", "2026-11-22", "weekly"],
    ["Gym every mon wed fri", "Gym", "2026-11-23", "days:1,3,5"],
    ["Gym every Tuesday Thursday", "Gym", "2026-11-24", "days:2,4"],
    ["Taxes every quarter", "Taxes", null, "monthly", 3],
    // Todoist's "ev" for "every"; "EV" as a word of the title is not one.
    ["Gym ev mon, fri", "Gym", "2026-11-23", "days:1,5"],
    ["Stretch ev day", "Stretch", null, "daily"],
    ["Review ev 3 weeks", "Review", null, "weekly", 3],
    ["Pay rent ev last day", "Pay rent", "2026-11-30", "nth:-1:0"],
    ["Charge the EV every week", "Charge the EV", null, "weekly"],
    ["Check EV battery", "Check EV battery", null, null],
    // Todoist's "every 27": the month's 27th, when the number ends the line.
    ["Pay rent every 27", "Pay rent", "2026-11-27", "monthly"],
    ["Stretch every 30 minutes", "Stretch every 30 minutes", null, null],
    ["Quarterly review", "review", null, "monthly", 3],
    ["Pay rent every last day", "Pay rent", "2026-11-30", "nth:-1:0"],
    ["Invoices every last day of the month", "Invoices", "2026-11-30", "nth:-1:0"],
    ["Backup on the last day of every month", "Backup", "2026-11-30", "nth:-1:0"],
    ["Leap check every last day of February", "Leap check", "2027-02-28", "nth:-1:0:2"],
    // "every second Tuesday" without the month is every other one.
    ["Team lunch every second Tuesday", "Team lunch", "2026-11-24", "weekly", 2],
    ["Water the plants every day", "Water the plants", null, "daily"],
    ["Daily standup", "standup", null, "daily"],
    // A word of the title said again as the rule: the last one is the rule.
    ["Weekly shop every week", "Weekly shop", null, "weekly"],
    ["Daily standup every day", "Daily standup", null, "daily"],
    ["Gym every weekday", "Gym", null, "weekdays"],
    ["Team sync every Monday", "Team sync", "2026-11-23", "weekly"],
    ["Pay rent monthly #home", "Pay rent", null, "monthly"],
    ["Birthday card every year on Dec 3", "Birthday card", "2026-12-03", "yearly"],
    ["Review weekly tomorrow", "Review", "2026-11-22", "weekly"],
    ['Read "every day counts"', "Read every day counts", null, null],
    ["Everyday carry", "Everyday carry", null, null],
    ["Backup every 3 days", "Backup", null, "daily", 3],
    ["Sprint review every other week", "Sprint review", null, "weekly", 2],
    ["Dentist every 6 months", "Dentist", null, "monthly", 6],
    ["Payroll fortnightly", "Payroll", null, "weekly", 2],
    ["every day", "every day", null, null],
    ["every Monday", "every Monday", null, null],
    ["every first Monday", "every first Monday", null, null],
    // Days of the week: the first of them from today (Saturday) unless the line says when.
    ["Gym every Mon, Wed and Fri", "Gym", "2026-11-23", "days:1,3,5"],
    ["Bins every tuesday & friday", "Bins", "2026-11-24", "days:2,5"],
    ["Market every sat and sun", "Market", "2026-11-21", "days:6,7"],
    ["Long run every weekend", "Long run", "2026-11-21", "days:6,7"],
    ["Team lunch every other Tuesday", "Team lunch", "2026-11-24", "weekly", 2],
    ["Brunch on weekends", "Brunch", "2026-11-21", "days:6,7"],
    ["Plan weekends", "Plan weekends", null, null],
    ["Piano every Mon and Thu Dec 3", "Piano", "2026-12-03", "days:1,4"],
    // Ranges: Monday to Friday is "weekdays"; over the week's end too.
    ["Standup every Mon-Fri", "Standup", null, "weekdays"],
    ["Gym every Tue–Thu", "Gym", "2026-11-24", "days:2,3,4"],
    ["Night shift every Friday to Sunday", "Night shift", "2026-11-21", "days:5,6,7"],
    ["Call mum every sun - tue", "Call mum", "2026-11-22", "days:1,2,7"],
    // "to" before a word that is not a day: one day.
    ["Meet every Monday to plan", "Meet to plan", "2026-11-23", "weekly"],
    // A day of the month: monthly from the next one (today's included; a 31st: December's).
    ["Pay rent every 15th", "Pay rent", "2026-12-15", "monthly"],
    ["Pay rent every 21st", "Pay rent", "2026-11-21", "monthly"],
    ["Invoice every 1st of the month", "Invoice", "2026-12-01", "monthly"],
    ["Backup on the 31st of every month", "Backup", "2026-12-31", "monthly"],
    // With a month's name: yearly on that date.
    ["Taxes every March 15", "Taxes", "2027-03-15", "yearly"],
    ["Taxes every 15th of March", "Taxes", "2027-03-15", "yearly"],
    ["Anniversary every 2 Dec", "Anniversary", "2026-12-02", "yearly"],
    // "may" before a verb is no month: the 15th of each month, "may change" the title's.
    ["Birthday every 15th may", "Birthday", "2027-05-15", "yearly"],
    ["Pay rent on the first of every month", "Pay rent", "2026-12-01", "monthly"],
    ["Pay rent the first of each month", "Pay rent", "2026-12-01", "monthly"],
    ["Rent every 15th may change", "Rent may change", "2026-12-15", "monthly"],
    ["Rent every 1st and 15th may go up", "Rent may go up", "2026-12-01", "mdays:1,15"],
    ["Standup every mon, tue, wed, thu, and fri", "Standup", null, "weekdays"],
  ],
  de: [
    // "montags", "immer sonnabends": jeden Montag, Samstag.
    ["Sport montags", "Sport", "2026-11-23", "weekly"],
    ["Putzen immer sonnabends", "Putzen", "2026-11-21", "weekly"],
    ["Sonntags-Brunch planen", "Sonntags-Brunch planen", null, null],
    ["Sport werktags außer freitags", "Sport", "2026-11-23", "days:1,2,3,4"],
    ["Sport jeden Tag außer am Wochenende", "Sport", null, "weekdays"],
    ["Rasen mähen jeden Samstag ab nächster Woche", "Rasen mähen", "2026-11-28", "weekly"],
    ["Bericht halbjährlich", "Bericht", null, "monthly", 6],
    ["Standup an Arbeitstagen", "Standup", null, "weekdays"],
    ["Standup wochentags", "Standup", null, "weekdays"],
    ["Gießen jeden zweiten Tag", "Gießen", null, "daily", 2],
    ["Bericht alle vier Wochen", "Bericht", null, "weekly", 4],
    // "Morgen" here is the morning, not tomorrow.
    ["Dehnen jeden Morgen", "Dehnen jeden Morgen", null, "daily"],
    ["Tabletten jeden Abend ab Montag", "Tabletten jeden Abend", "2026-11-23", "daily"],
    ["Teamrunde jeden ersten Montag", "Teamrunde", "2026-12-07", "nth:1:1"],
    ["Miete jeden letzten Freitag im Monat", "Miete", "2026-11-27", "nth:-1:5"],
    ["Stammtisch am 3. Donnerstag jedes Monats", "Stammtisch", "2026-12-17", "nth:3:4"],
    ["Jour fixe jeden zweiten Dienstag im Monat", "Jour fixe", "2026-12-08", "nth:2:2"],
    ["Gedenken jeden letzten Montag im Mai", "Gedenken", "2027-05-31", "nth:-1:1:5"],
    ["Erntedank jedes Jahr am ersten Sonntag im Oktober", "Erntedank", "2027-10-03", "nth:1:7:10"],
    ["Miete jeden letzten Tag im Monat", "Miete", "2026-11-30", "nth:-1:0"],
    ["Abrechnung jedes Monatsende", "Abrechnung", "2026-11-30", "nth:-1:0"],
    ["Steuer vierteljährlich", "Steuer", null, "monthly", 3],
    ["Prüfen jeden letzten Tag im Februar", "Prüfen", "2027-02-28", "nth:-1:0:2"],
    ["Inventur jeden letzten Freitag im Okt.", "Inventur", "2027-10-29", "nth:-1:5:10"],
    ["Yoga jeden zweiten Dienstag", "Yoga", "2026-11-24", "weekly", 2],
    ["Pflanzen gießen jeden Tag", "Pflanzen gießen", null, "daily"],
    ["Täglich lesen", "lesen", null, "daily"],
    ["Sport werktags", "Sport", null, "weekdays"],
    ["Teamrunde jeden Montag", "Teamrunde", "2026-11-23", "weekly"],
    ["Miete zahlen monatlich", "Miete zahlen", null, "monthly"],
    ["Steuererklärung jährlich", "Steuererklärung", null, "yearly"],
    ["Filter wechseln alle 3 Monate", "Filter wechseln", null, "monthly", 3],
    ["Müll alle zwei Wochen", "Müll", null, "weekly", 2],
    ["Sport jeden Mo, Mi und Fr", "Sport", "2026-11-23", "days:1,3,5"],
    ["Chor montags und donnerstags", "Chor", "2026-11-23", "days:1,4"],
    ["Sport jeden Mo-Fr", "Sport", null, "weekdays"],
    ["Chor montags bis mittwochs", "Chor", "2026-11-23", "days:1,2,3"],
    ["Training jeden Dienstag bis Donnerstag", "Training", "2026-11-24", "days:2,3,4"],
    ["Miete jeden 15.", "Miete", "2026-12-15", "monthly"],
    ["Miete jeden 1. des Monats", "Miete", "2026-12-01", "monthly"],
    ["Miete am 15. jeden Monats", "Miete", "2026-12-15", "monthly"],
    ["Steuer jeden 15. März", "Steuer", "2027-03-15", "yearly"],
    ["Markt jeden Samstag und Sonntag", "Markt", "2026-11-21", "days:6,7"],
    ["Wandern jedes Wochenende", "Wandern", "2026-11-21", "days:6,7"],
    ["Chor jeden zweiten Dienstag", "Chor", "2026-11-24", "weekly", 2],
  ],
  fr: [
    // « les mercredis » : chaque mercredi ; « le mercredi » : un seul.
    ["Piscine les mercredis", "Piscine", "2026-11-25", "weekly"],
    ["Piscine le mercredi", "Piscine", "2026-11-25", null],
    ["Sport tous les jours sauf le dimanche", "Sport", "2026-11-21", "days:1,2,3,4,5,6"],
    ["Loyer le 1er de chaque mois", "Loyer", "2026-12-01", "monthly"],
    ["Sport un jour sur deux", "Sport", null, "daily", 2],
    ["Rapport tous les quinze jours", "Rapport", null, "weekly", 2],
    ["Bilan chaque semestre", "Bilan", null, "monthly", 6],
    // Not "every day" and a title ending in "de semaine".
    ["Standup chaque jour de semaine", "Standup", null, "weekdays"],
    ["Standup tous les jours ouvrables", "Standup", null, "weekdays"],
    ["Rapport tous les six mois", "Rapport", null, "monthly", 6],
    ["Médicaments tous les soirs", "Médicaments tous les soirs", null, "daily"],
    ["Réunion chaque premier lundi", "Réunion", "2026-12-07", "nth:1:1"],
    ["Loyer tous les derniers vendredis du mois", "Loyer", "2026-11-27", "nth:-1:5"],
    ["Club le 3e jeudi de chaque mois", "Club", "2026-12-17", "nth:3:4"],
    ["Fête chaque dernier lundi de mai", "Fête", "2027-05-31", "nth:-1:1:5"],
    ["Réunion tous les premiers lundis d'avril", "Réunion", "2027-04-05", "nth:1:1:4"],
    ["Loyer chaque dernier jour du mois", "Loyer", "2026-11-30", "nth:-1:0"],
    ["Factures chaque fin de mois", "Factures", "2026-11-30", "nth:-1:0"],
    ["TVA chaque trimestre", "TVA", null, "monthly", 3],
    ["Bilan chaque dernier jour de février", "Bilan", "2027-02-28", "nth:-1:0:2"],
    ["Arroser les plantes tous les jours", "Arroser les plantes", null, "daily"],
    ["Sport tous les jours ouvrés", "Sport", null, "weekdays"],
    ["Réunion tous les lundis", "Réunion", "2026-11-23", "weekly"],
    ["Courses chaque semaine", "Courses", null, "weekly"],
    ["Payer le loyer tous les mois", "Payer le loyer", null, "monthly"],
    ["Bilan chaque année", "Bilan", null, "yearly"],
    ["Ménage toutes les 2 semaines", "Ménage", null, "weekly", 2],
    ["Sauvegarde tous les 3 jours", "Sauvegarde", null, "daily", 3],
    ["Piscine tous les lundis et jeudis", "Piscine", "2026-11-23", "days:1,4"],
    ["Cours chaque mardi et vendredi", "Cours", "2026-11-24", "days:2,5"],
    ["Sport tous les jours du lundi au vendredi", "Sport", null, "weekdays"],
    ["Cours chaque mar.-jeu.", "Cours", "2026-11-24", "days:2,3,4"],
    ["Yoga tous les lundis au mercredis", "Yoga", "2026-11-23", "days:1,2,3"],
    ["Loyer tous les 15 du mois", "Loyer", "2026-12-15", "monthly"],
    ["Loyer le 5 de chaque mois", "Loyer", "2026-12-05", "monthly"],
    ["Impôts tous les 15 mars", "Impôts", "2027-03-15", "yearly"],
    ["Yoga tous les lun., mer. et ven.", "Yoga", "2026-11-23", "days:1,3,5"],
    ["Marché tous les week-ends", "Marché", "2026-11-21", "days:6,7"],
    ["Club un mardi sur deux", "Club", "2026-11-24", "weekly", 2],
  ],
  es: [
    // "sí y otro no": uno de cada dos.
    ["Reunión un lunes sí y otro no", "Reunión", "2026-11-23", "weekly", 2],
    ["Correr un día sí y otro no", "Correr", null, "daily", 2],
    ["Limpiar semana sí, semana no", "Limpiar", null, "weekly", 2],
    // "los lunes": cada lunes; "el lunes": uno.
    ["Gimnasio los lunes", "Gimnasio", "2026-11-23", "weekly"],
    ["Gimnasio los sábados", "Gimnasio", "2026-11-21", "weekly"],
    ["Gimnasio los lunes y jueves", "Gimnasio", "2026-11-23", "days:1,4"],
    ["Gimnasio todos los días excepto los fines de semana", "Gimnasio", null, "weekdays"],
    ["Pagar la luz cada mes el día 10", "Pagar la luz", "2026-12-10", "monthly"],
    ["Alquiler el primero de cada mes", "Alquiler", "2026-12-01", "monthly"],
    ["Gimnasio día por medio", "Gimnasio", null, "daily", 2],
    ["Reunión cada quince días", "Reunión", null, "weekly", 2],
    ["Revisión semestralmente", "Revisión", null, "monthly", 6],
    ["Standup cada día hábil", "Standup", null, "weekdays"],
    ["Standup días hábiles", "Standup", null, "weekdays"],
    ["Informe cada seis meses", "Informe", null, "monthly", 6],
    // "mañana" here is the morning, not tomorrow.
    ["Estirar cada mañana", "Estirar cada mañana", null, "daily"],
    ["Reunión cada primer lunes", "Reunión", "2026-12-07", "nth:1:1"],
    ["Alquiler todos los últimos viernes del mes", "Alquiler", "2026-11-27", "nth:-1:5"],
    ["Club el tercer jueves de cada mes", "Club", "2026-12-17", "nth:3:4"],
    ["Fiesta cada último lunes de mayo", "Fiesta", "2027-05-31", "nth:-1:1:5"],
    ["Cena todos los cuartos jueves de noviembre", "Cena", "2026-11-26", "nth:4:4:11"],
    ["Alquiler cada último día del mes", "Alquiler", "2026-11-30", "nth:-1:0"],
    ["Facturas cada fin de mes", "Facturas", "2026-11-30", "nth:-1:0"],
    ["Impuestos cada trimestre", "Impuestos", null, "monthly", 3],
    ["Cierre cada último día de febrero", "Cierre", "2027-02-28", "nth:-1:0:2"],
    ["Regar las plantas todos los días", "Regar las plantas", null, "daily"],
    ["Gimnasio entre semana", "Gimnasio", null, "weekdays"],
    ["Reunión cada lunes", "Reunión", "2026-11-23", "weekly"],
    ["Limpieza todos los sábados", "Limpieza", "2026-11-21", "weekly"],
    ["Pagar el alquiler cada mes", "Pagar el alquiler", null, "monthly"],
    ["Revisión anual anualmente", "Revisión anual", null, "yearly"],
    ["Dentista cada 6 meses", "Dentista", null, "monthly", 6],
    ["Gimnasio cada lunes y jueves", "Gimnasio", "2026-11-23", "days:1,4"],
    ["Gimnasio todos los días de lunes a viernes", "Gimnasio", null, "weekdays"],
    ["Clase cada martes a jueves", "Clase", "2026-11-24", "days:2,3,4"],
    // "a" before a word that is not a day: one day.
    ["Reunión cada lunes a las 9", "Reunión a las 9", "2026-11-23", "weekly"],
    // "cada día 15" is the 15th of each month, not every day.
    ["Alquiler cada día 15", "Alquiler", "2026-12-15", "monthly"],
    ["Alquiler el 15 de cada mes", "Alquiler", "2026-12-15", "monthly"],
    ["Impuestos cada día 15 de marzo", "Impuestos", "2027-03-15", "yearly"],
    ["Impuestos cada 15 de marzo", "Impuestos", "2027-03-15", "yearly"],
    ["Inglés todos los martes y los viernes", "Inglés", "2026-11-24", "days:2,5"],
    ["Paseo cada fin de semana", "Paseo", "2026-11-21", "days:6,7"],
    ["Club cada dos martes", "Club", "2026-11-24", "weekly", 2],
  ],
  pt: [
    // "sim, … não": um sim, outro não.
    ["Reunião segunda sim, segunda não", "Reunião", "2026-11-23", "weekly", 2],
    ["Correr dia sim, dia não", "Correr", null, "daily", 2],
    ["Faxina semana sim, semana não", "Faxina", null, "weekly", 2],
    // "às segundas", "aos sábados": toda segunda, todo sábado.
    ["Academia às segundas", "Academia", "2026-11-23", "weekly"],
    ["Academia aos sábados", "Academia", "2026-11-21", "weekly"],
    ["Academia nas segundas e quintas", "Academia", "2026-11-23", "days:1,4"],
    ["Academia todos os dias exceto domingo", "Academia", "2026-11-21", "days:1,2,3,4,5,6"],
    // "menos" before a rule is "less", no day left out.
    ["Comer menos todo dia", "Comer menos", null, "daily"],
    // Not "every day" with "primeiro" left in the title.
    ["Aluguel todo dia primeiro", "Aluguel", "2026-12-01", "monthly"],
    ["Academia dia sim, dia não", "Academia", null, "daily", 2],
    ["Reunião quinzenalmente", "Reunião", null, "weekly", 2],
    ["Revisão a cada semestre", "Revisão", null, "monthly", 6],
    ["Relatório a cada seis meses", "Relatório", null, "monthly", 6],
    ["Remédio todas as noites", "Remédio todas as noites", null, "daily"],
    ["Reunião toda primeira segunda", "Reunião", "2026-12-07", "nth:1:1"],
    ["Feira todo último sábado do mês", "Feira", "2026-11-28", "nth:-1:6"],
    ["Clube na 3ª quinta-feira de cada mês", "Clube", "2026-12-17", "nth:3:4"],
    ["Ioga toda segunda segunda-feira", "Ioga", "2026-12-14", "nth:2:1"],
    ["Festa toda última segunda-feira de maio", "Festa", "2027-05-31", "nth:-1:1:5"],
    ["Feira todo quarto sábado de março", "Feira", "2027-03-27", "nth:4:6:3"],
    ["Aluguel todo último dia do mês", "Aluguel", "2026-11-30", "nth:-1:0"],
    ["Faturas todo fim de mês", "Faturas", "2026-11-30", "nth:-1:0"],
    ["Impostos a cada trimestre", "Impostos", null, "monthly", 3],
    ["Balanço todo último dia de fevereiro", "Balanço", "2027-02-28", "nth:-1:0:2"],
    ["Regar as plantas todos os dias", "Regar as plantas", null, "daily"],
    ["Academia em dias úteis", "Academia", null, "weekdays"],
    ["Reunião toda segunda-feira", "Reunião", "2026-11-23", "weekly"],
    ["Feira todos os sábados", "Feira", "2026-11-21", "weekly"],
    ["Pagar aluguel todo mês", "Pagar aluguel", null, "monthly"],
    ["Declaração anualmente", "Declaração", null, "yearly"],
    ["Dentista a cada 6 meses", "Dentista", null, "monthly", 6],
    ["Academia toda segunda e quinta", "Academia", "2026-11-23", "days:1,4"],
    ["Academia todos os dias de segunda a sexta", "Academia", null, "weekdays"],
    ["Inglês toda terça a quinta", "Inglês", "2026-11-24", "days:2,3,4"],
    // "todo dia 15" is the 15th of each month, not every day.
    ["Aluguel todo dia 15", "Aluguel", "2026-12-15", "monthly"],
    ["Aluguel dia 10 de cada mês", "Aluguel", "2026-12-10", "monthly"],
    ["Impostos todo dia 15 de março", "Impostos", "2027-03-15", "yearly"],
    ["Inglês às terças e sextas", "Inglês", "2026-11-24", "days:2,5"],
    ["Feira todos os sábados e domingos", "Feira", "2026-11-21", "days:6,7"],
    ["Trilha todo fim de semana", "Trilha", "2026-11-21", "days:6,7"],
    ["Clube a cada duas terças", "Clube", "2026-11-24", "weekly", 2],
  ],
  zh: [
    // 规则后的"的"随规则去掉; 每逢周六: 每周六。
    ["每周一的会议", "会议", "2026-11-23", "weekly"],
    ["每逢周六打扫", "打扫", "2026-11-21", "weekly"],
    ["每天除了周日 健身", "健身", "2026-11-21", "days:1,2,3,4,5,6"],
    // 从…开始, …起, …から: from that day on (Saturday's next week starts on Monday the 23rd).
    ["从下周开始每周六割草", "割草", "2026-11-28", "weekly"],
    ["明天起每天跑步", "跑步", "2026-11-22", "daily"],
    ["每隔一天浇水", "浇水", null, "daily", 2],
    ["每半年体检", "体检", null, "monthly", 6],
    ["每天早上跑步", "每天早上跑步", null, "daily"],
    ["每月第一个周一开会", "开会", "2026-12-07", "nth:1:1"],
    ["每个月的最后一个星期五交房租", "交房租", "2026-11-27", "nth:-1:5"],
    ["每月第3个礼拜四读书会", "读书会", "2026-12-17", "nth:3:4"],
    ["每年5月的最后一个星期一纪念日", "纪念日", "2027-05-31", "nth:-1:1:5"],
    ["每年十一月第四个周四感恩节", "感恩节", "2026-11-26", "nth:4:4:11"],
    ["每月最后一天交房租", "交房租", "2026-11-30", "nth:-1:0"],
    ["每个月底对账", "对账", "2026-11-30", "nth:-1:0"],
    ["每季度报税", "报税", null, "monthly", 3],
    ["每年2月的最后一天检查", "检查", "2027-02-28", "nth:-1:0:2"],
    ["每天浇花", "浇花", null, "daily"],
    ["工作日健身", "健身", null, "weekdays"],
    ["每周一开会", "开会", "2026-11-23", "weekly"],
    ["每周打扫", "打扫", null, "weekly"],
    ["整理工作日志", "整理工作日志", null, null],
    ["每个月交房租", "交房租", null, "monthly"],
    ["每年体检", "体检", null, "yearly"],
    ["每两周开会", "开会", null, "weekly", 2],
    ["每3天备份", "备份", null, "daily", 3],
    ["每周一三五跑步", "跑步", "2026-11-23", "days:1,3,5"],
    ["每周二和周五倒垃圾", "倒垃圾", "2026-11-24", "days:2,5"],
    ["每周一至五健身", "健身", null, "weekdays"],
    ["每周二到周四游泳", "游泳", "2026-11-24", "days:2,3,4"],
    ["每月15日交房租", "交房租", "2026-12-15", "monthly"],
    ["每个月1号交电费", "交电费", "2026-12-01", "monthly"],
    ["每星期六、星期日去市场", "去市场", "2026-11-21", "days:6,7"],
    ["每周末爬山", "爬山", "2026-11-21", "days:6,7"],
    ["隔周二开会", "开会", "2026-11-24", "weekly", 2],
  ],
  ja: [
    // 規則の後の「に」「の」は規則と一緒に消える。
    ["毎週月水金にジム", "ジム", "2026-11-23", "days:1,3,5"],
    ["毎週月曜の会議", "会議", "2026-11-23", "weekly"],
    ["毎日（土日を除く） ジム", "ジム", null, "weekdays"],
    ["来週から毎週土曜 芝刈り", "芝刈り", "2026-11-28", "weekly"],
    ["一日おき 水やり", "水やり", null, "daily", 2],
    ["半年ごと 点検", "点検", null, "monthly", 6],
    ["毎営業日 朝会", "朝会", null, "weekdays"],
    ["毎朝ストレッチ", "毎朝ストレッチ", null, "daily"],
    // 水泳 (swimming) after a weekly day is no Wednesday; 毎週月水金 lists three days.
    ["毎週月曜水泳", "水泳", "2026-11-23", "weekly"],
    ["毎週月水金 ジム", "ジム", "2026-11-23", "days:1,3,5"],
    ["毎月第1月曜日 定例会", "定例会", "2026-12-07", "nth:1:1"],
    ["毎月最終金曜日 家賃", "家賃", "2026-11-27", "nth:-1:5"],
    ["毎月最後の土曜日 掃除", "掃除", "2026-11-28", "nth:-1:6"],
    ["毎年5月の最終月曜日 記念日", "記念日", "2027-05-31", "nth:-1:1:5"],
    ["毎年１１月第4木曜日 感謝祭", "感謝祭", "2026-11-26", "nth:4:4:11"],
    ["毎月末日 家賃", "家賃", "2026-11-30", "nth:-1:0"],
    ["毎月末 請求書", "請求書", "2026-11-30", "nth:-1:0"],
    ["四半期ごと 決算", "決算", null, "monthly", 3],
    ["毎年2月の末日 点検", "点検", "2027-02-28", "nth:-1:0:2"],
    ["毎日 水やり", "水やり", null, "daily"],
    ["平日 ジム", "ジム", null, "weekdays"],
    ["毎週月曜日 会議", "会議", "2026-11-23", "weekly"],
    ["毎週 掃除", "掃除", null, "weekly"],
    ["毎月 家賃", "家賃", null, "monthly"],
    ["毎年 健康診断", "健康診断", null, "yearly"],
    ["2週間ごと 会議", "会議", null, "weekly", 2],
    ["隔週 ゴミ出し", "ゴミ出し", null, "weekly", 2],
    ["毎週月・木 ジム", "ジム", "2026-11-23", "days:1,4"],
    ["毎週月曜と木曜 英会話", "英会話", "2026-11-23", "days:1,4"],
    ["毎週月〜金 ジム", "ジム", null, "weekdays"],
    ["毎週火曜から木曜まで 英会話", "英会話", "2026-11-24", "days:2,3,4"],
    ["毎月25日 家賃", "家賃", "2026-11-25", "monthly"],
    ["毎週月曜日と木曜日 英会話", "英会話", "2026-11-23", "days:1,4"],
    ["毎週月水金 ランニング", "ランニング", "2026-11-23", "days:1,3,5"],
    ["毎週末 山登り", "山登り", "2026-11-21", "days:6,7"],
    ["隔週火曜日 読書会", "読書会", "2026-11-24", "weekly", 2],
    ["毎週日曜日 教会", "教会", "2026-11-22", "weekly"],
    ["毎週月曜、日本語の授業", "、日本語の授業", "2026-11-23", "weekly"],
  ],
};

describe("quick add: repeat phrases", () => {
  for (const [lng, list] of Object.entries(cases) as [Language, Case[]][]) {
    it.each(list)(`${lng}: %j`, (input, title, day, repeat, every = 1) => {
      const parsed = parseQuickAdd(input, lng, TODAY);
      expect({ title: parsed.title, day: parsed.day, repeat: parsed.repeat, every: parsed.every }).toEqual({
        title,
        day,
        repeat,
        every,
      });
      if (repeat) expect(input).toContain(parsed.repeatText);
    });
  }
});

// "every!" (decision 041): a mark after a word of the phrase that is not its last.
type FromDone = [input: string, title: string, repeat: Repeat, every: number, fromDone: boolean, repeatText: string];
const fromDone: Record<Language, FromDone[]> = {
  en: [
    ["Water the plants every! 3 days", "Water the plants", "daily", 3, true, "every! 3 days"],
    ["Haircut every! month p2", "Haircut", "monthly", 1, true, "every! month"],
    ["Party every Friday!", "Party!", "weekly", 1, false, "every Friday"],
    ["Wow! Gym every day", "Wow! Gym", "daily", 1, false, "every day"],
  ],
  de: [
    ["Pflanzen gießen alle! 3 Tage", "Pflanzen gießen", "daily", 3, true, "alle! 3 Tage"],
    ["Haare schneiden jeden! Monat", "Haare schneiden", "monthly", 1, true, "jeden! Monat"],
  ],
  fr: [["Arroser tous les! 3 jours", "Arroser", "daily", 3, true, "tous les! 3 jours"]],
  es: [["Regar cada! 3 días", "Regar", "daily", 3, true, "cada! 3 días"]],
  pt: [["Regar a cada! 3 dias", "Regar", "daily", 3, true, "a cada! 3 dias"]],
  zh: [
    ["每！3天浇花", "浇花", "daily", 3, true, "每！3天"],
    ["完成后每3天浇花", "浇花", "daily", 3, true, "完成后每3天"],
  ],
  ja: [
    ["完了後3日ごと 水やり", "水やり", "daily", 3, true, "完了後3日ごと"],
    ["毎月! 家賃", "! 家賃", "monthly", 1, false, "毎月"],
  ],
};

describe("quick add: repeats counted from done", () => {
  for (const [lng, list] of Object.entries(fromDone) as [Language, FromDone[]][]) {
    it.each(list)(`${lng}: %j`, (input, title, repeat, every, flag, repeatText) => {
      const parsed = parseQuickAdd(input, lng, TODAY);
      expect({
        title: parsed.title,
        repeat: parsed.repeat,
        every: parsed.every,
        fromDone: parsed.fromDone,
        repeatText: parsed.repeatText,
      }).toEqual({ title, repeat, every, fromDone: flag, repeatText });
    });
  }

  it("leaves lines without a rule alone, marks and all", () => {
    expect(parseQuickAdd("Call mum!", "en", TODAY)).toMatchObject({
      title: "Call mum!",
      repeat: null,
      fromDone: false,
    });
  });
});
