import { data, href } from "react-router";
import { handleIntents, intent } from "~/lib/actions.server";
import { loadPage, ownDay, ownTimeZone, urlId } from "~/lib/api.server";
import { requestLanguage } from "~/lib/i18n.server";
import type { Route } from "./+types/settings";
import { cloudflareContext } from "~/lib/cloudflare";
import { readImport } from "./import-file.server";
import {
  archiveSchema,
  dailyEmailDashboardSchema,
  dashboardColorSchema,
  dashboardNotificationsSchema,
  dayLayoutSchema,
  dayOrderSchema,
  deleteDashboardSchema,
  duplicateSchema,
  emailAddressCreateSchema,
  emailAddressOffSchema,
  feedCreateSchema,
  feedOffSchema,
  importSchema,
  renameSchema,
  saveTemplateSchema,
  shareCreateSchema,
  shareNewSchema,
  shareOffSchema,
  showDoneSchema,
  undoImportSchema,
} from "./schemas";
import { sharingIntents } from "./sharing-actions.server";

const publicUrl = (url: URL, token: string) => url.origin + href("/shared/:token", { token });

/** Dialogs and confirmation steps live in the URL, so they work without JavaScript. */
export async function settingsLoader({ params, url, context }: Route.LoaderArgs) {
  const page = await loadPage(context, "get_settings_page", { p_dashboard: urlId(params.dashboardId) });
  const search = url.searchParams;
  const { share } = page;
  return {
    ...page,
    // The public link as its admin copies it (decision 030); other members see only that it is on.
    share: share && { created_at: share.created_at, url: share.token ? publicUrl(url, share.token) : null },
    title: page.dashboard.name,
    confirm: search.get("confirm"),
    inviting: search.has("invite") && page.dashboard.role === "admin",
    openMember: page.members.find((m) => m.user_id === search.get("member")) ?? null,
    // The caller's today (their own zone first), where an import's undated rows land.
    today: ownDay(context, page.time_zone),
    // The reader's zone: the day it was archived on, in it.
    timeZone: ownTimeZone(context, page.time_zone),
    // A fresh key per render: a double submit of the invite form invites once.
    requestId: crypto.randomUUID(),
  };
}

