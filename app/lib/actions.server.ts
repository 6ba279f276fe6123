import { data, redirect, type RouterContextProvider, type UNSAFE_DataWithResponseInit } from "react-router";
import { z } from "zod";
import { apiFailure, apiMessage, rpc, type ApiError } from "./api.server";
import type { ApiArgs, ApiData, ApiFunction } from "./data-api";
import { flashHeader, staleFlashes, type NewFlash } from "./flash.server";
import { announceChange, announceOwnChange } from "./live.server";
import { sessionContext } from "./session.server";
import { isUuid } from "./uuid";
import {
  BATCH_FIELD,
  FETCHER_FIELD,
  fromButton,
  invalidForm,
  parseForm,
  typedValues,
  type FieldErrors,
  type FormFailure,
} from "./forms";
import { readForm } from "./request";

type Context = Readonly<RouterContextProvider>;

/** What a route's action receives, plus the submitted form and a typed database call. */
export interface IntentArgs {
  request: Request;
  url: URL;
  params: Record<string, string | undefined>;
  context: Context;
  formData: FormData;
  /**
   * Calls one function of the data API. A refusal ends the action: its message goes next
   * to the intent's field, with the typed values kept.
   */
  call<F extends ApiFunction>(fn: F, args: ApiArgs<F>): Promise<ApiData<F>>;
  /** A refusal the route words itself: messages by field, the typed values kept. */
  refuse(errors: FieldErrors, status?: number): UNSAFE_DataWithResponseInit<FormFailure>;
}

/** A change that worked: where to go (this page by default) and what to tell. */
export interface Done {
  /** What to tell: one message, or several in order ("Marked as done." and a goal met). */
  flash?: NewFlash | readonly NewFlash[];
  to?: string;
}

type Answer = Done | Response | UNSAFE_DataWithResponseInit<unknown>;

export interface Intent<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** The field a database refusal's message belongs to, by its code; "_form" when not given. */
  field?: string | ((code: string, error: ApiError) => string);
  run(input: z.infer<S>, args: IntentArgs): Promise<Answer>;
  /** The fields a button named after this intent fills from its value (see `fromButton`). */
  button?: readonly string[];
  /** Fields sent several times (checkboxes of one name): the schema reads them as arrays. */
  lists?: readonly string[];
}

/** One intent of a route's form(s): its schema, and what it does. */
export function intent<S extends z.ZodType>(schema: S, definition: Omit<Intent<S>, "schema">): Intent<S> {
  return { schema, ...definition };
}

export type Intents = Record<string, Intent<any>>;

class Refused extends Error {
  readonly error: ApiError;
  constructor(error: ApiError) {
    super(error.code);
    this.error = error;
  }
}

/** Whether `error` is a database refusal `call` threw, with that code: for a route that answers it itself. */
export const isRefusal = (error: unknown, code: string) => error instanceof Refused && error.error.code === code;

/** The refusal `call` threw, if `error` is one: for a route that says it somewhere else than the form. */
export const refusalOf = (error: unknown): ApiError | undefined => (error instanceof Refused ? error.error : undefined);

/** A refusal as a flash message, in the words a field would show it with (its limit included). */
export function refusalFlash(error: ApiError): NewFlash {
  const message = apiMessage(error);
  if (typeof message === "string") return { kind: "error", message };
  const values = Object.fromEntries(Object.entries(message.values).map(([k, v]) => [k, String(v)]));
  return { kind: "error", message: message.key, values };
}

/** The cookies of new flashes, with the oldest pending ones expired (`staleFlashes`). */
async function flashHeaders(request: Request, url: URL, flash: Done["flash"], headers = new Headers()) {
  if (!flash) return headers;
  for (const each of Array.isArray(flash) ? flash : [flash]) headers.append("Set-Cookie", await flashHeader(each, url));
  for (const stale of staleFlashes(request, url)) headers.append("Set-Cookie", stale);
  return headers;
}

