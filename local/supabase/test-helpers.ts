import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { inject } from "vitest";
import type { AuthConfig } from "./config.ts";
import { readFile } from "node:fs/promises";
import { useMigratedImage, type DatabaseOptions } from "./db.ts";
import { startStandIn, type StandIn } from "./server.ts";
import "./test-pglite.ts";
import "./test-postgres.ts";
import { Secret, TOTP } from "otpauth";

// PGlite as this run's global set-up migrated it (test-pglite.ts), for this file's databases.
const image = inject("pgliteImage");
if (image) useMigratedImage(readFile(image).then((bytes) => new Blob([bytes])));

/** The database of this Vitest project: in-memory PGlite, or a new database in the project's PostgreSQL. */
export function testDatabase(options: DatabaseOptions = {}): DatabaseOptions {
  const url = inject("postgresUrl");
  if (!url) return options;
  // The run's migrated copy when this database would be the same: today's grants, migrated.
  const same = (options.grants ?? "revoked") === "revoked" && options.migrate !== false;
  return { ...options, url, fresh: true, template: same ? inject("postgresTemplate") : undefined };
}

/** Rate limits out of the way: one test file signs up more people from one address than any visitor would. */
export const NO_RATE_LIMITS: AuthConfig["rateLimits"] = {
  emailSent: 1e9,
  signInSignUps: 1e9,
  tokenRefresh: 1e9,
  tokenVerifications: 1e9,
};

/** A stand-in on a free port with a database of its own, for one test file. */
export function startTestStandIn(config: Partial<AuthConfig> = {}, database: DatabaseOptions = {}): Promise<StandIn> {
  return startStandIn({
    port: 0,
    database: testDatabase(database),
    // Hosted's default email templates unless a test asks for the project's (the conformance tests' baseline).
    config: {
      siteUrl: "http://localhost:5173",
      maxFrequencySeconds: 0,
      rateLimits: NO_RATE_LIMITS,
      templates: {},
      ...config,
    },
  });
}

/** A supabase-js client as a server would make one: memory storage, PKCE, no auto refresh. */
export function clientFor(
  standIn: StandIn,
  key = standIn.keys.publishableKey,
  options: { fetch?: typeof fetch } = {},
): SupabaseClient {
  const store = new Map<string, string>();
  return createClient(standIn.url, key, {
    auth: {
      flowType: "pkce",
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
        removeItem: (k) => void store.delete(k),
      },
    },
    global: options.fetch ? { fetch: options.fetch } : {},
  });
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export async function mailTo(standIn: StandIn, to: string): Promise<MailMessage[]> {
  const res = await fetch(`${standIn.url}/__mailbox/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as MailMessage[];
}

/** The newest email to `to`: its link and its code. */
export async function latestMail(standIn: StandIn, to: string) {
  const [mail] = await mailTo(standIn, to);
  if (!mail) throw new Error(`No mail to ${to}`);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0] ?? "";
  // The code ends its line, in every language.
  const code = mail.text.match(/(\d{6,10})$/m)?.[1] ?? "";
  return { ...mail, link, code };
}

let counter = 0;
export const uniqueEmail = (prefix = "user") => `${prefix}-${Date.now().toString(36)}-${counter++}@example.com`;

/** A fetch that counts requests by path, to prove what does and does not go over the wire. */
export function countingFetch() {
  const calls: string[] = [];
  const wrapped: typeof fetch = (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    calls.push(`${init?.method ?? (input instanceof Request ? input.method : "GET")} ${new URL(url).pathname}`);
    return fetch(input, init);
  };
  return { fetch: wrapped, calls };
}

/** The code an authenticator app shows for a TOTP secret now (or `offsetSteps` 30 s steps away). */
export function codeFor(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}
