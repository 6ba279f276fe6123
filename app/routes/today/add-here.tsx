import { Icon } from "~/components/icons";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ViewLink } from "~/components/view-link";
import { focusIfLost } from "~/lib/focus";
import { useTranslation } from "~/lib/use-translation";
import { paramLinks } from "~/lib/view-params";

/**
 * A list's "Add objective" on /today (under a dashboard) and /upcoming (under a day): a view
 * link (`?add={key}`) that opens quick add there instead, with "Cancel" under it. `section`
 * is the id of the list's element (where Cancel scrolls back to without JavaScript),
 * `heading` of its heading, which names the link ("Add objective Home").
 */
export function AddHere({
  value,
  adding,
  quickAdd,
  section,
  heading,
}: {
  value: string;
  adding: string | undefined;
  quickAdd: React.ReactNode;
  section: string;
  heading: string;
}) {
  const { t } = useTranslation("planner");
  const addLink = paramLinks(useLocation().search, "add");
  return adding === value ? (
    <div className="flex flex-col gap-2 print:hidden">
      {quickAdd}
      <ViewLink to={addLink(null)} anchor={section} className="link self-start text-sm">
        {t("cancel")}
      </ViewLink>
    </div>
  ) : (
    <ViewLink to={addLink(value)} id={`add-${value}`} aria-labelledby={`add-${value} ${heading}`} className="add-here">
      <Icon name="plus" className="size-4" />
      {t("across:upcoming.add")}
    </ViewLink>
  );
}

/**
 * Opened by its link, quick add takes the focus (the link is gone; without JavaScript,
 * `autofocus` does it); closed, the focus goes back to the link it was opened from.
 */
export function useAddHereFocus(adding: string | undefined) {
  const opened = useRef(adding);
  useEffect(() => {
    const before = opened.current;
    opened.current = adding;
    if (adding && adding !== before) document.getElementById("quick-add-text")?.focus();
    else if (before && !adding) focusIfLost(document.getElementById(`add-${before}`));
  }, [adding]);
}
