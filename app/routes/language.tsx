import { useTranslation } from "~/lib/use-translation";
import { redirectDocument } from "react-router";
import { z } from "zod";
import { LanguageSwitcher } from "~/components/language-switcher";
import { supportedLanguages } from "~/lib/i18n";
import { getInstance, localeCookie } from "~/lib/i18n.server";
import { rpc } from "~/lib/api.server";
import { pageMeta } from "~/lib/meta";
import { sessionContext } from "~/lib/session.server";
import { isSecureRequest, readForm } from "~/lib/request";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/language";

const languageSchema = z.object({
  lng: z.enum(supportedLanguages),
  redirectTo: z.string().optional(),
});

export function loader({ context }: Route.LoaderArgs) {
  return { title: getInstance(context).t("language.label") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** Saves the chosen language for a year, then reloads the page the person was on. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const parsed = languageSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw new Response("Unsupported language", { status: 400 });
  // Signed in, the choice follows the person to their other devices (/settings does the same).
  if (context.get(sessionContext).user) {
    const [saved, meta] = await Promise.all([
      rpc(context, "update_my_profile", { p_locale: parsed.data.lng }),
      context.get(sessionContext).supabase.auth.updateUser({ data: { locale: parsed.data.lng } }),
    ]);
    if (saved.error || meta.error) console.error("language: not saved for the person", saved.error, meta.error);
  }
  const cookie = await localeCookie.serialize(parsed.data.lng, { secure: isSecureRequest(url) });
  // A full document load, so every string (and the client's bundle) switches at once.
  return redirectDocument(safeRedirect(parsed.data.redirectTo, "/"), { headers: { "Set-Cookie": cookie } });
}

export default function Language() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-12">
      <h1 className="text-2xl font-bold tracking-tight">{t("language.label")}</h1>
      <LanguageSwitcher />
    </div>
  );
}
