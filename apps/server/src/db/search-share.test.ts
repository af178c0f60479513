import { eq, isNull, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { clients, users } from "./schema/index";
import {
  expectedShare,
  SEARCH_SAMPLE_ROWS,
  type SearchTextSample,
  searchTextSample,
  surelyMoreThan,
} from "./search-share";

const sampleOf = (values: string[], tableRows = 300_000): SearchTextSample => ({
  rows: tableRows,
  values,
  sampled: values.length,
  tableRows,
});
/** `matches` of SEARCH_SAMPLE_ROWS sampled rows hold "garcia". */
const garcias = (matches: number) =>
  Array.from({ length: SEARCH_SAMPLE_ROWS }, (_, index) => (index < matches ? "ana garcia" : `row ${index}`));
const allUsers = { table: users, where: undefined };

describe("expectedShare", () => {
  it("is the share of the sampled values that hold the words, in any case", () => {
    const values = Array.from({ length: 200 }, (_, index) =>
      index < 8 ? `ana garcia\nana.garcia.${index}@example.com` : `row ${index}`,
    );
    expect(expectedShare(sampleOf(values), "Garcia")).toBe(8 / 200);
    expect(expectedShare(sampleOf(values), "qzxwv")).toBe(0);
  });

  it("is 0 without a sample (a small table, or one never analysed)", () => {
    expect(expectedShare({ rows: 0, values: [], sampled: 0, tableRows: 0 }, "garcia")).toBe(0);
  });
});

describe("surelyMoreThan", () => {
  it("is sure of more than 100 for a word in 2% of a sample of 300,000 rows", () => {
    expect(surelyMoreThan(sampleOf(garcias(40)), "garcia", 100)).toBe(true);
  });

  it("is not sure when four deviations below the sampled matches leave 200 or fewer in the table", () => {
    // 40 sampled: 14.7 or more, of 2,000 sampled among 12,000 rows: 88 or more.
    expect(surelyMoreThan(sampleOf(garcias(40), 12_000), "garcia", 100)).toBe(false);
    // 10 sampled: 0 or more.
    expect(surelyMoreThan(sampleOf(garcias(10)), "garcia", 100)).toBe(false);
    expect(surelyMoreThan(sampleOf(garcias(0)), "garcia", 100)).toBe(false);
  });

  it("counts the rows the list does not show as sampled, so that a filter's matches are not overrated", () => {
    // 40 matches among the 100 shown of 2,000 sampled rows of 12,000: the share shown is 40%, of 600 rows shown.
    const shown = garcias(100).slice(60, 160);
    const sample = { rows: 600, values: shown, sampled: SEARCH_SAMPLE_ROWS, tableRows: 12_000 };
    expect(expectedShare(sample, "garcia")).toBe(0.4);
    expect(surelyMoreThan(sample, "garcia", 100)).toBe(false);
  });

  it("is never sure without a sample", () => {
    expect(surelyMoreThan({ rows: 5000, values: [], sampled: 0, tableRows: 5000 }, "garcia", 100)).toBe(false);
  });
});

describe("searchTextSample", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    // A third of the users are deleted: the Garcias among them are not on the list.
    await database.db.execute(sql`
      insert into users (user_id, name, email, role, deleted_at)
      select 'sample-' || g, case when g <= 1500 or g > 20000 then 'Ana Garcia ' else 'Abe Filler ' end || g,
        'sample' || g || '@example.test', 'BROKER', case when g > 20000 then now() end
      from generate_series(1, 30000) g`);
    await database.db.execute(sql`analyze users`);
  }, 60_000);
  afterAll(() => database.close());

  it("samples a large table's rows at random, and finds a word's share within a point", async () => {
    const sample = await searchTextSample(database.db, allUsers, 10_000);
    expect(sample.rows).toBeGreaterThan(29_000);
    expect(sample.values).toHaveLength(SEARCH_SAMPLE_ROWS);
    // 11,500 of 30,000.
    expect(Math.abs(expectedShare(sample, "garcia") - 0.383)).toBeLessThan(0.04);
  });

  it("samples the rows a list shows: their share of the table, and the words' share among them", async () => {
    const sample = await searchTextSample(database.db, { table: users, where: isNull(users.deletedAt) }, 10_000);
    expect(sample.sampled).toBe(SEARCH_SAMPLE_ROWS);
    // 20,000 of 30,000 are shown, 1,500 of them Garcias.
    expect(Math.abs(sample.rows - 20_000)).toBeLessThan(2000);
    expect(Math.abs(expectedShare(sample, "garcia") - 0.075)).toBeLessThan(0.02);
    expect(surelyMoreThan(sample, "garcia", 100)).toBe(true);
    const none = await searchTextSample(database.db, { table: users, where: eq(users.role, "SLF_OWNER") }, 10_000);
    expect(none.values).toEqual([]);
    expect(none.rows).toBe(0);
  });

  it("reads no sample of a table smaller than asked", async () => {
    const sample = await searchTextSample(database.db, { table: clients, where: undefined }, 10_000);
    expect(sample.values).toEqual([]);
  });

  afterEach(() => vi.restoreAllMocks());

  it("answers with the sample in hand past a minute while it reads a newer one", async () => {
    const first = await searchTextSample(database.db, allUsers, 10_000);
    expect(await searchTextSample(database.db, allUsers, 10_000)).toBe(first);
    await database.db.execute(sql`delete from users where name like 'Ana Garcia %'`);
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 61_000);
    expect(await searchTextSample(database.db, allUsers, 10_000)).toBe(first);
    await vi.waitFor(async () => {
      const newer = await searchTextSample(database.db, allUsers, 10_000);
      expect(newer).not.toBe(first);
      expect(expectedShare(newer, "garcia")).toBe(0);
    });
  });
});
