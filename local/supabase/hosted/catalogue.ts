/**
 * The facts of a database that make it "like hosted Supabase" for our migrations: roles
 * and their attributes, memberships and settings; default privileges; who may use the
 * API-facing schemas; the extensions; the shape of the auth tables. Read the same way
 * from hosted's image (the snapshots beside this file) and from the stand-in's databases.
 */
export interface Queryable {
  query<T = any>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Column {
  name: string;
  type: string;
  nullable: boolean;
  default: string | null;
  generated: string | null;
}

export interface Catalogue {
  roles: Record<string, { attributes: string[]; memberOf: string[]; settings: string[] }>;
  /** "creator | schema | object type | grantee: privileges" (a * marks the grant option). */
  defaultPrivileges: string[];
  schemas: Record<string, { owner: string; privileges: string[] }>;
  extensions: string[];
  authTables: Record<string, { owner: string; rowSecurity: boolean; privileges: string[]; columns: Column[] }>;
}

/** The roles of a hosted project (pg_* built-ins aside). */
export const HOSTED_ROLES = [
  "anon",
  "authenticated",
  "authenticator",
  "dashboard_user",
  "postgres",
  "service_role",
  "supabase_admin",
  "supabase_auth_admin",
  "supabase_read_only_user",
  "supabase_replication_admin",
  "supabase_storage_admin",
];

/** Schemas our migrations and the stand-in rely on; hosted's others (storage, realtime, graphql) are not used. */
export const HOSTED_SCHEMAS = ["public", "extensions", "auth"];

/** Auth tables the stand-in's Auth uses; hosted has more (MFA, SSO, OAuth server, passkeys). */
export const AUTH_TABLES = [
  "users",
  "identities",
  "sessions",
  "refresh_tokens",
  "flow_state",
  "one_time_tokens",
  "audit_log_entries",
  "instances",
  "schema_migrations",
];

const ATTRIBUTES = [
  "rolsuper",
  "rolinherit",
  "rolcreaterole",
  "rolcreatedb",
  "rolcanlogin",
  "rolreplication",
  "rolbypassrls",
];

/** "grantee: PRIV, PRIV*" lines of an ACL, sorted; PUBLIC is written "public". */
const ACL_LINES = (acl: string) => `
  select coalesce(array_agg(line order by line), '{}') from (
    select (case when a.grantee = 0 then 'public' else a.grantee::regrole::text end) || ': ' ||
           string_agg(a.privilege_type || case when a.is_grantable then '*' else '' end, ', ' order by a.privilege_type) as line
    from aclexplode(${acl}) a group by a.grantee
  ) l`;

/** Reads the catalogue; call it in a transaction with `set local search_path = ''` so names print qualified. */
export async function readCatalogue(db: Queryable): Promise<Catalogue> {
  const roles: Catalogue["roles"] = {};
  const roleRows = await db.query<any>(
    `select r.rolname, ${ATTRIBUTES.map((a) => `r.${a}`).join(", ")},
            array(select m.rolname::text from pg_auth_members am join pg_roles m on m.oid = am.roleid where am.member = r.oid order by 1) as member_of,
            array(select unnest(s.setconfig) order by 1) as settings
     from pg_roles r left join pg_db_role_setting s on s.setrole = r.oid and s.setdatabase = 0
     where r.rolname = any($1) order by r.rolname`,
    [HOSTED_ROLES],
  );
  for (const r of roleRows.rows) {
    roles[r.rolname] = {
      attributes: ATTRIBUTES.filter((a) => r[a]).map((a) => a.replace(/^rol/, "")),
      memberOf: r.member_of,
      settings: r.settings ?? [],
    };
  }

  const defaults = await db.query<{ owner: string; schema: string; kind: string; lines: string[] }>(
    `select d.defaclrole::regrole::text as owner, coalesce(n.nspname, '*') as schema,
            case d.defaclobjtype when 'r' then 'tables' when 'f' then 'functions' when 'S' then 'sequences' when 'T' then 'types' else 'schemas' end as kind,
            (${ACL_LINES("d.defaclacl")}) as lines
     from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace
     where n.nspname is null or n.nspname = any($1)`,
    [HOSTED_SCHEMAS],
  );
  const defaultPrivileges = defaults.rows
    .flatMap((d) => d.lines.map((line) => `${d.owner} | ${d.schema} | ${d.kind} | ${line}`))
    .sort();

  const schemas: Catalogue["schemas"] = {};
  const schemaRows = await db.query<{ nspname: string; owner: string; lines: string[] }>(
    `select n.nspname, n.nspowner::regrole::text as owner, (${ACL_LINES("coalesce(n.nspacl, acldefault('n', n.nspowner))")}) as lines
     from pg_namespace n where n.nspname = any($1)`,
    [HOSTED_SCHEMAS],
  );
  for (const s of schemaRows.rows) schemas[s.nspname] = { owner: s.owner, privileges: s.lines };

  const extensions = (
    await db.query<{ e: string }>(
      `select e.extname || ' in ' || e.extnamespace::regnamespace::text as e from pg_extension e where e.extname <> 'plpgsql' order by 1`,
    )
  ).rows.map((r) => r.e);

  const authTables: Catalogue["authTables"] = {};
  const tableRows = await db.query<{ relname: string; owner: string; rowsecurity: boolean; lines: string[] }>(
    `select c.relname, c.relowner::regrole::text as owner, c.relrowsecurity as rowsecurity,
            (${ACL_LINES("coalesce(c.relacl, acldefault('r', c.relowner))")}) as lines
     from pg_class c where c.relnamespace = 'auth'::regnamespace and c.relkind = 'r' and c.relname = any($1) order by c.relname`,
    [AUTH_TABLES],
  );
  const columnRows = await db.query<Column & { table: string }>(
    `select c.relname as table, a.attname as name, not a.attnotnull as nullable,
            case when t.typnamespace = 'pg_catalog'::regnamespace then format_type(a.atttypid, a.atttypmod)
                 else t.typnamespace::regnamespace::text || '.' || t.typname end as type,
            case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end as default,
            case when a.attgenerated <> '' then pg_get_expr(d.adbin, d.adrelid) end as generated
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_type t on t.oid = a.atttypid
     left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where c.relnamespace = 'auth'::regnamespace and c.relname = any($1) and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
    [AUTH_TABLES],
  );
  for (const t of tableRows.rows) {
    authTables[t.relname] = {
      owner: t.owner,
      rowSecurity: t.rowsecurity,
      privileges: t.lines,
      columns: columnRows.rows.filter((c) => c.table === t.relname).map(({ table: _t, ...column }) => column),
    };
  }
  return { roles, defaultPrivileges, schemas, extensions, authTables };
}