/**
 * The answer to a successful change. A plain form (JavaScript off, or a navigation) gets
 * Post/Redirect/Get. A fetcher gets data: React Router then reloads the page's loaders after
 * the action has finished. With a redirect instead, a fetcher's follow-up is dropped when
 * another submission's reload started meanwhile, and that reload predates this change (its
 * flash message, for one, was lost).
 */
export async function afterChange(request: Request, formData: FormData, url: URL, to: string, flash?: Done["flash"]) {
  const headers = await flashHeaders(request, url, flash);
  if (formData.get(FETCHER_FIELD) === "1") return data({ ok: true as const }, { headers });
  return redirect(to, { headers });
}

/**
 * Calls that change only the caller's own view of a dashboard (a star, one's order, what
 * one's day shows, what reaches one's bell or email): nothing another viewer sees, so only
 * the caller's own other pages reload (announceOwnChange).
 */
const OWN_VIEW: ReadonlySet<ApiFunction> = new Set<ApiFunction>([
  "set_dashboard_favorite",
  "move_dashboard",
  "set_show_done",
  "set_day_order",
  "set_day_layout",
  "set_dashboard_notifications",
  "set_daily_email_dashboard",
  // A template of one's own reads the dashboard and changes nothing of it.
  "save_dashboard_as_template",
]);

/**
 * The dashboards a successful call changed, as the database vouches for them: one it accepted
 * as `p_dashboard` (it checks the caller's membership), or one its answer names (`dashboard`,
 * `dashboard_id`, `moved_from` for a move, `dashboards` for a move over several). Never the
 * page's address or a form's field, which anyone may write (decision 042).
 */
export function dashboardsConfirmed(args: unknown, answer: unknown): string[] {
  const ids: unknown[] = [];
  if (typeof args === "object" && args !== null && "p_dashboard" in args) ids.push(args.p_dashboard);
  if (typeof answer === "object" && answer !== null) {
    const named = answer as { dashboard?: unknown; dashboard_id?: unknown; moved_from?: unknown; dashboards?: unknown };
    ids.push(named.dashboard, named.dashboard_id, named.moved_from);
    // A move over several dashboards names them all.
    if (Array.isArray(named.dashboards)) ids.push(...(named.dashboards as unknown[]));
  }
  return ids.filter((id): id is string => typeof id === "string" && isUuid(id));
}

const isAnswered = (answer: Answer): answer is Response | UNSAFE_DataWithResponseInit<unknown> =>
  answer instanceof Response ||
  (typeof answer === "object" && answer !== null && "type" in answer && answer.type === "DataWithResponseInit");

/**
 * The one action pipeline. The route declares its intents once (the form's `intent` field
 * picks one, or a button named after it; forms without it use ""). An unknown intent is a 400; a form that does not
 * parse is a 400 with messages next to its fields; a refusal from the database is its 4xx
 * with the message on the intent's field; success is Post/Redirect/Get with a flash, or data
 * for a fetcher. Typed values come back with every refusal.
 */
export async function handleIntents(
  args: { request: Request; url: URL; params: Record<string, string | undefined>; context: Context },
  intents: Intents,
  /** Where a change goes back to by default: this page, with its query. */
  back = args.url.pathname + args.url.search,
): Promise<UNSAFE_DataWithResponseInit<FormFailure> | UNSAFE_DataWithResponseInit<{ ok: true }> | Response> {
  const buttons = Object.fromEntries(
    Object.entries(intents).flatMap(([name, i]) => (i.button ? [[name, i.button] as const] : [])),
  );
  const submitted = await readForm(args.request);
  const batch = submitted.get(BATCH_FIELD);
  if (typeof batch !== "string") return runIntent(args, intents, fromButton(submitted, buttons), back);
  // Forms sent together (a closing page's lines): each in turn, as if posted one after
  // another; a refusal stops the rest, as it stops the queue they came from.
  const forms = batchSchema.safeParse(parseJson(batch));
  if (!forms.success) throw data("batch_invalid", { status: 400 });
  let answer: Awaited<ReturnType<typeof runIntent>> | undefined;
  for (const fields of forms.data) {
    const formData = new FormData();
    for (const [name, value] of fields) formData.append(name, value);
    answer = await runIntent(args, intents, fromButton(formData, buttons), back);
    if (statusOf(answer) >= 400) break;
  }
  return answer!;
}

