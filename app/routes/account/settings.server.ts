import { data, href, redirectDocument } from "react-router";
import { handleIntents, intent } from "~/lib/actions.server";
import { typedValues } from "~/lib/forms";
import { loadPage, requestTimeZone } from "~/lib/api.server";
import { flashHeader } from "~/lib/flash.server";
import { getInstance, localeCookie, requestLanguage } from "~/lib/i18n.server";
import { WEEK_START } from "~/lib/week-start";
import { homeViewOf } from "~/lib/home-view";
import { isSecureRequest } from "~/lib/request";
import { sessionContext } from "~/lib/session.server";
import { NEUTRAL_COLORS } from "~/lib/theme";
import { keepThemeCookie, themeCookie } from "~/lib/theme.server";
import { authErrorResponse } from "../login/auth.server";
import { deleteAccountIntents } from "./delete-account.server";
import { deviceIntents, namedDevice } from "./devices.server";
import { passwordIntents } from "./password.server";
import { twoStepIntents } from "./two-step.server";
import { feedCreateSchema, feedOffSchema } from "../dashboards/$dashboardId/schemas";
import type { Route } from "./+types/settings";
import { NOTIFICATION_WHYS } from "~/lib/data-api";
import {
  appearanceSchema,
  assignmentEmailsSchema,
  calendarChoicesSchema,
  changeEmailSchema,
  dailyEmailSchema,
  languageSchema,
  notificationReasonsSchema,
  profileSchema,
  signOutOthersSchema,
} from "./schemas";

export async function accountLoader({ context, request, url }: Route.LoaderArgs) {
  const page = await loadPage(context, "get_account_page", {});
  keepThemeCookie(context, request, url, page.appearance);
  return {
    title: getInstance(context).t("settings:title"),
    ...page,
    devices: page.devices.map(namedDevice),
    detected: requestTimeZone(context),
    // The start page, from the token (decision 065): "dashboards", "today", "upcoming" or a
    // dashboard's id.
    homeView: homeViewOf(context.get(sessionContext).user!.home),
    // The first day of the week when none is saved: the language's.
    usualWeekStart: WEEK_START[requestLanguage(context)],
    zones: Intl.supportedValuesOf("timeZone"),
  };
}

