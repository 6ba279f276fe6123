import {
  AlarmClock,
  ArrowDown,
  ArrowRight,
  ArrowUp,
  Check,
  Flag,
  GripVertical,
  ListChecks,
  MessageSquare,
  Pencil,
  Repeat,
  Target,
  Trash2,
  UserCheck,
  UserX,
  type LucideIcon,
} from "lucide-react";

/**
 * Icons that repeat on every list item are drawn once per page as symbols and referenced
 * with <use>: a hundred objectives would otherwise repeat ~100 KB of SVG paths.
 */
const SPRITE = {
  check: Check,
  "arrow-up": ArrowUp,
  "arrow-down": ArrowDown,
  "arrow-right": ArrowRight,
  pencil: Pencil,
  trash: Trash2,
  grip: GripVertical,
  repeat: Repeat,
  flag: Flag,
  "user-check": UserCheck,
  "user-x": UserX,
  comment: MessageSquare,
  "list-checks": ListChecks,
  target: Target,
  alarm: AlarmClock,
} satisfies Record<string, LucideIcon>;

export type SpriteIcon = keyof typeof SPRITE;

export function IconSprite() {
  return (
    <svg aria-hidden width="0" height="0" className="absolute">
      {Object.entries(SPRITE).map(([name, Component]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <Component />
        </symbol>
      ))}
    </svg>
  );
}

export function Icon({ name, className }: { name: SpriteIcon; className?: string }) {
  return (
    <svg aria-hidden className={className} viewBox="0 0 24 24">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
