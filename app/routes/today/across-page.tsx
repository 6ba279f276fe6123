import { href, Link } from "react-router";
import { FormErrors } from "~/components/field";
import { Icon } from "~/components/icons";
import type { QuickAddDashboard } from "~/lib/data-api";
import { refusal, type FormFailure } from "~/lib/forms";
import { withoutShared } from "~/lib/shared-line";
import { TODAY_LIVE_PATH } from "~/lib/live";
import { LiveContext, useLive } from "~/lib/use-live";
import { useTranslation } from "~/lib/use-translation";
import { DayShortcuts } from "../dashboards/$dashboardId/components/day-shortcuts";
import { LiveStatus } from "../dashboards/$dashboardId/components/live-status";
import { QuickAddForm } from "../dashboards/$dashboardId/components/quick-add-form";
import { AcrossTabs } from "./across-tabs";

/**
 * A page across every dashboard (/today, /upcoming): live through the person's own
 * connection (decision 014), their rows' icons, the tabs between them, the title with what
 * it spans, "Everything" or "Assigned to me" once anything is assigned, the keyboard
 * shortcuts, quick add with a dashboard chosen beside the line (a refused line comes back
 * with what was typed and chosen), then `top` (notices, links), and the lists or, when
 * there are none, `empty` with a link to the dashboards.
 */
export function AcrossPage({
  path,
  title,
  subtitle,
  shortcuts,
  page,
  actionData,
  day,
  inline = false,
  wide = false,
  keep,
  top,
  empty,
  children,
}: {
  /** The page's own path: where "Everything" and "Assigned to me" lead. */
  path: string;
  title: string;
  subtitle: string;
  shortcuts: "today" | "hours" | "upcoming" | "week" | "month";
  page: {
    today: string;
    assigned: boolean;
    mine: boolean;
    every_dashboard: QuickAddDashboard[];
    chosen?: string;
    requestId: string;
    /** What another app shared here (the manifest's share target), as quick add's line. */
    sharedText?: string | null;
  };
  actionData: FormFailure | object | undefined;
  /** The day a line without a date goes on. */
  day: string;
  /** Quick add is drawn by `children` (under the day it adds to on /upcoming), focused, not at the top. */
  inline?: boolean;
  /** As wide as the shell (/upcoming's board), not a column for reading. */
  wide?: boolean;
  /** What the "Everything" / "Assigned to me" links keep of the address (/upcoming's ?from=). */
  keep?: Record<string, string>;
  top?: React.ReactNode;
  /** The empty state's heading and words, when there is nothing to list. */
  empty: { title: string; text: string } | null;
  /** The lists; as a function, given quick add to place (with `inline`). */
  children: React.ReactNode | ((quickAdd: React.ReactNode) => React.ReactNode);
}) {
  const { t } = useTranslation("planner");
  const live = useLive(TODAY_LIVE_PATH);
  const failure = refusal(actionData);
  const refused = failure?.values.intent === "add" ? failure : undefined;
  const quickAdd =
    page.every_dashboard.length > 0 ? (
      <QuickAddForm
        day={day}
        today={page.today}
        requestId={page.requestId}
        dashboards={page.every_dashboard}
        dashboardId={refused?.values.dashboardId ?? page.chosen}
        errors={refused?.errors.text}
        value={refused?.values.text ?? page.sharedText ?? undefined}
        focusOnLoad={inline || Boolean(page.sharedText)}
        onLine={page.sharedText ? forgetShared : undefined}
        // "Assigned to me": a line added here is one's own, so it shows in the list.
        filter={page.mine ? { assignee: "me" } : undefined}
      />
    ) : null;
  return (
    <LiveContext value={live}>
      <div className={`mx-auto flex w-full flex-col gap-6 ${wide ? "" : "max-w-3xl"}`}>
        <div className="flex flex-col gap-4">
          <AcrossTabs />
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="flex flex-col gap-1">
              <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
              <p className="text-sm text-neutral-600 dark:text-neutral-300">{subtitle}</p>
              <LiveStatus />
            </div>
            <div className="flex items-center gap-2">
              {page.assigned ? <WhoseSwitch path={path} mine={page.mine} keep={keep ?? {}} /> : null}
              <DayShortcuts scope={shortcuts} />
            </div>
          </div>
        </div>
        <FormErrors errors={failure?.errors?._form} />
        {quickAdd && !inline ? quickAdd : null}
        {top}
        {empty ? (
          <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-neutral-300 px-6 py-14 text-center dark:border-neutral-700">
            <Icon name="calendar-check" className="size-10 text-primary-600" />
            <h2 className="text-xl font-semibold">{empty.title}</h2>
            <p className="max-w-md text-sm text-neutral-600 dark:text-neutral-300">
              {empty.text}{" "}
              <Link to={href("/dashboards")} className="link">
                {t("across:today.toDashboards")}
              </Link>
            </p>
          </section>
        ) : typeof children === "function" ? (
          children(quickAdd)
        ) : (
          children
        )}
      </div>
    </LiveContext>
  );
}

/** "Everything" or "Assigned to me": two links, the current one marked, with or without JavaScript. */
/**
 * Once the shared line is sent (with JavaScript: a fetcher, the page stays), the address
 * forgets what was shared, so a reload does not offer it again. Only the address bar: the
 * router's own location keeps it until the next navigation, which changes nothing here.
 */
function forgetShared() {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, "", pathname + withoutShared(search) + hash);
}

function WhoseSwitch({ path, mine, keep }: { path: string; mine: boolean; keep: Record<string, string> }) {
  const { t } = useTranslation("planner");
  const all = new URLSearchParams(keep).toString();
  const own = new URLSearchParams({ ...keep, marker: "me" }).toString();
  const options = [
    { to: all ? `${path}?${all}` : path, label: t("across:today.everything"), current: !mine },
    { to: `${path}?${own}`, label: t("assignee.mine"), current: mine },
  ];
  return (
    <nav aria-label={t("today.whose")} className="seg">
      {options.map((o) => (
        <Link key={o.label} to={o.to} aria-current={o.current ? "page" : undefined} preventScrollReset>
          {o.label}
        </Link>
      ))}
    </nav>
  );
}
