import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migratedImage } from "./db.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding PGlite migrated by this run, for every test file to start from; absent on servers. */
    pgliteImage?: string;
  }
}

/**
 * Vitest global set-up for the "pglite" project: bootstraps and migrates PGlite once (about
 * five seconds) and writes the result to a file, so each test file's first database loads it
 * (about two seconds on two cores) instead of migrating again in its own process.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "planner-pglite-"));
  const file = path.join(dir, "migrated.tar");
  await writeFile(file, new Uint8Array(await (await migratedImage()).arrayBuffer()));
  project.provide("pgliteImage", file);
  return () => rm(dir, { recursive: true, force: true });
}