const batchSchema = z
  .array(z.array(z.tuple([z.string(), z.string().max(10_000)])).max(50))
  .min(1)
  .max(50);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const statusOf = (answer: Response | UNSAFE_DataWithResponseInit<unknown>) =>
  answer instanceof Response ? answer.status : (answer.init?.status ?? 200);

/** One form's intent, run: `handleIntents` for each form it was sent. */
async function runIntent(
  args: Parameters<typeof handleIntents>[0],
  intents: Intents,
  formData: FormData,
  back: string,
): ReturnType<typeof handleIntents> {
  const name = formData.get("intent") ?? "";
  const chosen = typeof name === "string" && Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (!chosen) throw data("unknown_intent", { status: 400 });
  const form = parseForm(chosen.schema, formData, chosen.lists);
  if (!form.ok) return invalidForm(form);
  const changed = new Set<string>();
  const ownView = new Set<string>();
  const call = async <F extends ApiFunction>(fn: F, callArgs: ApiArgs<F>) => {
    const result = await rpc(args.context, fn, callArgs);
    if (result.error) throw new Refused(result.error);
    for (const id of dashboardsConfirmed(callArgs, result.data)) (OWN_VIEW.has(fn) ? ownView : changed).add(id);
    return result.data;
  };
  const typed = () => typedValues(formData, undefined, chosen.lists);
  const refuse = (errors: FieldErrors, status = 422) => invalidForm({ errors, values: typed() }, status);
  try {
    const answer = await chosen.run(form.data, { ...args, formData, call, refuse });
    // The dashboards it changed: their other viewers reload (app/lib/live.ts). A refusal the
    // route worded itself changed nothing.
    const status = answer instanceof Response ? answer.status : isAnswered(answer) ? (answer.init?.status ?? 200) : 200;
    if (status < 400) {
      for (const id of changed) announceChange(args.context, args.request, id);
      // Only signed-in pages make such calls; everyone's news reaches one's own pages already.
      const me = ownView.size ? args.context.get(sessionContext).user?.id : undefined;
      if (me) for (const id of ownView) if (!changed.has(id)) announceOwnChange(args.context, args.request, id, me);
    }
    if (isAnswered(answer)) return answer as Awaited<ReturnType<typeof handleIntents>>;
    return afterChange(args.request, formData, args.url, answer.to ?? back, answer.flash);
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const field =
      typeof chosen.field === "function" ? chosen.field(error.error.code, error.error) : (chosen.field ?? "_form");
    const failure = apiFailure(error.error, field, typed());
    return (await unseenRefusal(args.request, formData, field, error.error, args.url, failure)) ?? failure;
  }
}

/**
 * A fetcher's form shows the messages about its own fields (quick add's text, a comment's
 * body); a refusal of anything else (a row's tick, a drag: the list's or the section's
 * message) would have nowhere to be seen with JavaScript, where the page does not render
 * the answer. It comes as an error toast as well, read by the reload that follows every
 * fetcher (revalidateAfterFetchers). Without JavaScript the page shows it in place.
 */
async function unseenRefusal(
  request: Request,
  formData: FormData,
  field: string,
  error: ApiError,
  url: URL,
  failure: ReturnType<typeof apiFailure>,
) {
  if (formData.get(FETCHER_FIELD) !== "1" || formData.has(field)) return null;
  const headers = await flashHeaders(request, url, refusalFlash(error), new Headers(failure.init?.headers));
  return data(failure.data, { status: failure.init?.status, headers });
}
