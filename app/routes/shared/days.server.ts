import { data } from "react-router";
import { requestTimeZone, rpc } from "~/lib/api.server";
import type { SharedDays } from "~/lib/data-api";
import { getInstance } from "~/lib/i18n.server";
import { LIMITS } from "~/lib/limits";
import type { Route } from "./+types/days";
import { dayQuery } from "../dashboards/$dashboardId/page-query.server";

const TOKEN = /^[\w-]{43}$/;

export type SharedPage =
  | {
      state: "ok";
      title: string;
      page: SharedDays;
      notice: ReturnType<typeof dayQuery>["notice"];
      /** `?all`: one day with all its objectives (up to the database's 500), not the week. */
      whole: boolean;
    }
  | { state: "missing" | "revoked"; title: string; page: null; notice: null };

/**
 * A public link's week (decision 030): anyone who holds the link reads it, without an
 * account, and changes nothing. `?day=` moves the week; a link that was replaced or turned
 * off answers 410 in words, an unknown one 404.
 */
export async function sharedDaysLoader({ params, url, context }: Route.LoaderArgs) {
  const t = getInstance(context).t;
  const closed = (state: "missing" | "revoked", status: number) =>
    data<SharedPage>({ state, title: t(`shared:${state}Title`), page: null, notice: null }, { status });
  if (!TOKEN.test(params.token)) return closed("missing", 404);
  const day = dayQuery(url, LIMITS.sharedDays);
  const whole = url.searchParams.has("all") && day.value !== null;
  const { data: page, error } = await rpc(context, "get_shared_days", {
    p_token: params.token,
    p_from: day.value,
    p_time_zone: requestTimeZone(context),
    p_days: whole ? 1 : LIMITS.sharedDays,
    p_per_day: whole ? LIMITS.sharedWholeDay : LIMITS.sharedPerDay,
  });
  if (error?.status === 404) return closed("missing", 404);
  if (error?.status === 410) return closed("revoked", 410);
  if (error) throw data(error.code, { status: error.status });
  return data<SharedPage>(
    { state: "ok", title: page.dashboard.name, page, notice: day.notice, whole },
    { status: day.notice ? 400 : 200 },
  );
}
