import type { Db } from "../db.ts";
import { asRequest, type RequestSettings } from "../db.ts";
import { HttpResponse, json } from "../http.ts";
import { pgErrorResponse, pgrst } from "./errors.ts";

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const q = (name: string) => `"${name}"`;
const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "apikey"]);
const OPS: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
};

class BadRequest extends Error {}

/** Turns `col=op.value` query parameters into a WHERE clause with bound values. */
function where(params: URLSearchParams, values: unknown[]): string {
  const clauses: string[] = [];
  for (const [col, raw] of params) {
    if (RESERVED.has(col)) continue;
    if (!IDENT.test(col)) throw new BadRequest(`"failed to parse filter (${col})"`);
    let expr = raw;
    let negate = false;
    if (expr.startsWith("not.")) {
      negate = true;
      expr = expr.slice(4);
    }
    const dot = expr.indexOf(".");
    const op = expr.slice(0, dot);
    const value = expr.slice(dot + 1);
    let clause: string;
    if (op in OPS) {
      values.push(op === "like" || op === "ilike" ? value.replaceAll("*", "%") : value);
      clause = `${q(col)} ${OPS[op]} $${values.length}`;
    } else if (op === "is") {
      const v = value.toLowerCase();
      if (!["null", "true", "false", "unknown"].includes(v)) throw new BadRequest(`failed to parse filter (${raw})`);
      clause = `${q(col)} is ${v}`;
    } else if (op === "in") {
      const inner = value.replace(/^\(/, "").replace(/\)$/, "");
      const items = inner.match(/("([^"\\]|\\.)*"|[^,]+)/g) ?? [];
      if (!items.length) {
        clause = "false";
      } else {
        const marks = items.map((item) => {
          values.push(item.startsWith('"') ? item.slice(1, -1).replace(/\\(.)/g, "$1") : item);
          return `$${values.length}`;
        });
        clause = `${q(col)} in (${marks.join(", ")})`;
      }
    } else {
      throw new BadRequest(`failed to parse filter (${raw})`);
    }
    clauses.push(negate ? `not (${clause})` : clause);
  }
  return clauses.length ? ` where ${clauses.join(" and ")}` : "";
}

function selectList(select: string | null): string {
  if (!select || select === "*") return "*";
  return select
    .split(",")
    .map((part) => {
      const [alias, col] = part.includes(":") ? part.split(":") : [undefined, part];
      if (!col || !IDENT.test(col) || (alias && !IDENT.test(alias)))
        throw new BadRequest(`The stand-in does not support "${part}" in select`);
      return alias ? `${q(col)} as ${q(alias)}` : q(col);
    })
    .join(", ");
}

function orderBy(order: string | null): string {
  if (!order) return "";
  const parts = order.split(",").map((term) => {
    const [col, ...mods] = term.split(".");
    if (!col || !IDENT.test(col)) throw new BadRequest(`failed to parse order (${order})`);
    const dir = mods.includes("desc") ? " desc" : mods.includes("asc") ? " asc" : "";
    const nulls = mods.includes("nullsfirst") ? " nulls first" : mods.includes("nullslast") ? " nulls last" : "";
    return `${q(col)}${dir}${nulls}`;
  });
  return ` order by ${parts.join(", ")}`;
}

/** GET/POST/PATCH/DELETE /rest/v1/<table>: the simple table operations PostgREST offers. */
export async function tableRequest(
  db: Db,
  settings: RequestSettings,
  method: string,
  table: string,
  url: URL,
  headers: Record<string, string>,
  body: unknown,
): Promise<HttpResponse> {
  if (!IDENT.test(table))
    return pgrst(404, "PGRST205", `Could not find the table 'public.${table}' in the schema cache`);
  const prefer = headers.prefer ?? "";
  const representation = prefer.includes("return=representation");
  const single = (headers.accept ?? "").includes("application/vnd.pgrst.object+json");
  const params = url.searchParams;
  try {
    const exists = (await db.query<{ t: string | null }>("select to_regclass($1)::text as t", [`public.${q(table)}`]))
      .rows[0]?.t;
    if (!exists) return pgrst(404, "PGRST205", `Could not find the table 'public.${table}' in the schema cache`);
    const values: unknown[] = [];
    const filter = where(params, values);
    const cols = selectList(params.get("select"));
    let sql: string;
    if (method === "GET" || method === "HEAD") {
      const limit = params.get("limit") ? ` limit ${Number(params.get("limit")) | 0}` : " limit 1000";
      const offset = params.get("offset") ? ` offset ${Number(params.get("offset")) | 0}` : "";
      sql = `select ${cols} from public.${q(table)}${filter}${orderBy(params.get("order"))}${limit}${offset}`;
    } else if (method === "POST") {
      const rows = Array.isArray(body) ? body : [body];
      const keys = params
        .get("columns")
        ?.split(",")
        .map((c) => c.replace(/"/g, "")) ?? [...new Set(rows.flatMap((r) => Object.keys(r ?? {})))];
      if (!keys.every((k) => IDENT.test(k))) throw new BadRequest("invalid column name");
      values.push(JSON.stringify(rows));
      const list = keys.map(q).join(", ");
      sql = `insert into public.${q(table)} (${list}) select ${list} from json_populate_recordset(null::public.${q(table)}, $${values.length}::json)${representation ? ` returning ${cols}` : ""}`;
    } else if (method === "PATCH") {
      const keys = Object.keys((body ?? {}) as object);
      if (!keys.length || !keys.every((k) => IDENT.test(k))) throw new BadRequest("Empty or invalid update body");
      values.push(JSON.stringify(body));
      const n = values.length;
      sql = `update public.${q(table)} set (${keys.map(q).join(", ")}) = (select ${keys.map(q).join(", ")} from json_populate_record(null::public.${q(table)}, $${n}::json))${filter}${representation ? ` returning ${cols}` : ""}`;
    } else if (method === "DELETE") {
      sql = `delete from public.${q(table)}${filter}${representation ? ` returning ${cols}` : ""}`;
    } else {
      return pgrst(405, "PGRST117", `Unsupported HTTP method: ${method}`);
    }
    const readOnly = method === "GET" || method === "HEAD";
    const rows = await asRequest(db, { ...settings, readOnly }, async (tx) => {
      const result = (await tx.query<Record<string, unknown>>(sql, values)).rows;
      if (single && result.length !== 1) {
        // PostgREST rolls the mutation back when .single() does not get exactly one row.
        throw Object.assign(new Error("single"), { single: result.length });
      }
      return result;
    });
    if (readOnly) {
      const range = rows.length ? `0-${rows.length - 1}/*` : "*/*";
      return json(200, single ? rows[0] : rows, { "Content-Range": range });
    }
    const status = method === "POST" ? 201 : representation ? 200 : 204;
    if (!representation) return new HttpResponse(status);
    return json(status, single ? rows[0] : rows);
  } catch (error: any) {
    if (error instanceof BadRequest) return pgrst(400, "PGRST100", error.message);
    if (error?.single !== undefined) {
      return pgrst(
        406,
        "PGRST116",
        "Cannot coerce the result to a single JSON object",
        `The result contains ${error.single} rows`,
      );
    }
    return pgErrorResponse(error, settings.role);
  }
}
