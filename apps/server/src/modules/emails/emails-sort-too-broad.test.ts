/**
 * A search of every e-mail sorted in an order its matches cannot be walked in (issue 21): when they are too many to sort
 * at once (more than EMAIL_SORT_MATCHES_MAX expected), the list answers 400 SEARCH_TOO_BROAD_TO_SORT at once, rather
 * than reading every match; newest first, and in an order whose walk finds the page, it lists them.
 */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { callerFor } from "../user-admin/user-admin-test-support";
import { EMAIL_SEARCH_WALK_ROWS, EMAIL_SORT_MATCHES_MAX } from "./repository";

let t: TestApp;
let admin: Awaited<ReturnType<typeof callerFor>>;
/** First by subject, and more than a walk reads: no zebra among them. */
const AARDVARKS = EMAIL_SEARCH_WALK_ROWS + 500;
/** The common word, last by subject and the newest. */
const ZEBRAS = EMAIL_SORT_MATCHES_MAX + 1000;
/** A rarer word, also last by subject: sorted at once. */
const YAKS = 300;

beforeAll(async () => {
  t = await buildTestApp();
  const insert = (subject: string, rows: number, age: string) =>
    t.database.db.execute(sql`
      insert into emails (template, subject, html, text, from_address, to_addresses, created_at)
      select 'notice', ${subject} || ' ' || lpad(g::text, 5, '0'), '<p>x</p>', 'x', 'noreply@example.test',
        array['someone' || g || '@example.test'], now() - ${age}::interval - make_interval(secs => g)
      from generate_series(1, ${rows}) g`);
  await insert("Aardvark notice", AARDVARKS, "1 year");
  await insert("Zebra notice", ZEBRAS, "0 days");
  await insert("Yak notice", YAKS, "2 years");
  await t.database.db.execute(sql`analyze emails`);
  admin = await callerFor(t.app, t.database.db, "SLF_ADMIN");
}, 60_000);
afterAll(() => t.close());

const subjects = async (url: string) => {
  const response = await admin.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ subject: string }[]>().map((email) => email.subject);
};

describe("a search of every e-mail, sorted", () => {
  it("refuses to sort a common word's e-mails in an order whose walk finds no page, with 400 and what to do", async () => {
    const response = await admin.get("/api/emails?search=zebra&sortBy=subject&sortDirection=asc&limit=5");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "SEARCH_TOO_BROAD_TO_SORT",
      message: ERROR_MESSAGES.searchTooBroadToSort,
    });
  });

  it("lists them newest first, and in an order whose walk finds the page", async () => {
    expect(await subjects("/api/emails?search=zebra&limit=2")).toEqual(["Zebra notice 00001", "Zebra notice 00002"]);
    expect(await subjects("/api/emails?search=zebra&sortBy=subject&sortDirection=desc&limit=2")).toEqual([
      `Zebra notice ${String(ZEBRAS).padStart(5, "0")}`,
      `Zebra notice ${String(ZEBRAS - 1).padStart(5, "0")}`,
    ]);
  });

  it("sorts a rarer word's e-mails in any order", async () => {
    expect(await subjects("/api/emails?search=yak&sortBy=subject&sortDirection=asc&limit=2")).toEqual([
      "Yak notice 00001",
      "Yak notice 00002",
    ]);
  });

  it("takes a search's offset up to 100 without a cursor", async () => {
    expect((await admin.get("/api/emails?search=zebra&offset=100")).statusCode).toBe(200);
    const deeper = await admin.get("/api/emails?search=zebra&offset=101");
    expect(deeper.statusCode).toBe(400);
    expect(deeper.body).toContain("Past the first 100 matches of a search");
  });
});
