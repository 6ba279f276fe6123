import { Form, useLocation } from "react-router";
import { Icon, type IconName } from "~/components/icons";

/**
 * A page's layouts (/upcoming's List, Board, Week, Month; /today's List, Hours): buttons of
 * one form, the current one pressed, posted to the page's `…/layout`, which keeps the choice
 * on this device and comes back to the page as it was (its week, "Assigned to me").
 */
export function LayoutSwitch<L extends string>({
  action,
  label,
  layout,
  options,
}: {
  action: string;
  /** The group's name ("Layout"). */
  label: string;
  layout: L;
  options: readonly { value: L; label: string; glyph: IconName }[];
}) {
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action={action} className="seg" aria-label={label}>
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
