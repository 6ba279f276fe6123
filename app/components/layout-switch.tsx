import { Form, useLocation } from "react-router";
import { Icon, type IconName } from "~/components/icons";
import { useTranslation } from "~/lib/use-translation";

/**
 * A page's layouts (/upcoming's List, Board, Week, Month; /today's List, Hours; a dashboard's
 * day's List, Hours): buttons of one form, the current one pressed, posted to the page's
 * `…/layout`, which keeps the choice on this device and comes back to the page as it was (its
 * week, "Assigned to me"), or with `intent` to the page itself (a dashboard's day keeps it
 * with the member's other ways of seeing the dashboard, decision 098).
 */
export function LayoutSwitch<L extends string>({
  action,
  intent,
  label,
  layout,
  options,
}: {
  action?: string;
  intent?: string;
  /** The group's name ("Layout"). */
  label: string;
  layout: L;
  /** `prefetch`: what a layout's button starts loading when the pointer or the focus comes to it. */
  options: readonly { value: L; label: string; glyph: IconName; prefetch?: () => void }[];
}) {
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action={action} className="seg" aria-label={label}>
      {intent ? (
        <input type="hidden" name="intent" value={intent} />
      ) : (
        <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      )}
      {options.map(({ value, label, glyph, prefetch }) => (
        <button
          key={value}
          name="layout"
          value={value}
          aria-pressed={layout === value}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          className="inline-flex items-center gap-1.5"
        >
          <Icon name={glyph} className="size-4" />
          {label}
        </button>
      ))}
    </Form>
  );
}

/** /today's switch and a dashboard's day's: "List" or "Hours" (decisions 097, 098). */
export function ListOrHours({
  action,
  intent,
  layout,
  prefetch,
}: {
  action?: string;
  intent?: string;
  layout: "list" | "hours";
  /** The hours' code, where it loads only for them (a dashboard's day). */
  prefetch?: () => void;
}) {
  const { t } = useTranslation("across");
  return (
    <LayoutSwitch
      action={action}
      intent={intent}
      label={t("upcoming.layout")}
      layout={layout}
      options={[
        { value: "list", label: t("upcoming.list"), glyph: "rows-3" },
        { value: "hours", label: t("today.hours"), glyph: "calendar-clock", prefetch },
      ]}
    />
  );
}
