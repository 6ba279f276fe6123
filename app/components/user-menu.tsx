import { LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { SessionUser } from "~/lib/session.server";

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <Link
        to="/settings"
        className="hidden text-sm text-neutral-600 hover:underline sm:inline dark:text-neutral-300"
        title={user.email}
      >
        {user.name}
      </Link>
      <Form method="post" action="/logout">
        <button type="submit" className="btn-secondary">
          <LogOut aria-hidden className="size-4" />
          {t("nav.signOut")}
        </button>
      </Form>
    </div>
  );
}
