import { useHydrated } from "~/lib/use-hydrated";
import { slotAt } from "./week-hours";

/** What a click on the hours put at the start of quick add's line: "2026-12-09 14:00 ". */
const PUT = /^\d{4}-\d\d-\d\d \d\d:\d\d /;

/**
 * With JavaScript, on /upcoming's week of hours (decision 096): a click on a day's free hours
 * starts quick add's line with that day and the quarter hour clicked ("2026-12-09 14:00 ", which
 * quick add reads in every language and shows as chips), keeping what was typed, and puts the
 * caret at its end for the title. A click on another hour changes them. Without JavaScript, the
 * line takes the day and the time typed.
 */
export function useAddAt(hours: { first: number; last: number }) {
  const hydrated = useHydrated();
  return (day: string) =>
    hydrated
      ? {
          onClick: (event: React.MouseEvent<HTMLElement>) => {
            // The free hours only: a block's link opens its objective.
            const target = event.target as Element;
            if (target !== event.currentTarget && !target.matches("li[aria-hidden]")) return;
            const field = document.getElementById("quick-add-text");
            if (!(field instanceof HTMLInputElement)) return;
            const box = event.currentTarget.getBoundingClientRect();
            const at = slotAt((event.clientY - box.top) / box.height, hours, true);
            field.value = `${day} ${at} ${field.value.replace(PUT, "")}`;
            // As typing does: quick add reads the line again and shows what it understood.
            field.dispatchEvent(new Event("input", { bubbles: true }));
            field.focus();
            field.setSelectionRange(field.value.length, field.value.length);
          },
        }
      : {};
}
