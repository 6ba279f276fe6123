import { Icon } from "~/components/icons";
import { Form, href, useLocation } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import type { Layout } from "./layout";

/**
 * "List", "Board" (decision 073), "Week" (decision 096) or "Month" (decision 089): buttons of one form, the current
 * one pressed, posted to /upcoming/layout, which keeps the choice on this device and comes
 * back to this week (or month).
 */
export function LayoutSwitch({ layout }: { layout: Layout }) {
  const { t } = useTranslation("across");
  const { pathname, search } = useLocation();
  const options = [
    { value: "list", label: t("upcoming.list"), glyph: "rows-3" },
    { value: "board", label: t("upcoming.board"), glyph: "columns-3" },
    { value: "week", label: t("upcoming.week"), glyph: "calendar-clock" },
    { value: "month", label: t("upcoming.month"), glyph: "calendar-days" },
  ] as const;
  return (
    <Form method="post" action={href("/upcoming/layout")} className="seg" aria-label={t("upcoming.layout")}>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {options.map(({ value, label, glyph }) => (
        <button
          key={value}
          name="layout"
          value={value}
          aria-pressed={layout === value}
          className="inline-flex items-center gap-1.5"
        >
          <Icon name={glyph} className="size-4" />
          {label}
        </button>
      ))}
    </Form>
  );
}