export async function accountAction(args: Route.ActionArgs) {
  return handleIntents(args, {
    profile: intent(profileSchema, {
      field: (code) =>
        code === "time_zone_invalid" ? "timeZone" : code === "week_start_invalid" ? "weekStart" : "displayName",
      async run(form, { call, context, formData }) {
        await call("update_my_profile", {
          p_display_name: form.displayName,
          p_time_zone: form.timeZone,
          p_week_start: form.weekStart,
        });
        // The header reads the name from the access token, and signing in the start page
        // (decision 065): write them to the user's metadata and take a fresh token now, so
        // both apply from the very next page. The start page lives only there: if Auth
        // refuses, the form comes back as typed with the reason.
        const { supabase } = context.get(sessionContext);
        const name = form.displayName;
        const { error } = await supabase.auth.updateUser({ data: { full_name: name, name, home_view: form.homeView } });
        if (error) return authErrorResponse(error, typedValues(formData));
        await supabase.auth.refreshSession();
        return { flash: { kind: "success", message: "settings:profile.saved" }, to: "/settings#profile" };
      },
    }),
    appearance: intent(appearanceSchema, {
      // A refused colour's message goes next to its own picker.
      field: (code, error) =>
        code === "color_mode_invalid"
          ? "mode"
          : error.detail === "neutral" || NEUTRAL_COLORS.some((c) => c.name === error.hint)
            ? "neutral"
            : "primary",
      async run(form, { call, context, url }) {
        const shown = await call("update_my_appearance", {
          p_primary: form.primary,
          p_neutral: form.neutral,
          p_mode: form.mode,
        });
        context.get(sessionContext).headers.append("Set-Cookie", themeCookie(shown, url));
        return { flash: { kind: "success", message: "settings:appearance.saved" }, to: "/settings#appearance" };
      },
    }),
    "daily-email": intent(dailyEmailSchema, {
      field: "hour",
      async run(form, { call, context }) {
        // Turning it on saves this browser's time zone and language when none are saved yet.
        await call("update_my_daily_email", {
          p_hour: form.hour,
          p_time_zone: requestTimeZone(context),
          p_locale: getInstance(context).language,
          p_weekdays: form.weekdays,
        });
        const message = form.hour === null ? "settings:dailyEmail.turnedOff" : "settings:dailyEmail.saved";
        return { flash: { kind: "success", message }, to: "/settings#daily-email" };
      },
    }),
    "assignment-emails": intent(assignmentEmailsSchema, {
      async run(form, { call }) {
        const on = form.on === "true";
        await call("set_assignment_emails", { p_on: on });
        const message = on ? "settings:assignments.on" : "settings:assignments.off";
        return { flash: { kind: "success", message }, to: "/settings#assignments" };
      },
    }),
    notifications: intent(notificationReasonsSchema, {
      async run(form, { call }) {
        await call("set_notification_reasons", { p_on: NOTIFICATION_WHYS.filter((why) => form[why]) });
        return { flash: { kind: "success", message: "settings:notifications.saved" }, to: "/settings#notifications" };
      },
    }),
    "sign-out-others": intent(signOutOthersSchema, {
      async run(_form, { context }) {
        const { error } = await context.get(sessionContext).supabase.auth.signOut({ scope: "others" });
        if (error) throw error;
        return { flash: { kind: "success", message: "settings:account.signedOutOthers" }, to: "/settings#devices" };
      },
    }),
    // One calendar link to all one's dashboards (decision 085): shown once, on this answer.
    "feed-create": intent(feedCreateSchema, {
      async run(_form, { call, url }) {
        const feed = await call("create_account_calendar_feed", {});
        return data({ feedUrl: url.origin + href("/feeds/all/:file", { file: `${feed.token}.ics` }) });
      },
    }),
    "feed-off": intent(feedOffSchema, {
      async run(_form, { call }) {
        await call("revoke_account_calendar_feed", {});
        return { flash: { kind: "success", message: "flashes:feedOff" }, to: "/settings#calendar" };
      },
    }),
    // What that link shows (decision 087): the dashboards listed and not ticked are left out.
    "feed-choices": intent(calendarChoicesSchema, {
      lists: ["all", "shown"],
      async run(form, { call }) {
        await call("set_account_calendar_feed_choices", {
          p_left_out: form.all.filter((id) => !form.shown.includes(id)),
          p_only_mine: form.onlyMine,
        });
        return { flash: { kind: "success", message: "settings:calendar.choicesSaved" }, to: "/settings#calendar" };
      },
    }),
    ...passwordIntents,
    ...deviceIntents,
    "change-email": intent(changeEmailSchema, {
      async run(form, { context, url, refuse }) {
        const { supabase, user } = context.get(sessionContext);
        if (form.email === user?.email.toLowerCase()) return refuse({ email: ["settings:account.sameEmail"] });
        // Auth sends a link to the new address and one to the current one; the address
        // changes once the change is confirmed (by one link here, by both where the project
        // requires confirmations: /confirm, decision 056).
        const { error } = await supabase.auth.updateUser(
          { email: form.email },
          { emailRedirectTo: `${url.origin}/confirm` },
        );
        if (error) return authErrorResponse(error, { intent: "change-email", email: form.email });
        return {
          flash: {
            kind: "success",
            message: "settings:account.emailSent",
            values: { email: form.email, current: user?.email ?? "" },
          },
          to: "/settings#account",
        };
      },
    }),
    ...deleteAccountIntents,
    ...twoStepIntents,
    language: intent(languageSchema, {
      field: "lng",
      async run(form, { call, url, context }) {
        await call("update_my_profile", { p_locale: form.lng });
        // Also in the user's metadata: signing in on another device picks it up (no round trip).
        const { error } = await context.get(sessionContext).supabase.auth.updateUser({ data: { locale: form.lng } });
        if (error) console.error("settings: the language did not reach the metadata", error.code);
        // A full document load, so every string (and the client's bundle) switches at once.
        const headers = new Headers();
        headers.append("Set-Cookie", await localeCookie.serialize(form.lng, { secure: isSecureRequest(url) }));
        headers.append("Set-Cookie", await flashHeader({ kind: "success", message: "settings:language.saved" }, url));
        return redirectDocument("/settings#language", { headers });
      },
    }),
  });
}
