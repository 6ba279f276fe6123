import { CalendarDays, Columns3, Rows3 } from "lucide-react";
import { Form, href, useLocation } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import type { Layout } from "./layout";

/**
 * "List", "Board" (decision 073) or "Month" (decision 089): buttons of one form, the current
 * one pressed, posted to /upcoming/layout, which keeps the choice on this device and comes
 * back to this week (or month).
 */
export function LayoutSwitch({ layout }: { layout: Layout }) {
  const { t } = useTranslation("across");
  const { pathname, search } = useLocation();
  const options = [
    { value: "list", label: t("upcoming.list"), Glyph: Rows3 },
    { value: "board", label: t("upcoming.board"), Glyph: Columns3 },
    { value: "month", label: t("upcoming.month"), Glyph: CalendarDays },
  ] as const;
  return (
    <Form method="post" action={href("/upcoming/layout")} className="seg" aria-label={t("upcoming.layout")}>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {options.map(({ value, label, Glyph }) => (
        <button
          key={value}
          name="layout"
          value={value}
          aria-pressed={layout === value}
          className="inline-flex items-center gap-1.5"
        >
          <Glyph aria-hidden className="size-4" />
          {label}
        </button>
      ))}
    </Form>
  );
}
