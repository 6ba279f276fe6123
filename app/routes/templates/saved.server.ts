import { href } from "react-router";
import { handleIntents, intent, refusalFlash, refusalOf } from "~/lib/actions.server";
import { loadPage, requestTimeZone, urlId } from "~/lib/api.server";
import { dayIn } from "~/lib/dates";
import type { Route } from "./+types/saved";
import { savedRows } from "./saved-rows";
import { deleteTemplateSchema, renameTemplateSchema, restoreTemplateSchema, shareTemplateSchema } from "./schemas";
import { intoParam, templateIntents } from "./templates.server";

/**
 * A template of one's own (decision 092): its one call reads it with the dashboards it may be
 * added to. The start day is the request's today, as on the app's templates' pages.
 */
export async function savedLoader({ context, params, url }: Route.LoaderArgs) {
  const { template, dashboards } = await loadPage(context, "get_my_template", {
    p_template: urlId(params.templateId),
  });
  const token = template.share_token;
  return {
    title: template.name,
    template,
    // Its link, as its owner copies it (decision 092).
    shareUrl: token ? url.origin + href("/templates/shared/:token", { token }) : null,
    dashboards,
    into: intoParam(url, dashboards),
    start: dayIn(requestTimeZone(context)),
    // The day it was saved on, in the request's zone.
    timeZone: requestTimeZone(context),
    // A fresh key per render: a double submit makes one dashboard.
    requestId: crypto.randomUUID(),
  };
}

export async function savedAction(args: Route.ActionArgs) {
  const id = urlId(args.params.templateId);
  const sharing = intent(shareTemplateSchema, {
    async run(form, { call }) {
      const on = form.intent === "share";
      const shared = await call("share_saved_template", { p_template: id, p_on: on });
      const message = on ? "flashes:templateShared" : "flashes:templateUnshared";
      return { flash: { kind: "success", message, values: { name: shared.name } } };
    },
  });
  const page = href("/templates/saved/:templateId", { templateId: id });
  return handleIntents(args, {
    // Read when used: the rows as saved, dated from the start day.
    ...templateIntents(async ({ call }) => {
      const { template } = await call("get_my_template", { p_template: id });
      return { lastDay: template.last_day, rowsAt: (start) => savedRows(template, start) };
    }),
    rename: intent(renameTemplateSchema, {
      field: "name",
      async run(form, { call }) {
        await call("rename_saved_template", { p_template: id, p_name: form.name });
        return { flash: { kind: "success", message: "flashes:templateRenamed" } };
      },
    }),
    // "share" makes its link (the same one while it is on), "unshare" ends it.
    share: sharing,
    unshare: sharing,
    delete: intent(deleteTemplateSchema, {
      async run(_form, { call }) {
        const gone = await call("delete_saved_template", { p_template: id });
        const undo = { action: page, fields: { intent: "restore" } };
        return {
          flash: { kind: "success", message: "flashes:templateDeleted", values: { name: gone.name }, undo },
          to: href("/templates"),
        };
      },
    }),
    restore: intent(restoreTemplateSchema, {
      async run(_form, { call }) {
        try {
          const back = await call("restore_saved_template", { p_template: id });
          const values = { name: back.name };
          return { flash: { kind: "success", message: "flashes:templateRestored", values }, to: page };
        } catch (error) {
          // Posted from the gallery's message, where this page is gone: said there.
          const refused = refusalOf(error);
          if (!refused) throw error;
          return { flash: refusalFlash(refused), to: href("/templates") };
        }
      },
    }),
  });
}
