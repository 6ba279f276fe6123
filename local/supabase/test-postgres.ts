import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "./db.ts";
import { startPostgres, type PostgresMajor } from "./postgres-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the project's throwaway PostgreSQL server; absent on PGlite. */
    postgresUrl?: string;
    /** A database of that server bootstrapped and migrated once per run, copied for each test file. */
    postgresTemplate?: string;
  }
}

/**
 * Vitest global set-up for the "pg17" and "pg15" projects: one throwaway server per project;
 * each test file makes its own database in it (testDatabase() in test-helpers.ts), a copy of
 * one migrated here once: a copy takes a tenth of a second, bootstrapping and migrating
 * each file's own most of a second.
 */
export default async function setup(project: TestProject) {
  const major = Number(project.name.replace(/^pg/, "")) as PostgresMajor;
  const server = await startPostgres({ major });
  try {
    const template = "planner_template";
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`create database ${template}`).finally(() => admin.end());
    const url = new URL(server.url);
    url.pathname = `/${template}`;
    // Closed before any copy: CREATE DATABASE refuses a template anyone is connected to.
    await (await openDatabase({ url: url.toString() })).close();
    project.provide("postgresTemplate", template);
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
