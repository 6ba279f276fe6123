import type { TestProject } from "vitest/node";
import { startPostgres, type PostgresMajor } from "./postgres-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the project's throwaway PostgreSQL server; absent on PGlite. */
    postgresUrl?: string;
  }
}

/**
 * Vitest global set-up for the "pg17" and "pg15" projects: one throwaway server per project;
 * each test file makes its own database in it (testDatabase() in test-helpers.ts).
 */
export default async function setup(project: TestProject) {
  const major = Number(project.name.replace(/^pg/, "")) as PostgresMajor;
  const server = await startPostgres({ major });
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