export async function settingsAction(args: Route.ActionArgs) {
  const dashboard = urlId(args.params.dashboardId);
  const intents = {
    "show-done": intent(showDoneSchema, {
      async run(form, { call }) {
        await call("set_show_done", { p_dashboard: dashboard, p_show_done: form.showDone === "true" });
        return { flash: { kind: "success", message: "flashes:optionsSaved" } };
      },
    }),
    "daily-email-dashboard": intent(dailyEmailDashboardSchema, {
      async run(form, { call }) {
        await call("set_daily_email_dashboard", { p_dashboard: dashboard, p_included: form.included === "true" });
        return { flash: { kind: "success", message: "flashes:optionsSaved" } };
      },
    }),
    "dashboard-notifications": intent(dashboardNotificationsSchema, {
      async run(form, { call }) {
        await call("set_dashboard_notifications", { p_dashboard: dashboard, p_on: form.on === "true" });
        return { flash: { kind: "success", message: "flashes:optionsSaved" } };
      },
    }),
    color: intent(dashboardColorSchema, {
      field: "color",
      async run(form, { call }) {
        await call("set_dashboard_color", { p_dashboard: dashboard, p_color: form.color });
        return { flash: { kind: "success", message: "flashes:optionsSaved" } };
      },
    }),
    // The layout of each day, as the day's own switch sets it (decision 098).
    layout: intent(dayLayoutSchema, {
      field: "layout",
      async run(form, { call }) {
        await call("set_day_layout", { p_dashboard: dashboard, p_layout: form.layout });
        return { flash: { kind: "success", message: "flashes:optionsSaved" } };
      },
    }),
    "day-order": intent(dayOrderSchema, {
      field: "order",
      async run(form, { call }) {
        await call("set_day_order", { p_dashboard: dashboard, p_order: form.order });
        return { flash: { kind: "success", message: "flashes:optionsSaved" } };
      },
    }),
    duplicate: intent(duplicateSchema, {
      field: "name",
      async run(form, { call }) {
        const copy = await call("duplicate_dashboard", {
          p_dashboard: dashboard,
          p_name: form.name,
          p_start: form.start || null,
          p_request_id: form.requestId,
        });
        return {
          flash: { kind: "success", message: "dashboards:flash.duplicated", values: { name: copy.name } },
          to: href("/dashboards/:dashboardId", { dashboardId: copy.id }),
        };
      },
    }),
    "save-template": intent(saveTemplateSchema, {
      field: "name",
      async run(form, { call }) {
        const saved = await call("save_dashboard_as_template", {
          p_dashboard: dashboard,
          p_name: form.name,
          p_include_done: form.includeDone === "true",
          p_request_id: form.requestId,
        });
        const values = { name: saved.name, count: String(saved.objectives) };
        return {
          flash: { kind: "success", message: "flashes:templateSaved", values },
          to: href("/templates/saved/:templateId", { templateId: saved.id }),
        };
      },
    }),
    rename: intent(renameSchema, {
      field: "name",
      async run(form, { call }) {
        await call("rename_dashboard", { p_dashboard: dashboard, p_name: form.name });
        return { flash: { kind: "success", message: "dashboards:flash.renamed" } };
      },
    }),
    archive: intent(archiveSchema, {
      // Unarchiving may meet the plan's limit: said in the section, beside its button.
      field: "archived",
      async run(form, { call }) {
        const { archived_at } = await call("set_dashboard_archived", {
          p_dashboard: dashboard,
          p_archived: form.archived === "true",
        });
        return { flash: { kind: "success", message: archived_at ? "flashes:archived" : "flashes:unarchived" } };
      },
    }),
    delete: intent(deleteDashboardSchema, {
      async run(_form, { call }) {
        await call("delete_dashboard", { p_dashboard: dashboard });
        return { flash: { kind: "success", message: "flashes:dashboardDeleted" }, to: "/dashboards" };
      },
    }),
    "feed-create": intent(feedCreateSchema, {
      async run(_form, { call, url }) {
        const feed = await call("create_calendar_feed", { p_dashboard: dashboard });
        // Shown once, on this answer: only the link's hash is kept, so no page can show it again.
        return data({ feedUrl: url.origin + href("/feeds/:file", { file: `${feed.token}.ics` }) });
      },
    }),
    "feed-off": intent(feedOffSchema, {
      async run(_form, { call }) {
        await call("revoke_calendar_feed", { p_dashboard: dashboard });
        return { flash: { kind: "success", message: "flashes:feedOff" } };
      },
    }),
    "email-address-create": intent(emailAddressCreateSchema, {
      async run(_form, { call, context }) {
        const { token } = await call("create_email_address", { p_dashboard: dashboard });
        const { INBOUND_EMAIL_DOMAIN } = context.get(cloudflareContext).env;
        // Shown once, as a calendar link is: only the token's hash is kept.
        return data({ emailAddress: `add-${token}@${INBOUND_EMAIL_DOMAIN}` });
      },
    }),
    "email-address-off": intent(emailAddressOffSchema, {
      async run(_form, { call }) {
        await call("revoke_email_address", { p_dashboard: dashboard });
        return { flash: { kind: "success", message: "flashes:emailAddressOff" } };
      },
    }),
    "share-create": intent(shareCreateSchema, {
      async run(_form, { call }) {
        await call("create_share_link", { p_dashboard: dashboard });
        return { flash: { kind: "success", message: "flashes:shareOn" } };
      },
    }),
    "share-new": intent(shareNewSchema, {
      async run(_form, { call }) {
        await call("create_share_link", { p_dashboard: dashboard, p_replace: true });
        return { flash: { kind: "success", message: "flashes:shareNew" } };
      },
    }),
    "share-off": intent(shareOffSchema, {
      async run(_form, { call }) {
        await call("revoke_share_link", { p_dashboard: dashboard });
        return { flash: { kind: "success", message: "flashes:shareOff" } };
      },
    }),
    import: intent(importSchema, {
      field: "file",
      async run(form, { call, context, refuse }) {
        const text = await form.file.text();
        const read = readImport(text, requestLanguage(context), form.today, form.timeZone, form.groups);
        if (!read.ok) return refuse({ file: [read.message] }, 400);
        const { filters, objectives, notes } = read.file;
        const added = await call("import_into_dashboard", {
          p_dashboard: dashboard,
          p_filters: filters,
          p_objectives: objectives,
          p_notes: notes,
          p_request_id: form.requestId,
        });
        const values = { count: String(added.objectives + added.notes) };
        // Undo for an hour, for the one who imported (a file chosen for the wrong dashboard).
        const undo = added.batch
          ? { action: args.url.pathname, fields: { intent: "undo-import", batchId: added.batch } }
          : undefined;
        return { flash: { kind: "success", message: "flashes:imported", values, undo } };
      },
    }),
    "undo-import": intent(undoImportSchema, {
      async run(form, { call }) {
        const taken = await call("undo_import", { p_batch: form.batchId });
        const values = { count: String(taken.objectives + taken.notes) };
        return { flash: { kind: "success", message: "flashes:importUndone", values } };
      },
    }),
    ...sharingIntents(dashboard),
  };
  // Back to the settings page itself: a dialog or confirmation step in the URL is done.
  return handleIntents(args, intents, args.url.pathname);
}
