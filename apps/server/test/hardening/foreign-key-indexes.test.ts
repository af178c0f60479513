/**
 * Every foreign key has an index that leads with its columns. Without one, deleting (or re-keying) a referenced row
 * makes Postgres scan the whole referencing table to check, cascade or set null: with 100,000 clients, deleting one
 * user scanned `clients` once per column that points at users.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test-database";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The foreign keys of a schema whose columns are not the leading columns of a full (non-partial) index. */
const UNINDEXED_FOREIGN_KEYS = `
  select fk.conrelid::regclass::text as "table",
         fk.conname as "constraint",
         (select string_agg(a.attname, ', ' order by k.ordinality)
            from unnest(fk.conkey) with ordinality k(attnum, ordinality)
            join pg_attribute a on a.attrelid = fk.conrelid and a.attnum = k.attnum) as "columns"
  from pg_constraint fk
  where fk.contype = 'f'
    and fk.connamespace = $1::regnamespace
    and not exists (
      select 1 from pg_index i
      where i.indrelid = fk.conrelid
        and i.indpred is null
        and i.indnkeyatts >= cardinality(fk.conkey)
        and (i.indkey::int2[])[0:cardinality(fk.conkey) - 1] @> fk.conkey
        and (i.indkey::int2[])[0:cardinality(fk.conkey) - 1] <@ fk.conkey
    )
  order by 1, 2`;

async function unindexedForeignKeys(schema: string): Promise<string[]> {
  const { rows } = await database.db.$client.query<{ table: string; constraint: string; columns: string }>(
    UNINDEXED_FOREIGN_KEYS,
    [schema],
  );
  return rows.map((row) => `${row.table} (${row.columns}): ${row.constraint}`);
}

describe("foreign keys", () => {
  it("each have an index leading with their columns", async () => {
    expect(await unindexedForeignKeys("public")).toEqual([]);
  });

  it("without such an index are named by the check", async () => {
    await database.db.$client.query(`
      create schema probe;
      create table probe.parent (a int, b int, primary key (a, b));
      create table probe.bare (id int primary key, a int, b int, foreign key (a, b) references probe.parent);
      create table probe.led (id int primary key, a int, b int, foreign key (a, b) references probe.parent);
      create index on probe.led (b, a, id);
      create table probe.second (id int primary key, a int, b int, foreign key (a, b) references probe.parent);
      create index on probe.second (id, a, b);
      create table probe.partial (id int primary key, a int, b int, foreign key (a, b) references probe.parent);
      create index on probe.partial (a, b) where a > 0;`);
    expect(await unindexedForeignKeys("probe")).toEqual([
      "probe.bare (a, b): bare_a_b_fkey",
      "probe.partial (a, b): partial_a_b_fkey",
      "probe.second (a, b): second_a_b_fkey",
    ]);
  });
});
