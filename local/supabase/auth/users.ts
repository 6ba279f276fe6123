import bcrypt from "bcryptjs";
import { randomUUID } from "node:crypto";
import type { AuthConfig } from "../config.ts";
import type { Tx } from "../db.ts";
import { AuthError, validationFailed } from "./errors.ts";

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  /** Token columns: '' when GoTrue wrote the row, NULL when something else did (as on hosted). */
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  email_change_confirm_status: number | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(value: unknown): string {
  if (typeof value !== "string" || !EMAIL_RE.test(value.trim())) {
    throw validationFailed("Unable to validate email address: invalid format");
  }
  return value.trim().toLowerCase();
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  return (await tx.query<UserRow>("select * from auth.users where email = $1 and deleted_at is null", [email])).rows[0];
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return (await tx.query<UserRow>("select * from auth.users where id = $1", [id])).rows[0];
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);

export async function identitiesOf(tx: Tx, userId: string) {
  const rows = (await tx.query<any>("select * from auth.identities where user_id = $1 order by created_at", [userId]))
    .rows;
  return rows.map((r) => ({
    identity_id: r.id,
    id: r.provider_id,
    user_id: r.user_id,
    identity_data: r.identity_data,
    provider: r.provider,
    last_sign_in_at: iso(r.last_sign_in_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    email: r.email ?? undefined,
  }));
}

/** The user JSON GoTrue returns (models.User); empty optional fields are left out. */
export async function userJson(tx: Tx, u: UserRow) {
  const out: Record<string, unknown> = {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email ?? "",
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? "",
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at ?? u.email_confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    email_change_sent_at: iso(u.email_change_sent_at),
    new_email: u.email_change || undefined,
    invited_at: iso(u.invited_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: await identitiesOf(tx, u.id),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    banned_until: iso(u.banned_until),
    is_anonymous: u.is_anonymous,
    factors: await factorsOf(tx, u.id),
  };
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}

/** The user's MFA factors as GoTrue's Factor marshals them; left out when there are none. */
async function factorsOf(tx: Tx, userId: string) {
  const rows = (
    await tx.query<any>("select * from auth.mfa_factors where user_id = $1 order by created_at, id", [userId])
  ).rows;
  if (rows.length === 0) return undefined;
  return rows.map((f) => ({
    id: f.id,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    phone: f.phone ?? "",
    last_challenged_at: iso(f.last_challenged_at) ?? null,
  }));
}

/** GoTrue's checkPasswordStrength: length and required character sets from the config. */
export function checkPassword(config: AuthConfig, password: unknown): string {
  if (typeof password !== "string" || password === "") throw validationFailed("Signup requires a valid password");
  if (password.length > 72) throw validationFailed("Password cannot be longer than 72 characters");
  const reasons: string[] = [];
  const messages: string[] = [];
  if (password.length < config.minimumPasswordLength) {
    reasons.push("length");
    messages.push(`Password should be at least ${config.minimumPasswordLength} characters.`);
  }
  const sets: Record<string, string[]> = {
    letters_digits: ["abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789"],
    lower_upper_letters_digits: ["abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789"],
    lower_upper_letters_digits_symbols: [
      "abcdefghijklmnopqrstuvwxyz",
      "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
      "0123456789",
      "!@#$%^&*()_+-=[]{};'\\:\"|<>?,./`~",
    ],
  };
  const required = sets[config.passwordRequirements] ?? [];
  if (required.some((set) => ![...password].some((ch) => set.includes(ch)))) {
    reasons.push("characters");
    messages.push(`Password should contain at least one character of each: ${required.join(", ")}.`);
  }
  if (reasons.length) {
    throw new AuthError(422, "weak_password", messages.join(" "), { weak_password: { reasons } });
  }
  return password;
}

/**
 * GoTrue's bcrypt cost: 10 (bcrypt.DefaultCost). Its own tests set the quickest, 4
 * (`crypto.PasswordHashCost = crypto.QuickHashCost`), and so do ours with AUTH_QUICK_HASH=1
 * (vitest.config.ts, playwright.config.ts): at 10 each sign-up and password sign-in costs this
 * machine a tenth of a second of CPU, hundreds of times a run. Hashes of either cost verify alike.
 */
export const passwordHashCost = (env: Record<string, string | undefined> = process.env) =>
  env.AUTH_QUICK_HASH === "1" ? 4 : 10;
export const hashPassword = (password: string) => bcrypt.hash(password, passwordHashCost());
/** models.User.HasPassword: a hash is kept (a sign-in link's account has a random one). */
export const hasPassword = (user: Pick<UserRow, "encrypted_password">) => Boolean(user.encrypted_password);

export const passwordMatches = (password: string, hash: string | null) =>
  hash ? bcrypt.compare(password, hash) : Promise.resolve(false);

interface NewUser {
  email: string;
  password?: string;
  userMetadata?: Record<string, unknown>;
  provider: string;
  providerId?: string;
  identityData?: Record<string, unknown>;
  confirmed: boolean;
  role?: string;
  appMetadata?: Record<string, unknown>;
  id?: string;
}

/** Inserts a user and its identity the way GoTrue's signup does (as supabase_auth_admin). */
export async function createUser(tx: Tx, input: NewUser): Promise<UserRow> {
  const id = input.id ?? randomUUID();
  // models.NewUser: no password, no hash ('' — an account from Google or an invitation has
  // none until one is set).
  const hash = input.password ? await hashPassword(input.password) : "";
  const appMeta = { provider: input.provider, providers: [input.provider], ...(input.appMetadata ?? {}) };
  const userMeta = input.userMetadata ?? {};
  try {
    await tx.query(
      // GoTrue writes Go's zero value '' into the token columns, which have no default on hosted.
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         confirmation_token, recovery_token, email_change_token_new, email_change,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_super_admin)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', '', $2, $3, $4, '', '', '', '', $5, $6, now(), now(), false)`,
      [id, input.email, hash, input.confirmed ? new Date() : null, appMeta, userMeta],
    );
  } catch (error: any) {
    if (error?.code === "23505")
      throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
    // Hosted GoTrue says exactly this when a trigger on auth.users fails.
    console.error("[stand-in] inserting into auth.users failed:", error?.message);
    throw new AuthError(500, "unexpected_failure", "Database error saving new user");
  }
  // GoTrue sets the role in a separate statement right after the insert.
  await tx.query("update auth.users set role = $2 where id = $1", [id, input.role ?? "authenticated"]);
  const identityData = {
    sub: input.providerId ?? id,
    email: input.email,
    email_verified: input.confirmed,
    phone_verified: false,
    ...(input.identityData ?? userMeta),
  };
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now(), now())`,
    [input.providerId ?? id, id, identityData, input.provider],
  );
  return (await findUserById(tx, id))!;
}

export async function updateMetadata(
  tx: Tx,
  user: UserRow,
  changes: Record<string, unknown>,
  column = "raw_user_meta_data",
) {
  // Keys merge one by one; a JSON null removes the key (GoTrue UpdateUserMetaData).
  const next: Record<string, unknown> = {
    ...((user as any)[column === "raw_user_meta_data" ? "raw_user_meta_data" : "raw_app_meta_data"] ?? {}),
  };
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  await tx.query(`update auth.users set ${column} = $2, updated_at = now() where id = $1`, [user.id, next]);
}
