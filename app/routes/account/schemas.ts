import { z } from "zod";
import { supportedLanguages } from "~/lib/i18n";
import { checkbox } from "~/lib/checkbox";
import { isTimeZone } from "~/lib/dates";
import { NOTIFICATION_WHYS } from "~/lib/data-api";
import { isHomeView } from "~/lib/home-view";
import { LIMITS } from "~/lib/limits";
import { authenticatorCodeSchema, codeSchema, newPasswordSchema } from "../login/schemas";
import { COLOR_MODES, NEUTRAL_COLORS, PRIMARY_COLORS } from "~/lib/theme";

const names = <T extends readonly { name: string }[]>(list: T) => list.map((c) => c.name) as [T[number]["name"]];

/**
 * /settings, Profile: the person's name, time zone ("" follows the browser's), the first day
 * of their week (an ISO weekday, "1" Monday to "7" Sunday; "" their language's, sent as 0)
 * and their start page.
 */
export const profileSchema = z.object({
  displayName: z.string().trim().max(LIMITS.displayName, "api:display_name_too_long"),
  timeZone: z
    .string()
    .max(64, "api:time_zone_invalid")
    .refine((tz) => tz === "" || isTimeZone(tz), "api:time_zone_invalid"),
  weekStart: z
    .enum(["", "1", "2", "3", "4", "5", "6", "7"], { error: "api:week_start_invalid" })
    .transform((day) => Number(day)),
  // Where signing in and the logo lead (decision 065).
  homeView: z.string().refine(isHomeView, "api:home_view_invalid"),
});

/** /settings, Appearance: whether a premium colour is allowed is the database's call. */
export const appearanceSchema = z.object({
  primary: z.enum(names(PRIMARY_COLORS), { error: "api:theme_color_invalid" }),
  neutral: z.enum(names(NEUTRAL_COLORS), { error: "api:theme_color_invalid" }),
  mode: z.enum(COLOR_MODES, { error: "api:color_mode_invalid" }),
});

/** /settings, Language. */
export const languageSchema = z.object({
  lng: z.enum(supportedLanguages, { error: "api:locale_invalid" }),
});

/** /settings, Daily email: an hour of the day ("0" to "23"), or "" for off; weekdays only when ticked. */
export const dailyEmailSchema = z.object({
  hour: z
    .string()
    .regex(/^$|^(1?[0-9]|2[0-3])$/, "api:daily_email_hour_invalid")
    .transform((h) => (h === "" ? null : Number(h))),
  weekdays: checkbox(),
});

/**
 * /settings, Calendar feed → What it shows (decision 087): the dashboards listed (`all`, hidden
 * fields) and those ticked (`shown`), both as lists; the ones listed and not ticked are left
 * out. "Leave out objectives assigned to someone else" ticked or not.
 */
export const calendarChoicesSchema = z.object({
  all: z.array(z.uuid("api:form_unreadable")).max(LIMITS.dashboardsPerPerson, "api:form_unreadable"),
  shown: z.array(z.uuid("api:form_unreadable")).max(LIMITS.dashboardsPerPerson, "api:form_unreadable"),
  onlyMine: checkbox(),
});

/** /settings, Assignments: the box ticked ("true") or not (absent). */
/** A setting turned on or off by one box ("on" sent when ticked). */
const onOffSchema = z.object({ on: z.literal("true").optional() });

export const assignmentEmailsSchema = onOffSchema;

/** /settings, Notifications: one box per reason, ticked to keep it on (decision 054). */
export const notificationReasonsSchema = z.object(
  Object.fromEntries(NOTIFICATION_WHYS.map((why) => [why, checkbox()])) as Record<
    (typeof NOTIFICATION_WHYS)[number],
    ReturnType<typeof checkbox>
  >,
);

/**
 * /settings, Account → Delete account (decisions 056 and 080): the account's email typed out
 * (the database compares) and proof of who one is, from a sign-in made now: the password, or
 * the code emailed by "Email me a code" (the form has the one field it asks for); with
 * two-step sign-in on, an authenticator app's code too, and which app when there are several.
 */
export const deleteAccountSchema = z.object({
  confirmEmail: z.string().trim().min(1, "api:account_email_mismatch").max(LIMITS.email, "api:account_email_mismatch"),
  password: z
    .string()
    .min(1, "settings:account.deletePasswordRequired")
    .max(LIMITS.passwordMax, "settings:account.deletePasswordWrong")
    .optional(),
  emailCode: codeSchema.shape.code.optional(),
  code: authenticatorCodeSchema.shape.code.optional(),
  factor: authenticatorCodeSchema.shape.factor.optional(),
});

/** /settings, Account → Delete account: a code to one's own address, to confirm with instead of a password. */
export const deleteAccountCodeSchema = z.object({});

/** /settings, Account: signing out of every other device. */
export const signOutOthersSchema = z.object({});

/** /settings, Account → Where you're signed in: one other device to sign out (Auth's session id). */
export const endSessionSchema = z.object({ session: z.string().uuid("api:unexpected") });

/** /settings, Two-step sign-in: a new set of recovery codes (decision 083); nothing to type. */
export const recoveryCodesSchema = z.object({});

/** /settings, Account → Where you're signed in: the new-device email on or off (decision 082). */
export const signInAlertsSchema = onOffSchema;

/** /settings, Account: a new sign-in address (Auth decides whether it is free). */
export const changeEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "auth:errors.emailRequired")
    .max(LIMITS.email, "auth:errors.emailInvalid")
    .email("auth:errors.emailInvalid"),
});

/**
 * /settings, Account → Password (decision 078): a new password and, when the account has
 * one, the current password, which Auth checks (the field is absent when there is none yet).
 */
export const changePasswordSchema = newPasswordSchema.extend({
  currentPassword: z
    .string()
    .min(1, "settings:account.currentRequired")
    .max(LIMITS.passwordMax, "settings:account.currentWrong")
    .optional(),
});

/** /settings, Account → Password: a reset link to one's own address, for a current password one does not know. */
export const passwordLinkSchema = z.object({});

/** The longest name of an authenticator app we ask Auth to keep (its own column is text). */
export const AUTHENTICATOR_NAME_MAX = 60;

/** /settings, Two-step sign-in (decision 077): setting up an authenticator app, by a name of one's own. */
export const twoStepStartSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "settings:twoStep.nameRequired")
    .max(AUTHENTICATOR_NAME_MAX, "settings:twoStep.nameTooLong"),
});

/**
 * /settings, Two-step sign-in: the first code from the app just set up. The key comes back
 * with it (shown again if the code is refused; it was on the page already), and the name.
 */
export const twoStepConfirmSchema = authenticatorCodeSchema.extend({
  secret: z.string().regex(/^[A-Z2-7]{16,64}$/, "auth:errors.twoStepInvalid"),
  name: z.string().max(AUTHENTICATOR_NAME_MAX),
});

/** /settings, Two-step sign-in: an app to forget, or a setup to cancel. */
export const twoStepFactorSchema = z.object({ factor: z.string().uuid("auth:errors.twoStepInvalid") });
