/** A dashboard as arranging sees it: favorites come first, and each group has its own order. */
export interface Placed {
  id: string;
  favorite: boolean;
}

export interface Move {
  id: string;
  /** Where it goes among its group (favorites, or the others), 0 first. */
  index: number;
}

/**
 * The cards in the order the pending moves will leave them, as `move_dashboard` places
 * them (decision 061): each move takes a card out of its group and puts it back at the
 * index, clamped to the group. `cards` comes favorites first, as the page answers it.
 */
export function arranged<T extends Placed>(cards: T[], moves: Move[]): T[] {
  let order = cards;
  for (const move of moves) {
    const card = order.find((d) => d.id === move.id);
    if (!card) continue;
    const group = order.filter((d) => d.favorite === card.favorite && d.id !== card.id);
    const rest = order.filter((d) => d.favorite !== card.favorite);
    group.splice(Math.max(0, Math.min(move.index, group.length)), 0, card);
    order = card.favorite ? [...group, ...rest] : [...rest, ...group];
  }
  return order;
}

/** A card's place within its group, and how many the group has: what "Earlier" and "Later" send. */
export function placeInGroup(cards: Placed[], card: Placed): { index: number; count: number } {
  const group = cards.filter((d) => d.favorite === card.favorite);
  return { index: group.findIndex((d) => d.id === card.id), count: group.length };
}
