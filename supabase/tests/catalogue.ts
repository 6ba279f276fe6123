import { API_ROLES, EXECUTE, SCHEMA_USAGE, TABLE_GRANTS, type ApiRole } from "./catalogue.allowed.ts";

interface Queryable {
  query<T = any>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** Our schemas: what the migrations create. auth, extensions and the stand-in's _local are hosted's or local. */
const OURS = ["public", "private", "supabase_migrations"];

const sameSet = (a: string[], b: string[]) => [...a].sort().join(",") === [...b].sort().join(",");

/** A type as schema-qualified text unless it is built in, whatever the search path. */
const TYPE = (oid: string) =>
  `(select case when t.typnamespace = 'pg_catalog'::regnamespace then format_type(t.oid, null)
                else t.typnamespace::regnamespace::text || '.' || t.typname end from pg_type t where t.oid = ${oid})`;

/**
 * Everything in the catalogue that breaks the grants model, as sentences (empty: all well):
 * a table without row-level security, a privilege of an API role not on the allow-list,
 * a function an API role may execute (or may not) against the allow-list, a SECURITY
 * DEFINER function without a fixed search_path.
 */
export async function catalogueProblems(db: Queryable): Promise<string[]> {
  const problems: string[] = [];

  const tables = await db.query<{ name: string; kind: string; rls: boolean; grants: Record<string, string[]> | null }>(
    `select c.relnamespace::regnamespace::text || '.' || c.relname as name, c.relkind as kind, c.relrowsecurity as rls,
            (select jsonb_object_agg(g.grantee, g.privileges) from (
               select case when a.grantee = 0 then 'public' else a.grantee::regrole::text end as grantee,
                      jsonb_agg(a.privilege_type order by a.privilege_type) as privileges
               from aclexplode(coalesce(c.relacl, acldefault((case when c.relkind = 'S' then 's' else 'r' end)::"char", c.relowner))) a
               where a.grantee = 0 or a.grantee::regrole::text = any($2)
               group by a.grantee) g) as grants
     from pg_class c
     where c.relnamespace::regnamespace::text = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
       and c.relnamespace::regnamespace::text <> 'supabase_migrations'
     order by 1`,
    [OURS, API_ROLES],
  );
  for (const t of tables.rows) {
    const grants = t.grants ?? {};
    if (t.kind === "S") {
      if (Object.keys(grants).length)
        problems.push(`sequence ${t.name} is granted to ${Object.keys(grants).join(", ")}`);
      continue;
    }
    if (t.name.startsWith("public.") && t.kind !== "v" && !t.rls)
      problems.push(`table ${t.name} has no row-level security`);
    const allowed = TABLE_GRANTS[t.name] ?? {};
    if (!TABLE_GRANTS[t.name])
      problems.push(`table ${t.name} is not on the allow-list (supabase/tests/catalogue.allowed.ts)`);
    if (grants.public) problems.push(`table ${t.name} is granted to PUBLIC: ${grants.public.join(", ")}`);
    for (const role of API_ROLES) {
      const has = grants[role] ?? [];
      const want = allowed[role] ?? [];
      if (!sameSet(has, want))
        problems.push(`table ${t.name}: ${role} holds [${has.join(", ")}], allowed [${want.join(", ")}]`);
    }
  }
  for (const name of Object.keys(TABLE_GRANTS)) {
    if (!tables.rows.some((t) => t.name === name)) problems.push(`allow-listed table ${name} does not exist`);
  }

  const columns = await db.query<{ name: string }>(
    `select distinct c.relnamespace::regnamespace::text || '.' || c.relname || '.' || a.attname || ' (' || acl.privilege_type || ' for ' ||
            case when acl.grantee = 0 then 'public' else acl.grantee::regrole::text end || ')' as name
     from pg_attribute a join pg_class c on c.oid = a.attrelid, aclexplode(a.attacl) acl
     where a.attacl is not null and c.relnamespace::regnamespace::text = any($1)
       and (acl.grantee = 0 or acl.grantee::regrole::text = any($2))`,
    [OURS, API_ROLES],
  );
  for (const c of columns.rows) problems.push(`column privilege ${c.name}: grant the table or nothing`);

  const schemas = await db.query<{ name: string; role: string; usage: boolean }>(
    `select n.nspname as name, r.role, has_schema_privilege(r.role, n.oid, 'USAGE') as usage
     from pg_namespace n, unnest($2::text[]) r(role) where n.nspname = any($1)`,
    [OURS, API_ROLES],
  );
  for (const s of schemas.rows) {
    const allowed = (SCHEMA_USAGE[s.name] ?? []).includes(s.role as ApiRole);
    if (s.usage !== allowed) problems.push(`schema ${s.name}: ${s.role} ${s.usage ? "may" : "may not"} use it`);
  }

  const functions = await db.query<{
    signature: string;
    trigger: boolean;
    definer: boolean;
    config: string[] | null;
    anon: boolean;
    authenticated: boolean;
    service_role: boolean;
  }>(
    `select p.pronamespace::regnamespace::text || '.' || p.proname || '(' ||
              coalesce((select string_agg(${TYPE("t")}, ',' order by i) from unnest(p.proargtypes::oid[]) with ordinality as x(t, i)), '') || ')' as signature,
            p.prorettype = 'trigger'::regtype as trigger, p.prosecdef as definer, p.proconfig as config,
            has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
            has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated,
            has_function_privilege('service_role', p.oid, 'EXECUTE') as service_role
     from pg_proc p where p.pronamespace::regnamespace::text = any($1) and p.prokind in ('f', 'p')
     order by 1`,
    [OURS],
  );
  for (const f of functions.rows) {
    const allowed = EXECUTE[f.signature];
    if (f.signature.startsWith("public.") && !f.trigger && !allowed) {
      problems.push(`function ${f.signature} is not on the allow-list (supabase/tests/catalogue.allowed.ts)`);
    }
    for (const role of API_ROLES) {
      const may = (allowed ?? []).includes(role);
      if (f[role] !== may) problems.push(`function ${f.signature}: ${role} ${f[role] ? "may" : "may not"} execute it`);
    }
    if (f.definer && !(f.config ?? []).some((c) => c.startsWith("search_path="))) {
      problems.push(`SECURITY DEFINER function ${f.signature} has no fixed search_path`);
    }
  }
  for (const signature of Object.keys(EXECUTE)) {
    if (!functions.rows.some((f) => f.signature === signature))
      problems.push(`allow-listed function ${signature} does not exist`);
  }
  return problems;
}
