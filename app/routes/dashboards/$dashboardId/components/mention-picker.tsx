import { mentionChoices } from "~/lib/mentions";
import { useTranslation } from "~/lib/use-translation";
import { WordPicker } from "./word-picker";

interface Props {
  /** Every member's name: what a word names is decided among all of them. */
  names: readonly string[];
  /** Those to offer (not oneself), as indexes into `names`. */
  offered: readonly number[];
  /** The comment's field. */
  children: React.ReactNode;
}

/** "@" and the start of a name in the comment's field offers the members it may name. */
export function MentionPicker({ names, offered, children }: Props) {
  const { t } = useTranslation("objective");
  const mention = {
    sign: "@",
    choices: (typed: string) =>
      mentionChoices(typed, names, offered).map((c) => ({ key: String(c.index), label: c.name, word: c.word })),
  };
  return (
    <WordPicker
      sources={[mention]}
      listLabel={t("comments.mentionList")}
      count={(count) => t("comments.mentionCount", { count })}
    >
      {children}
    </WordPicker>
  );
}
