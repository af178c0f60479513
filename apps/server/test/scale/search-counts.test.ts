/**
 * A search's total (issue 21): counted up to SEARCH_COUNT_CAP, whichever way the count goes. A word common in a sample
 * of the list's rows is "more than" the cap when the sample makes that sure, and is otherwise first counted on the
 * list's order (a walk of its first SEARCH_COUNT_WALK_ROWS rows: the name order's index of users and clients, the
 * newest e-mails); a rarer word, or one the walk finds too few of, from the trigram index. A common word's page is
 * walked in the list's order. The tables are analysed, so that their sizes and statistics are those of a real
 * database.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_COUNT_CAP } from "../../src/db/capped-count";
import { SEARCH_COUNT_WALK_ROWS } from "../../src/db/search-walk";
import { callerFor } from "../../src/modules/user-admin/user-admin-test-support";
import { buildTestApp, type TestApp } from "../test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof callerFor>>;

/** More rows than the walk reads, so that a word found only later in the order is counted from its trigrams. */
const FILLER = SEARCH_COUNT_WALK_ROWS + 2000;
/** Late in the name order ("Zed"), and over 2% of the rows: the planner expects it common, the walk finds none. */
const LATE = 400;
/** Users: 2% of them, 30 at the start of the name order and the others at its end. */
const SPREAD = 250;
const SPREAD_EARLY = 30;
/** E-mails: a common word among the newest (4.6% of them), and a late cluster older than the walk's (3.8%). */
const EMAIL_COMMON = 600;
const EMAIL_LATE = 500;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await db.execute(sql`
    insert into users (user_id, name, email, role)
    select 'filler-' || g, 'Abe Filler ' || lpad(g::text, 5, '0'), 'filler' || g || '@example.test', 'BROKER'
    from generate_series(1, ${FILLER}) g`);
  await db.execute(sql`
    insert into users (user_id, name, email, role)
    select 'late-' || g, 'Zed Latecomer ' || lpad(g::text, 4, '0'), 'late' || g || '@example.test', 'BROKER'
    from generate_series(1, ${LATE}) g`);
  // A common word with a few matches early in the name order and the rest at its end, past the count's walk.
  await db.execute(sql`
    insert into users (user_id, name, email, role)
    select 'spread-' || g, case when g <= ${SPREAD_EARLY} then 'Aaron Spread ' else 'Zoe Spread ' end || lpad(g::text, 3, '0'),
      'spread' || g || '@example.test', 'BROKER'
    from generate_series(1, ${SPREAD}) g`);
  await db.execute(sql`
    insert into users (user_id, name, email, role, deleted_at)
    select 'exact-' || g, 'Mia Exactly ' || lpad(g::text, 4, '0'), 'exact' || g || '@example.test', 'BEN_ADMIN',
      case when g > ${SEARCH_COUNT_CAP} then now() end
    from generate_series(1, ${SEARCH_COUNT_CAP + 5}) g`);
  await db.execute(sql`
    insert into clients (name, case_id)
    select 'Abe Clinic ' || lpad(g::text, 5, '0'), 'CLN-' || g from generate_series(1, ${FILLER}) g`);
  await db.execute(sql`
    insert into clients (name, case_id)
    select 'Zed Latecomer ' || lpad(g::text, 4, '0'), 'LATE-' || g from generate_series(1, ${LATE}) g`);
  // E-mails, newest first: the common word's, then fillers to the walk's end and past it, then a late cluster.
  await db.execute(sql`
    insert into emails (template, subject, html, text, from_address, to_addresses, created_at)
    select 'reminder', 'Enrollment reminder ' || g, '<p>x</p>', 'x', 'noreply@example.test',
      array['someone' || g || '@example.test'], now() - make_interval(mins => g)
    from generate_series(1, ${EMAIL_COMMON}) g`);
  await db.execute(sql`
    insert into emails (template, subject, html, text, from_address, to_addresses, created_at)
    select 'welcome', 'Welcome ' || g, '<p>x</p>', 'x', 'noreply@example.test',
      array['filler' || g || '@example.test'], now() - interval '1 year' - make_interval(mins => g)
    from generate_series(1, ${FILLER}) g`);
  await db.execute(sql`
    insert into emails (template, subject, html, text, from_address, to_addresses, created_at)
    select 'notice', 'Latecomer notice ' || g, '<p>x</p>', 'x', 'noreply@example.test',
      array['late' || g || '@example.test'], now() - interval '2 years' - make_interval(mins => g)
    from generate_series(1, ${EMAIL_LATE}) g`);
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze clients`);
  await db.execute(sql`analyze emails`);
  admin = await callerFor(t.app, db, "SLF_ADMIN");
});
afterAll(() => t.close());

async function total(url: string) {
  const response = await admin.get(url);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ count: number; totalIsCapped: boolean; data?: { name: string }[] }>();
  return { count: body.count, totalIsCapped: body.totalIsCapped, first: body.data?.[0]?.name };
}

describe("a search's total", () => {
  it("says 'more than' the cap for a common word, counted on the name order's index", async () => {
    expect(await total("/api/users?search=filler&limit=5")).toEqual({
      count: SEARCH_COUNT_CAP,
      totalIsCapped: true,
      first: "Abe Filler 00001",
    });
    expect(await total("/api/clients?search=clinic&limit=5")).toEqual({
      count: SEARCH_COUNT_CAP,
      totalIsCapped: true,
      first: "Abe Clinic 00001",
    });
  });

  it("cuts a common word's page out of the count's walk, at an offset and in either direction", async () => {
    expect(await total("/api/users?search=filler&limit=5&offset=5")).toMatchObject({ first: "Abe Filler 00006" });
    expect(await total("/api/clients?search=clinic&limit=5&offset=95")).toMatchObject({ first: "Abe Clinic 00096" });
    expect(await total("/api/users?search=filler&limit=5&offset=200")).toMatchObject({ first: "Abe Filler 00201" });
    expect(await total("/api/users?search=filler&limit=5&sortDirection=desc")).toMatchObject({
      count: SEARCH_COUNT_CAP,
      totalIsCapped: true,
      first: `Abe Filler ${String(FILLER).padStart(5, "0")}`,
    });
  });

  it("walks a common word's page in the list's other orders and after a cursor, as sorting its matches would", async () => {
    const db = t.database.db;
    const expected = async (order: string, offset: number) => {
      const rows = await db.execute<{ name: string }>(
        sql.raw(`select name from users where deleted_at is null and search_text like '%filler%'
          order by ${order} offset ${offset} limit 5`),
      );
      return rows.rows.map((row) => row.name);
    };
    const names = async (url: string) => {
      const response = await admin.get(url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { name: string }[]; nextCursor: string | null }>();
    };
    for (const [query, order] of [
      ["sortBy=email", "lower(email), id"],
      ["sortBy=email&sortDirection=desc", "lower(email) desc, id desc"],
      ["sortBy=createdAt&sortDirection=desc", "created_at desc, id desc"],
      ["sortBy=name", "lower(name), id"],
    ] as const) {
      const first = await names(`/api/users?search=filler&limit=5&${query}`);
      expect(
        first.data.map((user) => user.name),
        query,
      ).toEqual(await expected(order, 0));
      const second = await names(`/api/users?search=filler&limit=5&${query}&after=${first.nextCursor}`);
      expect(
        second.data.map((user) => user.name),
        query,
      ).toEqual(await expected(order, 5));
    }
    const clients = await admin.get("/api/clients?search=clinic&limit=5&sortBy=caseId&sortDirection=desc");
    const caseIds = await db.execute<{ name: string }>(
      sql`select name from clients where search_text like '%clinic%' order by case_id desc, id desc limit 5`,
    );
    expect(clients.json<{ data: { name: string }[] }>().data.map((client) => client.name)).toEqual(
      caseIds.rows.map((row) => row.name),
    );
  });

  it("says 'more than' for a word whose matches lie past the walk, counted from the trigrams", async () => {
    expect(await total("/api/users?search=latecomer&limit=5")).toEqual({
      count: SEARCH_COUNT_CAP,
      totalIsCapped: true,
      first: "Zed Latecomer 0001",
    });
    expect(await total("/api/clients?search=latecomer&limit=5")).toEqual({
      count: SEARCH_COUNT_CAP,
      totalIsCapped: true,
      first: "Zed Latecomer 0001",
    });
  });

  it("counts a common word's matches from the trigrams when the walk past its page finds too few", async () => {
    expect(await total("/api/users?search=spread&limit=5")).toEqual({
      count: SEARCH_COUNT_CAP,
      totalIsCapped: true,
      first: "Aaron Spread 001",
    });
    expect(await total("/api/users?search=spread&limit=5&offset=25")).toMatchObject({ first: "Aaron Spread 026" });
  });

  it("counts a filtered client list: 'more than 1,000' for a common filter, exactly for a rare one", async () => {
    await t.database.db.execute(
      sql`update clients set phase_id = 'PLAN_APPROVAL' where case_id in ('LATE-1', 'LATE-2', 'LATE-3')`,
    );
    expect(await total("/api/clients?phaseIds=WELCOME&limit=5")).toMatchObject({ count: 1000, totalIsCapped: true });
    expect(await total("/api/clients?phaseIds=PLAN_APPROVAL&limit=5")).toEqual({
      count: 3,
      totalIsCapped: false,
      first: "Zed Latecomer 0001",
    });
    expect(await total("/api/clients?phaseIds=PLAN_APPROVAL&search=latecomer&limit=5")).toMatchObject({
      count: 3,
      totalIsCapped: false,
    });
  });

  it("counts exactly at the cap, deleted users left out, and a word nothing has", async () => {
    expect(await total("/api/users?search=exactly&limit=5")).toEqual({
      count: SEARCH_COUNT_CAP,
      totalIsCapped: false,
      first: "Mia Exactly 0001",
    });
    expect(await total("/api/users/role/BROKER?search=qzxwv")).toMatchObject({ count: 0, totalIsCapped: false });
    expect(await total("/api/clients?search=qzxwv")).toMatchObject({ count: 0, totalIsCapped: false });
  });

  it("counts a common word's e-mails up to the cap, on the newest e-mails or from the trigrams", async () => {
    expect(await total("/api/emails/count?search=enrollment")).toEqual({
      count: SEARCH_COUNT_CAP,
      totalIsCapped: true,
      first: undefined,
    });
    expect(await total("/api/emails/count?search=latecomer")).toEqual({
      count: SEARCH_COUNT_CAP,
      totalIsCapped: true,
      first: undefined,
    });
    expect(await total("/api/emails/count?search=reminder%20599")).toEqual({
      count: 1,
      totalIsCapped: false,
      first: undefined,
    });
    expect(await total("/api/emails/count?search=qzxwv")).toMatchObject({ count: 0, totalIsCapped: false });
  });

  it("lists a common word's newest e-mails, and a late cluster's, in the order asked", async () => {
    const subjects = async (url: string) => {
      const response = await admin.get(url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ subject: string }[]>().map((email) => email.subject);
    };
    expect(await subjects("/api/emails?search=enrollment&limit=3")).toEqual([
      "Enrollment reminder 1",
      "Enrollment reminder 2",
      "Enrollment reminder 3",
    ]);
    expect(await subjects("/api/emails?search=enrollment&limit=2&offset=30")).toEqual([
      "Enrollment reminder 31",
      "Enrollment reminder 32",
    ]);
    expect(await subjects("/api/emails?search=latecomer&limit=2")).toEqual([
      "Latecomer notice 1",
      "Latecomer notice 2",
    ]);
    expect(await subjects("/api/emails?search=enrollment&limit=2&sortDirection=asc")).toEqual([
      `Enrollment reminder ${EMAIL_COMMON}`,
      `Enrollment reminder ${EMAIL_COMMON - 1}`,
    ]);
  });
});
