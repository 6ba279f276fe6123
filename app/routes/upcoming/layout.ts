import { layouts } from "./layout.server";

/** /upcoming/layout: only posted to, by the page's layout switch (layout.server.ts). */
export const loader = layouts.loader;
export const action = layouts.action;
