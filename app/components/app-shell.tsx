import { useTranslation } from "~/lib/use-translation";
import { href, Link, Outlet, useLocation } from "react-router";
import { useOptionalUser } from "~/lib/use-root-data";
import { GoShortcuts } from "./go-shortcuts";
import { Logo } from "./logo";
import { NotificationsBell } from "./notifications-bell";
import { SiteFooter } from "./site-footer";
import { UserMenu } from "./user-menu";

/** The header's links to the pages of one's own (the current one, or its section, in bold). */
const NAV_LINK = "hover:underline [&[aria-current]]:font-semibold";

interface Props {
  variant: "landing" | "app";
  width?: string;
  /** What main shows; the layout's child route by default (an error boundary passes its page). */
  children?: React.ReactNode;
}

/** Header, main and footer shared by every layout; `variant` picks the header's links. */
export function AppShell({ variant, width = "max-w-6xl", children = <Outlet /> }: Props) {
  const { t } = useTranslation();
  const user = useOptionalUser();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm dark:focus:bg-neutral-900"
      >
        {t("nav.skipToContent")}
      </a>
      <header className="border-b border-neutral-200 dark:border-neutral-800">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          {/* Signed in, a phone's header has the room for its links, the name and Sign out. */}
          <Logo to={variant === "app" && user ? user.home : "/"} compact={Boolean(user)} />
          {/* The nav may shrink (a long name is cut short), so a phone's header keeps one line. */}
          <nav
            aria-label={t("nav.main")}
            className="flex min-w-0 items-center gap-3 text-sm whitespace-nowrap sm:gap-4"
          >
            {variant === "landing" ? (
              <Link to="/about" className="hidden hover:underline sm:inline">
                {t("nav.about")}
              </Link>
            ) : null}
            {user ? (
              <>
                {/* Named apart from a dashboard's own "Today" (its day view's arrows), which it begins with.
                    The page one is on is marked (aria-current), with JavaScript or without; /upcoming is
                    a tab of the same section, so "Today" is marked there as its section ("true"). */}
                <Link
                  to={href("/today")}
                  aria-label={t("nav.todayLabel")}
                  aria-current={pathname === "/today" ? "page" : pathname === "/upcoming" ? "true" : undefined}
                  className={NAV_LINK}
                >
                  {t("nav.today")}
                </Link>
                {/* The templates are where a dashboard begins: marked as that section ("true"). */}
                <Link
                  to={href("/dashboards")}
                  aria-current={
                    pathname === "/dashboards" ? "page" : pathname.startsWith("/templates") ? "true" : undefined
                  }
                  className={NAV_LINK}
                >
                  {t("nav.dashboards")}
                </Link>
                {/* On a phone, plans are one tap away in /settings. */}
                <Link to={href("/subscription/portal")} className="hidden hover:underline sm:inline">
                  {t("nav.plans")}
                </Link>
                <Link to={href("/support")} className="hidden hover:underline md:inline">
                  {t("nav.support")}
                </Link>
                <NotificationsBell />
                <UserMenu user={user} />
              </>
            ) : (
              <Link to="/login" className="btn-primary">
                {t("nav.signIn")}
              </Link>
            )}
          </nav>
        </div>
      </header>
      <main id="main" className={`mx-auto w-full ${width} flex-1 px-4 py-8 sm:px-6`}>
        {children}
      </main>
      <SiteFooter />
      {variant === "app" ? <GoShortcuts /> : null}
    </div>
  );
}
