import { Icon } from "~/components/icons";
import { Link } from "react-router";

interface Step {
  to: string;
  label: string;
}

/**
 * A period's title with its navigation beside it: the previous period, the current one, the
 * next (the calendar's month, the notes' year). On a phone the arrows keep only their icons;
 * their words stay for screen readers.
 */
export function PeriodHeader({
  title,
  titleId,
  navLabel,
  previous,
  current,
  next,
}: {
  title: string;
  titleId?: string;
  navLabel: string;
  previous: Step;
  current: Step;
  next: Step;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {/* Month names are lower case in some languages ("novembro de 2026"): only the first letter is raised. */}
      <h2 id={titleId} className="text-xl font-semibold first-letter:uppercase">
        {title}
      </h2>
      <nav aria-label={navLabel} className="flex gap-2">
        {/* "[" and "]" follow them where the page has shortcuts (/upcoming's month). */}
        <Link to={previous.to} className="btn-secondary px-2" rel="prev" data-day-link="previous">
          <Icon name="chevron-left" className="size-4" />
          <span className="max-sm:sr-only">{previous.label}</span>
        </Link>
        <Link to={current.to} className="btn-secondary">
          {current.label}
        </Link>
        <Link to={next.to} className="btn-secondary px-2" rel="next" data-day-link="next">
          <span className="max-sm:sr-only">{next.label}</span>
          <Icon name="chevron-right" className="size-4" />
        </Link>
      </nav>
    </div>
  );
}
