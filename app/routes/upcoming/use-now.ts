import { useEffect, useState } from "react";
import { clockPlus } from "~/lib/dates";
import { minutesOf } from "./week-hours";

/**
 * The time it is ("14:32"), from the page's `now` (the database's, in the zone its today is
 * taken in), kept going with JavaScript by the minutes passed since: no time zone for the
 * browser to get wrong. Stops at midnight (the page's today is over: undefined), as a page
 * left open overnight shows yesterday until it is loaded again.
 */
export function useNow(now: string | undefined): string | undefined {
  const [clock, setClock] = useState(now);
  useEffect(() => {
    setClock(now);
    if (!now) return;
    const since = Date.now();
    const start = minutesOf(now);
    const tick = setInterval(() => {
      const minutes = start + Math.floor((Date.now() - since) / 60_000);
      setClock(minutes < 24 * 60 ? clockPlus("00:00", minutes) : undefined);
    }, 20_000);
    return () => clearInterval(tick);
  }, [now]);
  return clock;
}
