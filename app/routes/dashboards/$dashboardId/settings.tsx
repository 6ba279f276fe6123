import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useLocation } from "react-router";
import { ConfirmPanel } from "~/components/confirm-panel";
import { Field, FormErrors } from "~/components/field";
import { answered, refusal } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/settings";
import { DashboardHeader } from "./components/dashboard-header";
import { InvitationsSection, InvitePanel } from "./components/invitations-section";
import { LeaveSection } from "./components/leave-section";
import { ExportSection } from "./components/export-section";
import { ImportSection } from "./components/import-section";
import { CalendarFeedSection } from "./components/calendar-feed-section";
import { EmailAddressSection } from "./components/email-address-section";
import { ShareLinkSection } from "./components/share-link-section";
import { ViewSection } from "./components/view-section";
import { DuplicateSection } from "./components/duplicate-section";
import { TemplateSection } from "./components/template-section";
import { ArchiveSection } from "./components/archive-section";
import { MemberDialog, MembersSection } from "./components/members-section";
import { DASHBOARD_NAME } from "../fields";
import { settingsAction, settingsLoader } from "./settings.server";
import { readOnly } from "./read-only";
import { deletionText } from "./components/deletion-text";

export const loader = (args: Route.LoaderArgs) => settingsLoader(args);
export const action = (args: Route.ActionArgs) => settingsAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

const section = "flex flex-col gap-3 rounded-lg border border-neutral-200 p-4 dark:border-neutral-800";

/** The link or address "Create" or "Reset" just made: the action's answer carries it, once. */
function made(answer: unknown, key: "feedUrl" | "emailAddress"): string | null {
  const value = answered(answer, key);
  return typeof value === "string" ? value : null;
}

/** /dashboards/{id}/settings: view options, members and invitations, rename, leave and delete. */
export default function Settings({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = refusal(answer);
  const { t } = useTranslation(["board", "api"]);
  const { pathname } = useLocation();
  const { dashboard, members, invitations, me, counts, confirm, inviting, openMember, requestId } = loaderData;
  const isAdmin = dashboard.role === "admin";
  // Read-only while archived (decision 059): what only changes it waits for "Unarchive".
  const archived = dashboard.archived_at !== null;
  const inviteFailure =
    actionData && "values" in actionData && actionData.values?.intent === "invite" ? actionData : undefined;
  // A role no button offers (a hand-made form) on a member or an invitation: said above all.
  const roleIntent = ["member-role", "invitation-role"].includes(actionData?.values?.intent ?? "");
  const refused = [...(actionData?.errors?._form ?? []), ...((roleIntent && actionData?.errors?.role) || [])];
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader dashboard={dashboard} />
      <FormErrors errors={refused} />
      {isAdmin && !archived ? (
        <section className={section} aria-labelledby="name-title">
          <h2 id="name-title" className="text-lg font-semibold">
            {t("settings.name")}
          </h2>
          <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <input type="hidden" name="intent" value="rename" />
            <div className="flex-1">
              <Field
                label={t("settings.newName")}
                name="name"
                defaultValue={actionData?.values?.intent === "rename" ? actionData.values.name : dashboard.name}
                errors={actionData?.values?.intent === "rename" ? actionData.errors?.name : undefined}
                {...DASHBOARD_NAME}
              />
            </div>
            <button type="submit" className="btn-secondary">
              {t("settings.rename")}
            </button>
          </Form>
        </section>
      ) : null}
      <ViewSection
        dashboard={dashboard}
        dailyEmail={loaderData.daily_email}
        notify={loaderData.notify}
        failed={actionData}
        className={section}
      />
      <MembersSection members={members} me={me} isAdmin={isAdmin} />
      {isAdmin ? <InvitationsSection invitations={invitations} /> : null}
      <ShareLinkSection share={loaderData.share} isAdmin={isAdmin} confirm={confirm} className={section} />
      <CalendarFeedSection feed={loaderData.feed} feedUrl={made(answer, "feedUrl")} className={section} />
      {readOnly(dashboard) ? null : (
        <EmailAddressSection
          address={loaderData.email_address}
          newAddress={made(answer, "emailAddress")}
          className={section}
        />
      )}
      <ExportSection dashboardId={dashboard.id} className={section} />
      {readOnly(dashboard) ? null : (
        <ImportSection
          requestId={requestId}
          today={loaderData.today}
          timeZone={loaderData.timeZone}
          last={loaderData.last_import}
          errors={actionData?.errors?.file}
          className={section}
        />
      )}
      <DuplicateSection
        name={dashboard.name}
        requestId={requestId}
        failed={actionData?.values?.intent === "duplicate" ? actionData : undefined}
        className={section}
      />
      <TemplateSection
        dashboardId={dashboard.id}
        name={dashboard.name}
        canAdd={!readOnly(dashboard)}
        requestId={requestId}
        failed={actionData?.values?.intent === "save-template" ? actionData : undefined}
        className={section}
      />
      <ArchiveSection
        dashboard={dashboard}
        errors={actionData?.values?.intent === "archive" ? actionData.errors?.archived : undefined}
        className={section}
        timeZone={loaderData.timeZone}
      />
      <LeaveSection
        dashboardName={dashboard.name}
        isAdmin={isAdmin}
        memberCount={members.length}
        confirming={confirm === "leave"}
      />
      <section
        className="flex flex-col gap-3 rounded-lg border border-red-300 p-4 dark:border-red-900"
        aria-labelledby="delete-title"
      >
        <h2 id="delete-title" className="text-lg font-semibold">
          {t("settings.delete")}
        </h2>
        {!isAdmin ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("settings.onlyAdminDeletes")}</p>
        ) : confirm === "delete" ? (
          <ConfirmPanel
            id="confirm-delete"
            title={t("settings.confirmTitle")}
            text={deletionText(t, counts, members.length)}
            confirmLabel={t("settings.delete")}
            cancelLabel={t("settings.cancel")}
            fields={{ intent: "delete", confirm: "delete" }}
          />
        ) : (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("settings.deleteText")}</p>
            <Link
              to="?confirm=delete"
              className="btn border border-red-300 text-red-800 hover:bg-red-50 dark:border-red-900 dark:text-red-200 dark:hover:bg-red-950"
            >
              {t("settings.delete")}
            </Link>
          </div>
        )}
      </section>
      {openMember ? (
        <MemberDialog member={openMember} me={me} isAdmin={isAdmin} confirm={confirm} closeTo={pathname} />
      ) : null}
      {inviting ? <InvitePanel requestId={requestId} closeTo={pathname} failure={inviteFailure} /> : null}
    </div>
  );
}
