import { Icon } from "~/components/icons";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import type { SessionUser } from "~/lib/session.server";

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Link
        to="/settings"
        className="max-w-28 min-w-0 truncate text-sm text-neutral-600 hover:underline sm:max-w-48 dark:text-neutral-300"
        title={user.email}
      >
        {user.name}
      </Link>
      <Form method="post" action="/logout">
        {/* On a phone, an icon: the header keeps one line. */}
        <button type="submit" className="btn-secondary px-2.5 sm:px-4" data-tooltip={t("nav.signOut")}>
          <Icon name="log-out" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t("nav.signOut")}</span>
        </button>
      </Form>
    </div>
  );
}
