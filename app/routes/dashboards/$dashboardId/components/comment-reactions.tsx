import { Icon } from "~/components/icons";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { FetcherMarker } from "~/components/fetcher-marker";
import { usePopupDetails } from "~/lib/use-popup-details";
import { REACTIONS, type CommentReaction, type Reaction } from "~/lib/data-api";
import { useTranslation } from "~/lib/use-translation";

/** The emoji each reaction shows (decision 079); their names are the locale's (`reactions.*`). */
export const REACTION_EMOJI: Record<Reaction, string> = {
  thumbs_up: "👍",
  heart: "❤️",
  party: "🎉",
  laugh: "😄",
  eyes: "👀",
  check: "✅",
};

/** A button's value: which reaction, and whether it is being added ("on") or taken back ("off"). */
export const reactionChoice = (reaction: Reaction, on: boolean) => `${reaction}:${on ? "on" : "off"}`;

/** The reactions as they will be once a submitted choice is saved (optimistic, from the fetcher). */
function withChoice(reactions: CommentReaction[], choice: FormDataEntryValue | null | undefined): CommentReaction[] {
  const [reaction, state] = typeof choice === "string" ? choice.split(":") : [];
  if (!REACTIONS.includes(reaction as Reaction)) return reactions;
  const on = state === "on";
  const found = reactions.find((r) => r.reaction === reaction);
  if (found ? found.mine === on : !on) return reactions;
  const changed: CommentReaction = found
    ? { ...found, mine: on, count: found.count + (on ? 1 : -1) }
    : { reaction: reaction as Reaction, count: 1, mine: true, names: [] };
  return REACTIONS.flatMap((r) => {
    const each = r === reaction ? changed : reactions.find((x) => x.reaction === r);
    return each && each.count > 0 ? [each] : [];
  });
}

/**
 * A comment's reactions (decision 079): a chip per emoji someone chose (how many; pressed
 * when one of them is the reader's, pressing takes it back or adds it), and "Add a
 * reaction" with the six. One form of buttons per comment, the same without JavaScript;
 * with it, a choice shows at once.
 */
export function CommentReactions({
  commentId,
  reactions: saved,
  mayReact,
}: {
  commentId: string;
  reactions: CommentReaction[];
  /** A member on a dashboard that is not archived; a viewer only reads them. */
  mayReact: boolean;
}) {
  const { t, i18n } = useTranslation("objective");
  const fetcher = useFetcher();
  const picker = useRef<HTMLDetailsElement>(null);
  usePopupDetails(picker);
  const reactions = withChoice(saved, fetcher.formData?.get("choice"));
  if (!mayReact && reactions.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const label = (r: CommentReaction) => {
    const what = t(`reactions.${r.reaction}`);
    // Names of members only: someone who left counts, unnamed.
    const others = r.count - r.names.length;
    const who = others > 0 ? [...r.names, t("reactions.others", { count: others })] : r.names;
    return who.length ? t("reactions.by", { what, who: list.format(who) }) : what;
  };
  return (
    <fetcher.Form
      method="post"
      preventScrollReset
      className="mt-2 flex flex-wrap items-center gap-1.5 print:hidden"
      aria-label={t("reactions.title")}
      onSubmit={() => picker.current?.removeAttribute("open")}
    >
      <input type="hidden" name="intent" value="react" />
      <input type="hidden" name="commentId" value={commentId} />
      <FetcherMarker />
      {reactions.map((r) => (
        <button
          key={r.reaction}
          type="submit"
          name="choice"
          value={reactionChoice(r.reaction, !r.mine)}
          disabled={!mayReact}
          aria-pressed={r.mine}
          title={label(r)}
          aria-label={`${label(r)} (${r.count})`}
          className="chip-pick px-2 py-0.5 disabled:hover:bg-white dark:disabled:hover:bg-neutral-900"
        >
          <span aria-hidden>{REACTION_EMOJI[r.reaction]}</span>
          <span aria-hidden className="tabular-nums">
            {r.count}
          </span>
        </button>
      ))}
      {mayReact ? (
        <details ref={picker} className="relative">
          <summary
            className="chip-pick cursor-pointer list-none px-2 py-1 text-neutral-600 dark:text-neutral-300 [&::-webkit-details-marker]:hidden"
            title={t("reactions.add")}
          >
            <Icon name="face-slightly-smiling-plus" className="size-4" />
            <span className="sr-only">{t("reactions.add")}</span>
          </summary>
          <div className="absolute left-0 z-10 mt-1 flex gap-1 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900">
            {REACTIONS.map((reaction) => {
              const mine = reactions.some((r) => r.reaction === reaction && r.mine);
              return (
                <button
                  key={reaction}
                  type="submit"
                  name="choice"
                  value={reactionChoice(reaction, !mine)}
                  aria-pressed={mine}
                  aria-label={t(`reactions.${reaction}`)}
                  title={t(`reactions.${reaction}`)}
                  className="rounded-md px-1.5 py-1 text-lg hover:bg-neutral-100 aria-pressed:bg-primary-50 dark:hover:bg-neutral-800 dark:aria-pressed:bg-primary-950"
                >
                  <span aria-hidden>{REACTION_EMOJI[reaction]}</span>
                </button>
              );
            })}
          </div>
        </details>
      ) : null}
    </fetcher.Form>
  );
}
