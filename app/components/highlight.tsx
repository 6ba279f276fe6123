const SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * The text with each of `words` marked wherever it appears, in any case (as the database's
 * search matched it). Longer words first, so "plumbers" wins over "plumber".
 */
export function Highlight({ text, words }: { text: string; words: string[] }) {
  if (words.length === 0) return <>{text}</>;
  const alternatives = [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(SPECIAL, "\\$&"));
  // A capturing group keeps the matches in split's answer, at the odd places.
  const parts = text.split(new RegExp(`(${alternatives.join("|")})`, "iu"));
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="rounded-sm bg-amber-100 text-neutral-900 dark:bg-amber-800 dark:text-neutral-50">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
