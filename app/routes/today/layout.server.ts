import { href } from "react-router";
import { viewLayouts } from "~/lib/view-layout.server";

/** /today's layouts: a list a dashboard, or the day's hours (decision 097). */
export const LAYOUTS = ["list", "hours"] as const;
export type Layout = (typeof LAYOUTS)[number];

export const layouts = viewLayouts("today", LAYOUTS, href("/today"));

/** The layout to draw: `?layout=` for this view alone (the hours' "more" opens the list), else the one kept. */
export const todayLayout = layouts.read;
