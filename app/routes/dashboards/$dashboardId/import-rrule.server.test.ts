import { describe, expect, it } from "vitest";
import { ruleOf } from "./import-rrule.server";

const none = { repeat: "", every: 1 };

describe("iCalendar's rules", () => {
  it("are days, weeks on some days, months on days or the nth weekday, and years; others none", () => {
    expect(ruleOf("RRULE:FREQ=DAILY;INTERVAL=3")).toEqual({ repeat: "daily", every: 3 });
    expect(ruleOf("FREQ=WEEKLY;INTERVAL=2")).toEqual({ repeat: "weekly", every: 2 });
    expect(ruleOf("RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH")).toEqual({ repeat: "days:1,4", every: 2 });
    expect(ruleOf("RRULE:FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1,15")).toEqual({ repeat: "mdays:1,15", every: 1 });
    expect(ruleOf("RRULE:FREQ=MONTHLY;BYMONTHDAY=-1")).toEqual({ repeat: "nth:-1:0", every: 1 });
    expect(ruleOf("RRULE:FREQ=MONTHLY;BYDAY=2MO")).toEqual({ repeat: "nth:2:1", every: 1 });
    expect(ruleOf("RRULE:FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1")).toEqual({ repeat: "nth:-1:5", every: 1 });
    expect(ruleOf("RRULE:FREQ=YEARLY;INTERVAL=1")).toEqual({ repeat: "yearly", every: 1 });
    expect(ruleOf("RRULE:FREQ=HOURLY;INTERVAL=4")).toEqual(none);
    expect(ruleOf("RRULE:FREQ=WEEKLY;BYDAY=XX")).toEqual(none);
    expect(ruleOf("")).toEqual(none);
  });

  it("say every weekday, as Google and Outlook write it, in both ways", () => {
    expect(ruleOf("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")).toEqual({ repeat: "weekdays", every: 1 });
    expect(ruleOf("FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR")).toEqual({ repeat: "weekdays", every: 1 });
    expect(ruleOf("FREQ=WEEKLY;WKST=SU;BYDAY=SA,SU")).toEqual({ repeat: "days:6,7", every: 1 });
    // Every other day, but only on weekdays, is no rule of ours.
    expect(ruleOf("FREQ=DAILY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR")).toEqual(none);
  });

  it("say several of a month's days of the week, the fifth, and the nth working day", () => {
    expect(ruleOf("FREQ=MONTHLY;BYDAY=1MO,3MO")).toEqual({ repeat: "nth:1,3:1", every: 1 });
    expect(ruleOf("FREQ=MONTHLY;INTERVAL=2;BYDAY=+1MO")).toEqual({ repeat: "nth:1:1", every: 2 });
    expect(ruleOf("FREQ=MONTHLY;BYDAY=5SU")).toEqual({ repeat: "nth:5:7", every: 1 });
    expect(ruleOf("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1")).toEqual({ repeat: "nth:-1:8", every: 1 });
    expect(ruleOf("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=5")).toEqual({ repeat: "nth:5:8", every: 1 });
    // Two different days of the week, or every Monday of the month: none of ours.
    expect(ruleOf("FREQ=MONTHLY;BYDAY=2MO,3FR")).toEqual(none);
    expect(ruleOf("FREQ=MONTHLY;BYDAY=MO")).toEqual(none);
    expect(ruleOf("FREQ=MONTHLY;BYMONTHDAY=-2")).toEqual(none);
  });

  it("say a day of one month each year: Thanksgiving, Memorial Day, the 1st and 15th of March", () => {
    expect(ruleOf("FREQ=YEARLY;BYMONTH=11;BYDAY=4TH")).toEqual({ repeat: "nth:4:4:11", every: 1 });
    expect(ruleOf("FREQ=YEARLY;BYMONTH=5;BYDAY=-1MO")).toEqual({ repeat: "nth:-1:1:5", every: 1 });
    expect(ruleOf("FREQ=YEARLY;INTERVAL=2;BYMONTH=6;BYDAY=1MO")).toEqual({ repeat: "nth:1:1:6", every: 2 });
    expect(ruleOf("FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=1,15")).toEqual({ repeat: "mdays:1,15:3", every: 1 });
    // One day of one month is the year's day from the first one.
    expect(ruleOf("FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25")).toEqual({ repeat: "yearly", every: 1 });
    // A fifth of one month, or a day of the week with no month: none.
    expect(ruleOf("FREQ=YEARLY;BYMONTH=3;BYDAY=5SU")).toEqual(none);
    expect(ruleOf("FREQ=YEARLY;BYDAY=20MO")).toEqual(none);
  });
});
