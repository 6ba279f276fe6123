import type { IconName } from "~/components/icon-names";
import type { Priority } from "~/lib/data-api";
import type { Repeat } from "~/lib/repeat";
import type { MarkerColor } from "~/lib/marker-colors";

/**
 * The templates a new dashboard may start from (decision 091): their shape here, their words
 * in `locales/<lng>/templates.json` under the template's id (its name, description, filters,
 * objectives and steps, each by the key it has here).
 */
export interface TemplateObjective {
  key: string;
  /** Days after the start day (0: the start day itself). */
  day: number;
  /** ISO weekdays (1 Monday … 7 Sunday): the first of them from `day` on. */
  on?: readonly number[];
  priority?: Priority;
  repeat?: Repeat;
  /** The rule's interval: every `every` weeks, months… (1 when left out). */
  every?: number;
  filters?: readonly string[];
  steps?: readonly string[];
  /** A time of its day, "HH:MM" (decision 093): a meeting's. */
  at?: string;
}

export interface Template {
  id: string;
  icon: IconName;
  filters: readonly { key: string; color: MarkerColor }[];
  objectives: readonly TemplateObjective[];
  /** A note of the start day's year, by key (its title and body). */
  note?: string;
}

export const TEMPLATES = [
  {
    id: "weekly",
    icon: "calendar-check",
    filters: [{ key: "routine", color: "violet" }],
    objectives: [
      {
        key: "planWeek",
        day: 0,
        on: [1],
        repeat: "days:1",
        priority: 2,
        filters: ["routine"],
        steps: ["leftovers", "goals", "bigOnes"],
      },
      { key: "planTomorrow", day: 0, on: [1, 2, 3, 4, 5], repeat: "weekdays", filters: ["routine"] },
      {
        key: "reviewWeek",
        day: 0,
        on: [5],
        repeat: "days:5",
        priority: 2,
        filters: ["routine"],
        steps: ["moveLeft", "wentWell", "inbox"],
      },
    ],
    note: "goals",
  },
  {
    id: "habits",
    icon: "leaf",
    filters: [
      { key: "health", color: "green" },
      { key: "mind", color: "violet" },
    ],
    objectives: [
      { key: "water", day: 0, repeat: "daily", filters: ["health"] },
      { key: "walk", day: 0, repeat: "daily", filters: ["health"] },
      { key: "read", day: 0, repeat: "daily", filters: ["mind"] },
      { key: "screens", day: 0, repeat: "daily", filters: ["mind"] },
      { key: "lookBack", day: 0, on: [7], repeat: "days:7", steps: ["held", "easier"] },
    ],
  },
  {
    id: "chores",
    icon: "spray-can",
    filters: [{ key: "home", color: "teal" }],
    objectives: [
      { key: "vacuum", day: 0, on: [1], repeat: "days:1", filters: ["home"] },
      { key: "bathroom", day: 0, on: [2], repeat: "days:2", filters: ["home"] },
      { key: "laundry", day: 0, on: [3, 6], repeat: "days:3,6", filters: ["home"] },
      {
        key: "kitchen",
        day: 0,
        on: [4],
        repeat: "days:4",
        filters: ["home"],
        steps: ["counters", "hob", "floor"],
      },
      { key: "bins", day: 0, on: [5], repeat: "days:5", filters: ["home"] },
      { key: "sheets", day: 0, on: [6], repeat: "days:6", every: 2, filters: ["home"] },
      { key: "windows", day: 0, repeat: "monthly", filters: ["home"] },
    ],
  },
  {
    id: "moving",
    icon: "house",
    filters: [
      { key: "admin", color: "blue" },
      { key: "packing", color: "amber" },
    ],
    objectives: [
      { key: "quotes", day: 0, priority: 2, filters: ["admin"] },
      { key: "sort", day: 1, filters: ["packing"], steps: ["wardrobe", "books", "kitchen", "storage"] },
      { key: "book", day: 3, priority: 1, filters: ["admin"] },
      { key: "utilities", day: 7, filters: ["admin"], steps: ["electricity", "internet", "water"] },
      { key: "boxes", day: 10, filters: ["packing"] },
      { key: "address", day: 14, priority: 2, filters: ["admin"], steps: ["bank", "employer", "doctor", "post"] },
      { key: "pack", day: 21, filters: ["packing"] },
      { key: "bag", day: 26, filters: ["packing"], steps: ["chargers", "toiletries", "bedding", "snacks"] },
      { key: "movingDay", day: 27, priority: 1, steps: ["meters", "rooms", "keys"] },
      { key: "unpack", day: 28 },
    ],
  },
  {
    id: "trip",
    icon: "plane",
    filters: [
      { key: "bookings", color: "sky" },
      { key: "packing", color: "amber" },
    ],
    objectives: [
      { key: "journey", day: 0, priority: 2, filters: ["bookings"] },
      { key: "stay", day: 0, priority: 2, filters: ["bookings"] },
      { key: "papers", day: 2, steps: ["passport", "insurance", "visa"] },
      { key: "plan", day: 7 },
      { key: "home", day: 12, steps: ["plants", "mail", "fridge"] },
      {
        key: "pack",
        day: 13,
        filters: ["packing"],
        steps: ["documents", "chargers", "medicines", "clothes", "toiletries"],
      },
      { key: "checkIn", day: 13, priority: 1, filters: ["bookings"] },
    ],
  },
  {
    id: "launch",
    icon: "rocket",
    filters: [
      { key: "planning", color: "indigo" },
      { key: "launch", color: "rose" },
    ],
    objectives: [
      { key: "kickOff", day: 0, priority: 2, filters: ["planning"], steps: ["goal", "roles", "dates"], at: "10:00" },
      { key: "brief", day: 2, filters: ["planning"] },
      { key: "checkIn", day: 1, on: [1], repeat: "days:1", filters: ["planning"], at: "10:00" },
      { key: "draft", day: 14 },
      { key: "announcement", day: 24, filters: ["launch"] },
      { key: "goLive", day: 28, priority: 1, filters: ["launch"], steps: ["checks", "announce", "thanks"] },
      { key: "lookBack", day: 35 },
    ],
  },
] as const satisfies readonly Template[];

export type TemplateId = (typeof TEMPLATES)[number]["id"];

export function templateById(id: string | undefined): Template | undefined {
  return TEMPLATES.find((template) => template.id === id);
}
