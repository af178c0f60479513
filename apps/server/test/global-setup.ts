/**
 * Vitest global setup: one embedded Postgres cluster per run, the schema migrated once into a template
 * database; each test file then clones its own database from it (see test-database.ts).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDb } from "../src/db/client";
import { startEmbeddedPostgres } from "../src/db/embedded-postgres";
import { runMigrations } from "../src/db/migrate";

export const TEMPLATE_DATABASE = "onboard_template";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "onboard-test-pg-"));
  const server = await startEmbeddedPostgres({ dataDir, persistent: false });
  await server.createDatabase(TEMPLATE_DATABASE);
  const template = createDb(server.urlFor(TEMPLATE_DATABASE), { max: 1 });
  await runMigrations(template.db);
  await template.close();
  project.provide("pgAdminUrl", server.urlFor("postgres"));
  project.provide("pgTemplateDatabase", TEMPLATE_DATABASE);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
