import { useTranslation } from "~/lib/use-translation";

/** Up to two letters of a name: "Rosa Lima" RL, "rosa.lima" R, "田中" 田. */
export function initials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? Array.from(word)[0]!.toLocaleUpperCase() : "");
  return first(words[0]) + (words.length > 1 ? first(words[words.length - 1]) : "");
}

/** One of six tints, the same for a person everywhere (from their id). */
function tint(id: string) {
  let sum = 0;
  for (let i = 0; i < id.length; i++) sum = (sum * 31 + id.charCodeAt(i)) >>> 0;
  return sum % 6;
}

/**
 * Who does an objective (decision 037): their initials in a tinted circle at the row's end,
 * the name on hover and for screen readers.
 */
export function AssigneeBadge({ id, name }: { id: string; name: string | undefined }) {
  const { t } = useTranslation("planner");
  if (name === undefined) return null;
  const label = t("assignee.on", { name });
  return (
    <span className={`who who-${tint(id)}`} title={label}>
      <span aria-hidden>{initials(name)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
