import type { Db } from "../db.ts";
import { queryAsRequest, sqlLiteral, type RequestSettings } from "../db.ts";
import { json, noContent, RawJson, type HttpResponse } from "../http.ts";
import { pgErrorResponse, pgrst } from "./errors.ts";

interface FunctionInfo {
  volatile: string;
  retset: boolean;
  rettype: string;
  /** Returns rows (a table's type or `returns table`), not one value per row. */
  composite: boolean;
  inputs: { name: string; type: string }[];
  required: string[];
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_$]*$/;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * PostgREST's schema cache, for functions: found once per name, kept while the stand-in runs
 * (its database changes by migrations at start). A name not found is looked up again, so a
 * function created later (the conformance tests make theirs) is found.
 */
const schemaCache = new WeakMap<Db, Map<string, FunctionInfo[]>>();

async function overloads(db: Db, name: string): Promise<FunctionInfo[]> {
  let cache = schemaCache.get(db);
  if (!cache) schemaCache.set(db, (cache = new Map()));
  const cached = cache.get(name);
  if (cached) return cached;
  const found = await readOverloads(db, name);
  if (found.length > 0) cache.set(name, found);
  return found;
}

async function readOverloads(db: Db, name: string): Promise<FunctionInfo[]> {
  const rows = (
    await db.query<any>(
      `select p.provolatile as volatile, p.proretset as retset, format_type(p.prorettype, null) as rettype,
              (t.typtype = 'c' or p.prorettype = 'record'::regtype) as composite,
              p.pronargdefaults as ndefaults, coalesce(p.proargnames, '{}') as names,
              coalesce(p.proargmodes::text[], '{}') as modes,
              array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as types
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
       where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
      [name],
    )
  ).rows;
  return rows.map((r) => {
    const inputs = (r.types as string[])
      .map((type, i) => ({ name: (r.names as string[])[i] ?? "", type, mode: (r.modes as string[])[i] ?? "i" }))
      .filter((a) => a.mode === "i" || a.mode === "b" || a.mode === "v")
      .map(({ name, type }) => ({ name, type }));
    return {
      volatile: r.volatile,
      retset: r.retset,
      rettype: r.rettype,
      composite: r.composite,
      inputs,
      required: inputs.slice(0, inputs.length - Number(r.ndefaults)).map((a) => a.name),
    };
  });
}

/** POST|GET /rest/v1/rpc/<fn>: named arguments in, the function's JSON out. */
export async function rpc(
  db: Db,
  settings: RequestSettings,
  name: string,
  args: Record<string, unknown>,
): Promise<HttpResponse> {
  const keys = Object.keys(args).sort();
  const notFound = () =>
    pgrst(
      404,
      "PGRST202",
      `Could not find the function public.${name}${keys.length ? `(${keys.join(", ")})` : " without parameters"} in the schema cache`,
      `Searched for the function public.${name}${keys.length ? ` with parameters ${keys.join(", ")}` : " without parameters"} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  if (!IDENT.test(name)) return notFound();
  const fn = (await overloads(db, name)).find(
    (f) => keys.every((k) => f.inputs.some((a) => a.name === k)) && f.required.every((r) => keys.includes(r)),
  );
  if (!fn) return notFound();
  const used = fn.inputs.filter((a) => keys.includes(a.name));
  const call = `public.${quote(name)}(${used.map((a) => `${quote(a.name)} := _a.${quote(a.name)}`).join(", ")})`;
  // The arguments as one literal: the statement goes with the request's settings in one simple query.
  const record = `json_to_record(${sqlLiteral(JSON.stringify(args))}::json) as _a(${used.map((a) => `${quote(a.name)} ${a.type}`).join(", ")})`;
  const from = used.length ? ` from ${record}` : "";
  // As PostgREST builds it: the call as a row source, then json_agg over it, which passes a
  // json answer through as text (a single value is the aggregate's first element).
  const source = fn.composite
    ? `select _f.* from ${used.length ? `${record}, lateral ` : ""}${call} _f`
    : `select ${call} as pgrst_scalar${from}`;
  const value = fn.composite ? "_r" : "_r.pgrst_scalar";
  // A single scalar as its JSON text directly: the same text as PostgREST's first element of
  // json_agg (both go through Postgres's datum-to-JSON), without copying and parsing it again.
  const sql =
    fn.rettype === "void"
      ? `select ${call}${from}`
      : fn.retset
        ? `select coalesce(json_agg(${value}), '[]')::text as body from (${source}) _r`
        : fn.composite
          ? `select coalesce((json_agg(${value})->0)::text, 'null') as body from (${source}) _r`
          : `select coalesce(to_json(${call})::text, 'null') as body${from}`;
  try {
    const rows = await queryAsRequest<{ body: string | null }>(
      db,
      { ...settings, readOnly: settings.readOnly || fn.volatile !== "v" },
      sql,
    );
    if (fn.rettype === "void") return noContent();
    return json(200, new RawJson(rows[0]?.body ?? "null"));
  } catch (error: any) {
    return pgErrorResponse(error, settings.role);
  }
}
