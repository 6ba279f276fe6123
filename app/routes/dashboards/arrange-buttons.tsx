import { Icon } from "~/components/icons";
import { useLayoutEffect, useRef, useState } from "react";
import { href, Link, useFetcher, useFetchers } from "react-router";
import { FetcherMarker } from "~/components/fetcher-marker";
import { FETCHER_FIELD } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/use-translation";
import { arranged, placeInGroup, type Move, type Placed } from "./arrange";

/** `/dashboards?arrange`: the cards show "Earlier" and "Later" (decision 061). */
export const ARRANGE_PARAM = "arrange";

/** "Arrange" opens the arranging page; there it reads "Done" and leads back. */
export function ArrangeLink({ arranging }: { arranging: boolean }) {
  const { t } = useTranslation("dashboards");
  const to = href("/dashboards");
  return arranging ? (
    <Link to={to} className="btn-primary shrink-0 self-end sm:self-auto">
      <Icon name="check" className="size-4" />
      {t("arrange.done")}
    </Link>
  ) : (
    <Link to={`${to}?${ARRANGE_PARAM}`} className="btn-secondary shrink-0 self-end sm:self-auto">
      <Icon name="arrow-up-down" className="size-4" />
      {t("arrange.open")}
    </Link>
  );
}

/**
 * The cards in the order the moves being sent will leave them: with JavaScript a card takes
 * its new place at once, and the page's reload confirms it.
 */
export function useArranged<T extends Placed>(
  cards: T[],
): { order: T[]; pressed: (button: HTMLButtonElement) => void } {
  const moves: Move[] = useFetchers().flatMap((f) =>
    f.formData?.get("intent") === "move"
      ? [{ id: String(f.formData.get("dashboardId")), index: Number(f.formData.get("index")) }]
      : [],
  );
  const order = arranged(cards, moves);
  // Moving a card's node takes the focus from the button pressed, and an end closes it: give it back.
  const last = useRef<{ id: string; way: string } | null>(null);
  const key = order.map((d) => d.id).join();
  useLayoutEffect(() => {
    // Lost to the page, or left on a button now closed (the card reached an end).
    const active = document.activeElement as HTMLButtonElement | null;
    if (!last.current || (active && active !== document.body && !active.disabled)) return;
    const card = document.querySelector(`[data-arrange="${last.current.id}"]`);
    // The same way again, or the other one once the card reached an end.
    const button =
      card?.querySelector<HTMLButtonElement>(`button[data-way="${last.current.way}"]:not(:disabled)`) ??
      card?.querySelector<HTMLButtonElement>("button:not(:disabled)");
    button?.focus();
  }, [key]);
  const pressed = (button: HTMLButtonElement) => {
    last.current = { id: button.form?.dataset.arrange ?? "", way: button.dataset.way ?? "" };
  };
  return { order, pressed };
}

/** A card's "Earlier" and "Later": one form, each button sending the index it leads to. */
export function ArrangeButtons({
  card,
  cards,
  name,
  pressed,
}: {
  card: Placed;
  cards: Placed[];
  name: string;
  pressed: (button: HTMLButtonElement) => void;
}) {
  const { t } = useTranslation("dashboards");
  const fetcher = useFetcher();
  const { index, count } = placeInGroup(cards, card);
  const button =
    "relative inline-flex items-center gap-1 rounded-md border border-neutral-300 px-2.5 py-1 text-sm font-medium hover:bg-neutral-50 disabled:opacity-40 dark:border-neutral-700 dark:hover:bg-neutral-800";
  return (
    <fetcher.Form method="post" className="relative flex gap-2" data-arrange={card.id}>
      <FetcherMarker />
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="dashboardId" value={card.id} />
      <button
        type="submit"
        name="index"
        value={index - 1}
        data-way="earlier"
        onClick={(event) => pressed(event.currentTarget)}
        disabled={index <= 0}
        className={button}
        aria-label={t("arrange.earlierLabel", { name })}
      >
        <Icon name="arrow-left" className="size-4" />
        {t("arrange.earlier")}
      </button>
      <button
        type="submit"
        name="index"
        value={index + 1}
        data-way="later"
        onClick={(event) => pressed(event.currentTarget)}
        disabled={index >= count - 1}
        className={button}
        aria-label={t("arrange.laterLabel", { name })}
      >
        {t("arrange.later")}
        <Icon name="arrow-right" className="size-4" />
      </button>
    </fetcher.Form>
  );
}

/**
 * With JavaScript and a mouse, arranging also drags: a card dropped on another of its group
 * takes that one's place (the same move as the buttons send). Touch screens have no HTML drag
 * and drop; there, and from the keyboard, the buttons do it.
 */
export function useCardDrag(cards: Placed[], arranging: boolean) {
  const enabled = useHydrated() && arranging;
  const fetcher = useFetcher({ key: "dashboard-drag" });
  const drag = useRef<Placed | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const stop = () => {
    drag.current = null;
    setDragging(null);
    setOver(null);
  };
  return (card: Placed): React.LiHTMLAttributes<HTMLLIElement> & Record<`data-${string}`, true | undefined> =>
    enabled
      ? {
          draggable: true,
          "data-dragging": dragging === card.id ? true : undefined,
          "data-drop-target": over === card.id && dragging !== card.id ? true : undefined,
          // Also from its name: the link's own drag comes up to the card, which says what moves.
          onDragStart: (event) => {
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", card.id);
            drag.current = card;
            setDragging(card.id);
          },
          onDragOver: (event) => {
            // Only within its group: a favorite among favorites.
            if (drag.current?.favorite !== card.favorite) return;
            event.preventDefault();
            if (over !== card.id) setOver(card.id);
          },
          onDrop: (event) => {
            event.preventDefault();
            const moving = drag.current;
            stop();
            if (!moving || moving.id === card.id || moving.favorite !== card.favorite) return;
            const { index } = placeInGroup(cards, card);
            fetcher.submit(
              { intent: "move", dashboardId: moving.id, index: String(index), [FETCHER_FIELD]: "1" },
              { method: "post" },
            );
          },
          onDragEnd: stop,
        }
      : {};
}
