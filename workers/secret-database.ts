import { createClient, type SupabaseClient } from "@supabase/supabase-js";

/** What a Worker that holds the project's secret key is given. */
export interface SecretDatabaseEnv {
  SUPABASE_URL: string;
  SUPABASE_SECRET_KEY: string;
}

/**
 * The database as the service role, for the Workers that hold the secret key (billing, the
 * daily email); the app's Worker never does. No session: each call stands alone.
 */
export function secretDatabase(env: SecretDatabaseEnv): SupabaseClient {
  return createClient(env.SUPABASE_URL, env.SUPABASE_SECRET_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
