import { data } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { getInstance } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

/** Every unknown URL: a real 404 status with the localized "Page Not Found" page. */
export function loader({ context }: Route.LoaderArgs) {
  const { t } = getInstance(context);
  return data({ title: t("errors.notFoundTitle") }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function NotFound() {
  return <ErrorPage status={404} />;
}
