import type { Repeat } from "../../repeat";
import { CJK_MONTH, CJK_NUMBERS, WEEKEND, chars, cjkMonth, onLastDay, type Phrase } from "../repeat-words";
import { MONTH_DAYS, MONTH_DAYS_OF } from "../repeat-month-days";
import { NTH_LISTS } from "../repeat-nth-lists";
import { NTH_WORKDAY } from "../repeat-nth-workday";
import { EVERY_OTHER_WEEK } from "../repeat-weeks";

/** Chinese repeat phrases, the longer first (see repeat-phrases.ts). */
export const ZH: Phrase[] = [
  ...EVERY_OTHER_WEEK.zh,
  ...NTH_LISTS.zh,
  ...NTH_WORKDAY.zh,
  MONTH_DAYS_OF.zh,
  // 每年2月的最后一天; 每月最后一天, 每个月底 (before 每月).
  onLastDay(`每年(?<month>${CJK_MONTH})月的?最后一天`, cjkMonth),
  onLastDay("每个?月的?最后一天|每个?月的?月底|每个?月底|每月末"),
  MONTH_DAYS.zh,
  // 每月15日, 每个月15号 (before 每月: monthly from its own day).
  { pattern: chars("每个?月(?<mday>\\d{1,2})[日号]"), repeat: "monthly", monthDay: true },
  {
    pattern: chars("每(?<n>\\d{1,2}|两|二|三)个?(?<unit>天|日|周|星期|礼拜|月|年)"),
    repeat: (unit) => (({ 天: "daily", 日: "daily", 月: "monthly", 年: "yearly" })[unit] as Repeat) ?? "weekly",
  },
  // 隔周一 → 星期一 for the date parser, every two weeks.
  { pattern: chars("隔周(?<weekday>[一二三四五六日天])"), repeat: "weekly", every: 2, singular: (w) => `星期${w}` },
  { pattern: chars("隔周"), repeat: "weekly", every: 2 },
  // Every other month: 隔月, 每隔一个月 (as 每隔一天 is every other day).
  { pattern: chars("每隔一个月|隔月"), repeat: "monthly", every: 2 },
  { pattern: chars("每个?季度"), repeat: "monthly", every: 3 },
  { pattern: chars("每半年"), repeat: "monthly", every: 6 },
  // Before 每周: 每周末 is every weekend.
  { pattern: chars("每个?周末"), repeat: WEEKEND },
  { pattern: chars("每隔一天|隔天"), repeat: "daily", every: 2 },
  // 每周一至五, 每周一到周五, 每星期二~四.
  {
    pattern: chars(
      "每(?:周|星期|礼拜)(?<from>[一二三四五六日天])(?:至|到|-|–|—|~|～)(?:周|星期|礼拜)?(?<to>[一二三四五六日天])",
    ),
    repeat: "weekly",
    days: CJK_NUMBERS("一二三四五六日"),
  },
  // 每周一三五, 每周一、周四, 每星期二和星期五: 日 and 天 (Sunday) only after 周 (每周三天 is "three days a week").
  {
    pattern: chars(
      "每(?:周|星期|礼拜)(?<days>[一二三四五六日天](?:[、,，和及与]?(?:(?:周|星期|礼拜)[一二三四五六日天]|[一二三四五六]))+)",
    ),
    repeat: "weekly",
    days: CJK_NUMBERS("一二三四五六日"),
  },
  // 每周一, 每逢周六 ("whenever it is Saturday") → 星期一 for the date parser.
  {
    pattern: chars(
      "每(?:周|星期|礼拜)(?<weekday>[一二三四五六日天])|每逢(?:周|星期|礼拜)(?<weekday2>[一二三四五六日天])",
    ),
    repeat: "weekly",
    singular: (w) => `星期${w}`,
  },
  // Not 工作日志 ("work log"), nor 下个工作日 (the next one: a day).
  { pattern: chars("(?<!下一?个?)(?:每个?)?工作日(?!志)"), repeat: "weekdays" },
  { pattern: chars("每天(?:早上|早晨|上午|中午|下午|晚上)|每(?:早|晚)"), repeat: "daily", stays: true },
  { pattern: chars("每天|每日"), repeat: "daily" },
  { pattern: chars("每周|每星期|每个?礼拜"), repeat: "weekly" },
  { pattern: chars("每个?月"), repeat: "monthly" },
  { pattern: chars("每年"), repeat: "yearly" },
];
