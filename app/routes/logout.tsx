import { useTranslation } from "~/lib/use-translation";
import { Form, redirect } from "react-router";
import { flashHeader } from "~/lib/flash.server";
import { getInstance } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import { sessionContext } from "~/lib/session.server";
import type { Route } from "./+types/logout";

export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(sessionContext).user) throw redirect("/");
  return { title: getInstance(context).t("auth:logout.title") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** Signs out this device; the session middleware sends the cleared cookies. */
export async function action({ url, context }: Route.ActionArgs) {
  const { supabase } = context.get(sessionContext);
  await supabase.auth.signOut({ scope: "local" });
  const flash = await flashHeader({ kind: "info", message: "auth:flash.signedOut" }, url);
  return redirect("/", { headers: { "Set-Cookie": flash } });
}

/** Without JavaScript, a GET of /logout asks before signing out. */
export default function Logout() {
  const { t } = useTranslation("auth");
  return (
    <div className="mx-auto flex max-w-md flex-col items-start gap-4 py-12">
      <h1 className="text-2xl font-bold tracking-tight">{t("logout.title")}</h1>
      <p>{t("logout.text")}</p>
      <Form method="post">
        <button type="submit" className="btn-primary">
          {t("logout.submit")}
        </button>
      </Form>
    </div>
  );
}
