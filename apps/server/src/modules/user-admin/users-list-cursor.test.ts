import { encodeListCursor, LIST_CURSOR_MESSAGE, LIST_OFFSET_MESSAGE } from "@onboard/domain/validation/list-cursor";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCursorsToMatchOffsets, idsByCursor } from "../../../test/keyset-paging";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { callerFor } from "./user-admin-test-support";

let t: TestApp;
let admin: Awaited<ReturnType<typeof callerFor>>;

interface Page {
  data: { id: string; name: string }[];
  nextCursor: string | null;
}

beforeAll(async () => {
  t = await buildTestApp();
  // Names that tie in lower case (the id breaks the tie), creation times that tie too, and a few never signed in.
  await t.database.db.execute(sql`
    insert into users (user_id, name, email, role, created_at, last_login_at)
    select 'keyset-' || g,
      case when g % 3 = 0 then 'Keyset ' || lpad((g / 3)::text, 3, '0') else 'KEYSET ' || lpad((g / 3)::text, 3, '0') end,
      'keyset' || g || '@example.test', 'BROKER', timestamptz '2026-01-01' + (g / 4) * interval '1 second',
      case when g % 5 = 0 then null else timestamptz '2026-02-01' + g * interval '1 minute' end
    from generate_series(1, 70) g`);
  admin = await callerFor(t.app, t.database.db, "SLF_ADMIN");
});
afterAll(() => t.close());

async function page(query: string): Promise<Page> {
  const response = await admin.get(`/api/users/role/BROKER?search=keyset&limit=10&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

describe("GET /api/users…?after= (keyset paging)", () => {
  it.each([
    "sortBy=name",
    "sortBy=name&sortDirection=desc",
    "sortBy=email",
    "sortBy=createdAt&sortDirection=desc",
    "sortBy=lastLoginAt",
    "sortBy=lastLoginAt&sortDirection=desc",
  ])("gives the same users as paging by offset, %s", async (order) => {
    await expectCursorsToMatchOffsets(page, order, 70, 10);
  });

  it("puts the never-signed-in users last in both directions of the last sign-in's order", async () => {
    for (const direction of ["asc", "desc"]) {
      const ids = await idsByCursor(page, `sortBy=lastLoginAt&sortDirection=${direction}`);
      const users = await t.database.db.execute<{ id: string; last_login_at: string | null }>(
        sql`select id, last_login_at from users where user_id like 'keyset-%'`,
      );
      const signedIn = new Map(users.rows.map((row) => [row.id, row.last_login_at !== null]));
      // 14 of the 70 never signed in: the last 14 either way.
      expect(ids.map((id) => signedIn.get(id))).toEqual([...Array(56).fill(true), ...Array(14).fill(false)]);
    }
  });

  it("takes an offset up to 1,000 without a cursor, and refuses a deeper one with 400", async () => {
    expect((await admin.get("/api/users?offset=1000")).statusCode).toBe(200);
    const deeper = await admin.get("/api/users?offset=1001");
    expect(deeper.statusCode).toBe(400);
    expect(deeper.body).toContain(LIST_OFFSET_MESSAGE);
    expect((await admin.get(`/api/users?offset=5000&after=${(await page("sortBy=name")).nextCursor}`)).statusCode).toBe(
      200,
    );
  });

  it("has no next cursor on a page that is not full", async () => {
    expect((await page("offset=65")).nextCursor).toBeNull();
  });

  it("refuses a cursor that is not one, of another order, or whose key is not a time in a time order, with 400", async () => {
    const { nextCursor } = await page("sortBy=name");
    const forged = encodeListCursor({
      sortBy: "lastLoginAt",
      sortDirection: "asc",
      key: "yesterday",
      id: crypto.randomUUID(),
    });
    for (const query of [
      "after=nonsense!",
      `sortBy=email&after=${nextCursor}`,
      `sortDirection=desc&after=${nextCursor}`,
      `sortBy=lastLoginAt&after=${forged}`,
    ]) {
      const response = await admin.get(`/api/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body).toContain(LIST_CURSOR_MESSAGE);
    }
  });
});
