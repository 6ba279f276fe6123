import { href } from "react-router";
import { viewLayouts } from "~/lib/view-layout.server";

/**
 * /upcoming's layouts: a list a day, one under another, a board, a column a day (decision
 * 073), a week of hours (decision 096), or a month's grid (decision 089).
 */
export const LAYOUTS = ["list", "board", "week", "month"] as const;
export type Layout = (typeof LAYOUTS)[number];

export const layouts = viewLayouts("upcoming", LAYOUTS, href("/upcoming"));

/** The layout to draw: `?layout=` for this view alone (a month's day opens its week as a list), else the one kept. */
export const upcomingLayout = layouts.read;
