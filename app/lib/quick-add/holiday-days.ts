/**
 * When each holiday falls in a given year (holidays.ts names them): fixed days, nth weekdays,
 * days counted from Easter, days of the Chinese calendar, and days set by the sun (solar
 * terms). A day is `[month0, day]` of that year; a day past the month's end rolls over (the
 * Chinese calendar's are `[0, day of the year]`), and `[NaN, NaN]` is no such day known.
 */
export type Day = ((year: number) => [month0: number, day: number]) & {
  /** The repeat rule that finds it every year ("yearly" from it, or "nth:2:7:5"); none when it moves. */
  rule?: string;
};

/** Easter Sunday of `year` (the Gregorian computus, Meeus/Jones/Butcher). */
export function easter(year: number): [month0: number, day: number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return [Math.floor(n / 31) - 1, (n % 31) + 1];
}

export const fixed = (month0: number, day: number): Day =>
  Object.assign((): [number, number] => [month0, day], { rule: "yearly" });

export const fromEaster =
  (days: number): Day =>
  (year) => {
    const [month0, day] = easter(year);
    return [month0, day + days];
  };

/** The repeat rule of the `n`th (-1: the last) day of the week `dow` (Sunday 0) of month `month0`. */
const nthRule = (n: number, dow: number, month0: number) => `nth:${n}:${dow || 7}:${month0 + 1}`;

/** The `n`th day of the week `dow` (Sunday 0) of month `month0`. */
export const nth = (n: number, dow: number, month0: number): Day =>
  Object.assign(
    (year: number): [number, number] => [
      month0,
      1 + ((dow - new Date(year, month0, 1, 12).getDay() + 7) % 7) + 7 * (n - 1),
    ],
    { rule: nthRule(n, dow, month0) },
  );

/** The last day of the week `dow` of month `month0` (Memorial Day: the last Monday of May). */
export const last = (dow: number, month0: number): Day =>
  Object.assign(
    (year: number): [number, number] => {
      const end = new Date(year, month0 + 1, 0, 12);
      return [month0, end.getDate() - ((end.getDay() - dow + 7) % 7)];
    },
    { rule: nthRule(-1, dow, month0) },
  );

/** France's Mothers' Day: May's last Sunday, or June's first when Pentecost falls on it. */
export const frenchMothersDay: Day = (year) => {
  const [, day] = last(0, 4)(year);
  const [e0, e] = easter(year);
  const pentecost = new Date(year, e0, e + 49, 12);
  return pentecost.getMonth() === 4 && pentecost.getDate() === day ? [4, day + 7] : [4, day];
};

/**
 * The Chinese calendar, 2020 to 2049: a year each, as the tables drawn from the Hong Kong
 * Observatory's and the Purple Mountain Observatory's calendars encode it: bits 15 to 4 say
 * whether months 1 to 12 have 30 days (else 29), bits 3 to 0 which month is doubled (0: none),
 * bit 16 whether that leap month has 30 days. 2033's is the corrected one (its leap month is
 * the 11th, not the 7th older tables give). Intl's Chinese calendar is not used: it puts
 * 2027's and 2030's new year a day off the published ones (the new moon near midnight in
 * Beijing), decision 005.
 */
const LUNAR_FROM = 2020;
const LUNAR_YEARS = [
  0x07954, 0x06aa0, 0x0ad50, 0x05b52, 0x04b60, 0x0a6e6, 0x0a4e0, 0x0d260, 0x0ea65, 0x0d530, 0x05aa0, 0x076a3, 0x096d0,
  0x04afb, 0x04ad0, 0x0a4d0, 0x1d0b6, 0x0d250, 0x0d520, 0x0dd45, 0x0b5a0, 0x056d0, 0x055b2, 0x049b0, 0x0a577, 0x0a4b0,
  0x0aa50, 0x1b255, 0x06d20, 0x0ada0,
];
const DAY_MS = 86_400_000;
const monthLength = (code: number, month: number) => (code & (0x10000 >> month) ? 30 : 29);
const leapMonth = (code: number) => code & 0xf;
const leapLength = (code: number) => (leapMonth(code) ? (code & 0x10000 ? 30 : 29) : 0);

/** Each lunar year's first day (UTC milliseconds), from 25 January 2020's. */
const NEW_YEARS = LUNAR_YEARS.reduce<number[]>(
  (starts, code, i) => {
    let days = leapLength(code);
    for (let month = 1; month <= 12; month++) days += monthLength(code, month);
    if (i < LUNAR_YEARS.length - 1) starts.push(starts[i]! + days * DAY_MS);
    return starts;
  },
  [Date.UTC(2020, 0, 25)],
);

/** The Gregorian day (UTC milliseconds) of `day` of (not leap) month `month` in lunar year `year`, if known. */
export function lunarDate(year: number, month: number, day: number): number | null {
  const code = LUNAR_YEARS[year - LUNAR_FROM];
  if (code === undefined) return null;
  let at = NEW_YEARS[year - LUNAR_FROM]!;
  for (let m = 1; m < month; m++)
    at += (monthLength(code, m) + (leapMonth(code) === m ? leapLength(code) : 0)) * DAY_MS;
  return at + (day - 1) * DAY_MS;
}

/** Day `day` of month `month` of the lunar year beginning in the year asked (`yearShift` -1: the one before). */
export const lunar =
  (month: number, day: number, shift = 0, yearShift = 0): Day =>
  (year) => {
    const at = lunarDate(year + yearShift, month, day);
    return at === null ? [NaN, NaN] : [0, (at - Date.UTC(year, 0, 1)) / DAY_MS + 1 + shift];
  };

/** The lunar new year (春节) and its eve (除夕, the last day of the year before, 29th or 30th). */
export const LUNAR_NEW_YEAR = lunar(1, 1);
export const LUNAR_NEW_YEARS_EVE = lunar(1, 1, -1);

/**
 * A day set by the sun (a solar term), by the usual formula for this century: the day of
 * `month0` is ⌊Y·0.2422 + c⌋ − ⌊L/4⌋, Y the year's last two digits, L = Y, or Y − 1 in
 * January and February. Good from 2001 to 2099.
 */
const solarTerm =
  (month0: number, c: number): Day =>
  (year) => {
    const y = year % 100;
    return [month0, Math.floor(y * 0.2422 + c) - Math.floor((month0 < 2 ? y - 1 : y) / 4)];
  };

/** 清明 (Qingming, 4 or 5 April). */
export const QINGMING = solarTerm(3, 4.81);
/** 節分: the day before 立春 (the start of spring, 3 or 4 February). */
export const SETSUBUN: Day = (year) => {
  const [month0, day] = solarTerm(1, 3.87)(year);
  return [month0, day - 1];
};

/** Japan's equinox holidays (春分の日, 秋分の日), by the formula for Japan's time, good from 1980 to 2099. */
const japanEquinox =
  (month0: number, c: number): Day =>
  (year) => [month0, Math.floor(c + 0.242194 * (year - 1980) - Math.floor((year - 1980) / 4))];
export const SPRING_EQUINOX = japanEquinox(2, 20.8431);
export const AUTUMN_EQUINOX = japanEquinox(8, 23.2488);
