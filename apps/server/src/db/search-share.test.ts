import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { expectedShare, SEARCH_SAMPLE_ROWS, type SearchTextSample, searchTextSample } from "./search-share";

const sampleOf = (values: string[]): SearchTextSample => ({ rows: 300_000, values });

describe("expectedShare", () => {
  it("is the share of the sampled values that hold the words, in any case", () => {
    const values = Array.from({ length: 200 }, (_, index) =>
      index < 8 ? `ana garcia\nana.garcia.${index}@example.com` : `row ${index}`,
    );
    expect(expectedShare(sampleOf(values), "Garcia")).toBe(8 / 200);
    expect(expectedShare(sampleOf(values), "qzxwv")).toBe(0);
  });

  it("is 0 without a sample (a small table, or one never analysed)", () => {
    expect(expectedShare({ rows: 0, values: [] }, "garcia")).toBe(0);
  });
});

describe("searchTextSample", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      insert into users (user_id, name, email, role)
      select 'sample-' || g, case when g <= 1500 then 'Ana Garcia ' else 'Abe Filler ' end || g,
        'sample' || g || '@example.test', 'BROKER'
      from generate_series(1, 30000) g`);
    await database.db.execute(sql`analyze users`);
  }, 60_000);
  afterAll(() => database.close());

  it("samples a large table's rows at random, and finds a word's share within a point", async () => {
    const sample = await searchTextSample(database.db, "users", 10_000);
    expect(sample.rows).toBeGreaterThan(29_000);
    expect(sample.values).toHaveLength(SEARCH_SAMPLE_ROWS);
    expect(Math.abs(expectedShare(sample, "garcia") - 0.05)).toBeLessThan(0.01);
  });

  it("reads no sample of a table smaller than asked", async () => {
    const sample = await searchTextSample(database.db, "clients", 10_000);
    expect(sample.values).toEqual([]);
  });

  afterEach(() => vi.restoreAllMocks());

  it("answers with the sample in hand past a minute while it reads a newer one", async () => {
    const first = await searchTextSample(database.db, "users", 10_000);
    expect(await searchTextSample(database.db, "users", 10_000)).toBe(first);
    await database.db.execute(sql`delete from users where name like 'Ana Garcia %'`);
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 61_000);
    expect(await searchTextSample(database.db, "users", 10_000)).toBe(first);
    await vi.waitFor(async () => {
      const newer = await searchTextSample(database.db, "users", 10_000);
      expect(newer).not.toBe(first);
      expect(expectedShare(newer, "garcia")).toBe(0);
    });
  });
});
