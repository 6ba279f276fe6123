import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "./cloudflare";
import { visitorHeaders } from "./session.server";

/**
 * A Supabase client for one sign-in of its own, held in memory for this request only: the
 * browser's session and cookies stay as they are. Asking someone to prove who they are again
 * before something that cannot be undone (decision 080) signs in with it, and the database
 * reads the proof from its token (Auth's `amr` claim, with this moment's time). Sign it out
 * when the proof was not used (`end`).
 */
export function oneOffClient(context: Readonly<RouterContextProvider>, request: Request): SupabaseClient {
  const { env } = context.get(cloudflareContext);
  return createClient(env.SUPABASE_URL, env.SUPABASE_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Whose sign-in it is, as the session's client tells Auth.
    global: { headers: visitorHeaders(request) },
  });
}

/** Ends the one-off session (best effort: it would lapse with its refresh token unused). */
export async function end(client: SupabaseClient): Promise<void> {
  const { error } = await client.auth.signOut({ scope: "local" });
  if (error) console.error("fresh sign-in: its session was not ended", error.code);
}
