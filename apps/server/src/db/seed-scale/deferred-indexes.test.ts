import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { withIndexesBuiltAfter } from "./deferred-indexes";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function indexesOf(table: string): Promise<string[]> {
  const result = await database.db.$client.query<{ definition: string }>(
    "select indexdef as definition from pg_indexes where schemaname = 'public' and tablename = $1 order by indexname",
    [table],
  );
  return result.rows.map((row) => row.definition);
}

describe("loading a table with its indexes built afterwards", () => {
  it("drops the indexes no constraint needs during the load, and builds the same ones again", async () => {
    const before = await indexesOf("emails");
    expect(before.some((definition) => definition.includes("emails_search_trgm_idx"))).toBe(true);
    const connection = await database.db.$client.connect();
    try {
      let duringLoad: string[] = [];
      await withIndexesBuiltAfter(connection, "emails", async () => {
        const result = await connection.query<{ name: string }>(
          "select indexname as name from pg_indexes where schemaname = 'public' and tablename = 'emails'",
        );
        duringLoad = result.rows.map((row) => row.name);
        return { table: "emails", rows: 0, seconds: 0 };
      });
      expect(duringLoad).toEqual(["emails_pkey"]);
    } finally {
      connection.release();
    }
    expect(await indexesOf("emails")).toEqual(before);
  });

  it("leaves the indexes as they were when the load fails", async () => {
    const before = await indexesOf("audit_log");
    const connection = await database.db.$client.connect();
    try {
      await expect(
        withIndexesBuiltAfter(connection, "audit_log", async () => {
          throw new Error("the load stopped");
        }),
      ).rejects.toThrow("the load stopped");
    } finally {
      connection.release();
    }
    expect(await indexesOf("audit_log")).toEqual(before);
  });
});
