import type { Tx } from "../db.ts";
import { json, type HttpResponse } from "../http.ts";
import { AuthError, validationFailed } from "./errors.ts";
import { createUser, findUserById, hashPassword, normaliseEmail, updateMetadata, userJson } from "./users.ts";

const notFound = () => new AuthError(404, "user_not_found", "User not found");

/** /admin/users and /admin/users/{id}, for the service role only. */
export async function adminUsers(
  tx: Tx,
  method: string,
  id: string | undefined,
  url: URL,
  body: any,
): Promise<HttpResponse> {
  if (!id && method === "POST") {
    if (!body?.email && !body?.phone) throw validationFailed("Unable to validate email address: invalid format");
    const user = await createUser(tx, {
      id: body.id,
      email: normaliseEmail(body.email),
      password: typeof body.password === "string" && body.password ? body.password : undefined,
      userMetadata: body.user_metadata ?? {},
      appMetadata: body.app_metadata ?? {},
      provider: "email",
      confirmed: body.email_confirm === true,
      role: body.role,
    });
    return json(200, await userJson(tx, user));
  }
  if (!id && method === "GET") {
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get("per_page") ?? 50) || 50));
    const total = Number((await tx.query<{ n: number }>("select count(*)::int as n from auth.users")).rows[0]!.n);
    const rows = (
      await tx.query<any>("select * from auth.users order by created_at, id limit $1 offset $2", [
        perPage,
        (page - 1) * perPage,
      ])
    ).rows;
    const users = [];
    for (const row of rows) users.push(await userJson(tx, row));
    const last = Math.max(1, Math.ceil(total / perPage));
    const link = (p: number, rel: string) =>
      `<${url.origin}${url.pathname}?page=${p}&per_page=${perPage}>; rel="${rel}"`;
    const links = [...(page < last ? [link(page + 1, "next")] : []), link(last, "last")];
    return json(200, { users, aud: "authenticated" }, { "X-Total-Count": String(total), Link: links.join(", ") });
  }
  if (!id) throw new AuthError(405, "method_not_allowed", "Method not allowed");
  const user = await findUserById(tx, id);
  if (!user) throw notFound();
  if (method === "GET") return json(200, await userJson(tx, user));
  if (method === "DELETE") {
    await tx.query("delete from auth.users where id = $1", [id]);
    return json(200, {});
  }
  if (method === "PUT") {
    if (body?.email !== undefined)
      await tx.query("update auth.users set email = $2 where id = $1", [id, normaliseEmail(body.email)]);
    if (typeof body?.password === "string")
      await tx.query("update auth.users set encrypted_password = $2 where id = $1", [
        id,
        await hashPassword(body.password),
      ]);
    if (body?.email_confirm === true)
      await tx.query("update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1", [
        id,
      ]);
    if (body?.role) await tx.query("update auth.users set role = $2 where id = $1", [id, body.role]);
    if (body?.ban_duration) {
      const until = body.ban_duration === "none" ? null : new Date(Date.now() + parseDuration(body.ban_duration));
      await tx.query("update auth.users set banned_until = $2 where id = $1", [id, until]);
    }
    if (body?.user_metadata) await updateMetadata(tx, (await findUserById(tx, id))!, body.user_metadata);
    if (body?.app_metadata)
      await updateMetadata(tx, (await findUserById(tx, id))!, body.app_metadata, "raw_app_meta_data");
    await tx.query("update auth.users set updated_at = now() where id = $1", [id]);
    return json(200, await userJson(tx, (await findUserById(tx, id))!));
  }
  throw new AuthError(405, "method_not_allowed", "Method not allowed");
}

function parseDuration(value: string): number {
  const m = /^(\d+)(h|m|s)$/.exec(value);
  if (!m) throw validationFailed("invalid format for ban duration");
  return Number(m[1]) * (m[2] === "h" ? 3_600_000 : m[2] === "m" ? 60_000 : 1000);
}
