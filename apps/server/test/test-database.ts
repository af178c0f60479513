/** Gives a test file its own freshly migrated, empty database, cloned from the run's template. */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type Database } from "../src/db/client";

export interface TestDatabase {
  db: Database;
  connectionString: string;
  close(): Promise<void>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject("pgAdminUrl") });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const template = inject("pgTemplateDatabase");
  for (let attempt = 0; ; attempt++) {
    try {
      await withAdmin((c) => c.query(`create database "${name}" template "${template}"`));
      break;
    } catch (error) {
      // Two files cloning the template at the same instant can collide; retry briefly.
      if (attempt >= 20 || !String(error).includes("being accessed by other users")) throw error;
      await new Promise((r) => setTimeout(r, 100 + attempt * 50));
    }
  }
  const url = new URL(inject("pgAdminUrl"));
  url.pathname = `/${name}`;
  const handle = createDb(url.toString(), { max: 4 });
  return {
    db: handle.db,
    connectionString: url.toString(),
    close: async () => {
      await handle.close();
      await withAdmin((c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
