import { LegalPage } from "~/components/legal-page";
import { getInstance } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/terms-of-service";

export function loader({ context }: Route.LoaderArgs) {
  const { t } = getInstance(context);
  return { title: t("landing:terms.title") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Page() {
  return <LegalPage page="terms" />;
}
