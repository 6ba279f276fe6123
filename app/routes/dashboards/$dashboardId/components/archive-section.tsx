import { Icon } from "~/components/icons";
import { Form, useNavigation } from "react-router";
import { FormErrors } from "~/components/field";
import { formatDayOf } from "~/lib/dates";
import type { DashboardInfo } from "~/lib/data-api";
import type { FieldMessage } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";

/**
 * "Archive dashboard" (decision 059): the admin puts a finished dashboard away for everyone,
 * read-only and out of the lists of days, and brings it back with one button. It keeps
 * everything, so it asks no confirmation; other members see only whether it is archived.
 */
export function ArchiveSection({
  dashboard,
  errors,
  className,
  timeZone,
}: {
  dashboard: DashboardInfo;
  /** The reader's: the day it was archived on. */
  timeZone: string;
  /** A refused unarchive's reason (the plan's limit). */
  errors?: FieldMessage[];
  className: string;
}) {
  const { t, i18n } = useTranslation("board");
  const busy = useNavigation().formData?.get("intent") === "archive";
  const isAdmin = dashboard.role === "admin";
  const archived = dashboard.archived_at !== null;
  if (!isAdmin && !archived) return null;
  return (
    <section id="archive" className={className} aria-labelledby="archive-title">
      <h2 id="archive-title" className="text-lg font-semibold">
        {t("archive.title")}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">
        {archived
          ? t("archive.archivedOn", {
              day: formatDayOf(dashboard.archived_at!, i18n.language, timeZone),
            })
          : t("archive.text")}
        {archived && !isAdmin ? ` ${t("archive.onlyAdmin")}` : null}
      </p>
      <FormErrors errors={errors} />
      {isAdmin ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="archive" />
          <input type="hidden" name="archived" value={String(!archived)} />
          <button type="submit" className="btn-secondary" disabled={busy}>
            {archived ? (
              <Icon name="archive-arrow-up" className="size-4" />
            ) : (
              <Icon name="archive" className="size-4" />
            )}
            {t(archived ? "archive.unarchive" : "archive.archive")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
