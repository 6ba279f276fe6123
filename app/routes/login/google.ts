import { fromMobileApp, MOBILE_LOGIN_CALLBACK } from "~/lib/mobile";
import { sessionContext } from "~/lib/session.server";
import type { Route } from "./+types/google";

/**
 * For the mobile app only: Google's sign-in page as JSON, for the app to open in the
 * system's browser view (@capacitor/browser; app/lib/native.client.ts). Google sends the
 * person back to the app's scheme; the PKCE verifier is set here, as a cookie of the web
 * view, which finishes the sign-in at /login-callback. Elsewhere this is not found.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!fromMobileApp(request)) throw new Response(null, { status: 404 });
  const { supabase } = context.get(sessionContext);
  const { data, error } = await supabase.auth.signInWithOAuth({
    provider: "google",
    options: { redirectTo: MOBILE_LOGIN_CALLBACK, skipBrowserRedirect: true },
  });
  if (error || !data.url) return Response.json({ error: error?.code ?? "oauth_failed" }, { status: 502 });
  return Response.json({ url: data.url }, { headers: { "Cache-Control": "no-store" } });
}
