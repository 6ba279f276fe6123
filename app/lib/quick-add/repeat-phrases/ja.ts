import { CJK_MONTH, CJK_NUMBERS, JA_DAY_END, WEEKEND, chars, cjkMonth, onLastDay, type Phrase } from "../repeat-words";
import { MONTH_DAYS, MONTH_DAYS_OF } from "../repeat-month-days";
import { NTH_LISTS } from "../repeat-nth-lists";
import { NTH_WORKDAY } from "../repeat-nth-workday";
import { EVERY_OTHER_WEEK } from "../repeat-weeks";

/** Japanese repeat phrases, the longer first (see repeat-phrases.ts). */
export const JA: Phrase[] = [
  ...EVERY_OTHER_WEEK.ja,
  ...NTH_LISTS.ja,
  ...NTH_WORKDAY.ja,
  MONTH_DAYS_OF.ja,
  // 毎年2月の末日; 毎月末日, 毎月最終日, 毎月末 (before 毎月).
  onLastDay(`毎年(?<month>${CJK_MONTH})月の?(?:末日|最終日|末)`, cjkMonth),
  onLastDay("毎月の?(?:末日|最終日|末)|月末ごと"),
  MONTH_DAYS.ja,
  // 毎月15日 (before 毎月: monthly from its own day).
  { pattern: chars("毎月(?<mday>\\d{1,2})日"), repeat: "monthly", monthDay: true },
  // "ごと" only: "3日おき" is read as every third or every fourth day.
  {
    pattern: chars("(?<n>\\d{1,2})(?<unit>日|週間|か月|ヶ月|カ月|ヵ月|年)ごと"),
    repeat: (unit) => (unit === "日" ? "daily" : unit === "週間" ? "weekly" : unit === "年" ? "yearly" : "monthly"),
  },
  {
    pattern: chars("隔週(?<weekday>[月火水木金土日])曜日?"),
    repeat: "weekly",
    every: 2,
    singular: (w) => `${w}曜日`,
  },
  { pattern: chars("隔週"), repeat: "weekly", every: 2 },
  { pattern: chars("隔月"), repeat: "monthly", every: 2 },
  { pattern: chars("四半期ごと|毎四半期"), repeat: "monthly", every: 3 },
  { pattern: chars("半年ごと|半年毎"), repeat: "monthly", every: 6 },
  // Before 毎週: 毎週末 is every weekend.
  { pattern: chars("毎週末|週末ごと"), repeat: WEEKEND },
  { pattern: chars("隔日|[一1１]日おき"), repeat: "daily", every: 2 },
  // 毎週月〜金, 毎週月曜から金曜まで.
  {
    pattern: chars(
      "毎週(?<from>[月火水木金土日])(?:曜日?)?(?:〜|～|~|-|–|—|から)(?<to>[月火水木金土日])(?:曜日?)?(?:まで)?",
    ),
    repeat: "weekly",
    days: CJK_NUMBERS("月火水木金土日"),
  },
  // 毎週月・木, 毎週月曜と木曜, 毎週月水金 (not 日本 or 水泳: another word's first kanji).
  {
    pattern: chars(
      `毎週(?<days>[月火水木金土日](?:曜日?)?(?:[・、,，と]?[月火水木金土]${JA_DAY_END}|[・、,，と]?(?<!曜)日${JA_DAY_END})+)`,
    ),
    repeat: "weekly",
    days: CJK_NUMBERS("月火水木金土日"),
  },
  { pattern: chars("毎週(?<weekday>[月火水木金土日])曜日?"), repeat: "weekly", singular: (w) => `${w}曜日` },
  { pattern: chars("平日(?:毎日)?|毎平日|毎営業日|営業日ごと"), repeat: "weekdays" },
  { pattern: chars("毎(?:朝|晩|夜|夕)"), repeat: "daily", stays: true },
  { pattern: chars("毎日"), repeat: "daily" },
  { pattern: chars("毎週"), repeat: "weekly" },
  { pattern: chars("毎月"), repeat: "monthly" },
  { pattern: chars("毎年"), repeat: "yearly" },
];
