import { describe, expect, it } from "vitest";
import * as account from "~/routes/account/fields";
import { profileSchema } from "~/routes/account/schemas";
import * as dashboard from "~/routes/dashboards/$dashboardId/fields";
import * as day from "~/routes/dashboards/$dashboardId/schemas";
import * as dashboards from "~/routes/dashboards/fields";
import { createDashboardSchema, saveSearchSchema, searchSchema } from "~/routes/dashboards/schemas";
import * as login from "~/routes/login/fields";
import * as auth from "~/routes/login/schemas";
import * as support from "~/routes/support/fields";
import { ticketSchema } from "~/routes/support/schemas";
import { constraintsOf } from "./forms";

// The browser gets no zod (issue 12): forms take their HTML constraints from plain
// constants. Each must say what its schema checks, or the browser and the server disagree.
const SAME: [string, object, Parameters<typeof constraintsOf>[0], string][] = [
  ["quick add", dashboard.QUICK_ADD_TEXT, day.quickAddSchema, "text"],
  ["objective title", dashboard.OBJECTIVE_TITLE, day.editObjectiveSchema, "title"],
  ["objective description", dashboard.OBJECTIVE_DESCRIPTION, day.editObjectiveSchema, "description"],
  ["comment", dashboard.COMMENT_BODY, day.commentSchema, "body"],
  ["checklist item", dashboard.CHECKLIST_ITEM, day.addChecklistItemSchema, "title"],
  ["checklist item, renamed", dashboard.CHECKLIST_ITEM, day.renameChecklistItemSchema, "title"],
  ["new note title", dashboard.NOTE_TITLE, day.noteSchema, "title"],
  ["note title", dashboard.NOTE_TITLE, day.updateNoteSchema, "title"],
  ["new note body", dashboard.NOTE_BODY, day.noteSchema, "body"],
  ["note body", dashboard.NOTE_BODY, day.updateNoteSchema, "body"],
  ["new filter", dashboard.MARKER_NAME, day.addMarkerSchema, "name"],
  ["filter", dashboard.MARKER_NAME, day.updateMarkerSchema, "name"],
  ["invitations", dashboard.INVITE_EMAILS, day.inviteSchema, "emails"],
  ["search", dashboards.SEARCH_QUERY, searchSchema, "q"],
  ["saved search's name", dashboards.SAVED_SEARCH_NAME, saveSearchSchema, "name"],
  ["rename", dashboards.DASHBOARD_NAME, day.renameSchema, "name"],
  ["new dashboard", dashboards.DASHBOARD_NAME, createDashboardSchema, "name"],
  ["display name", account.DISPLAY_NAME, profileSchema, "displayName"],
  ["sign-in email", login.EMAIL, auth.signInSchema, "email"],
  ["sign-up email", login.EMAIL, auth.signUpSchema, "email"],
  ["code email", login.EMAIL, auth.codeSchema, "email"],
  ["reset email", login.EMAIL, auth.emailOnlySchema, "email"],
  ["support email", login.EMAIL, ticketSchema, "email"],
  ["sign-in password", login.PASSWORD, auth.signInSchema, "password"],
  ["sign-up password", login.NEW_PASSWORD, auth.signUpSchema, "password"],
  ["new password", login.NEW_PASSWORD, auth.newPasswordSchema, "password"],
  ["sign-up name", login.NAME, auth.signUpSchema, "name"],
  ["support subject", support.TICKET_SUBJECT, ticketSchema, "subject"],
  ["support message", support.TICKET_MESSAGE, ticketSchema, "message"],
];

describe("fields' HTML constraints", () => {
  it.each(SAME)("%s: the same as the schema's", (_, constraints, schema, field) => {
    expect(constraints).toEqual(constraintsOf(schema, field));
  });
});
