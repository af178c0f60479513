/**
 * Keyset paging of the e-mail lists (issue 21): every e-mail, whose answer is the page alone and whose next page is a
 * `Link` header, and a client's, whose answer carries `nextCursor`. Following the cursors gives the same e-mails as
 * paging by offset, in every order and direction, with ties of the sort key and of the creation time, and never-sent
 * e-mails last either way.
 */
import {
  encodeListCursor,
  LIST_CURSOR_MESSAGE,
  LIST_OFFSET_MESSAGE,
  nextCursorOfLink,
} from "@onboard/domain/validation/list-cursor";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CursorPage, expectCursorsToMatchOffsets, idsByCursor } from "../../../test/keyset-paging";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { callerFor } from "../user-admin/user-admin-test-support";

let t: TestApp;
let admin: Awaited<ReturnType<typeof callerFor>>;
let clientId = "";
const EMAILS = 64;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const [client] = (
    await db.execute<{ id: string }>(
      sql`insert into clients (name, case_id) values ('Keyset Mail Co', 'KM-1') returning id`,
    )
  ).rows;
  clientId = client?.id ?? "";
  // Subjects that tie in lower case, creation times that tie in fours, statuses in turn, and every fifth never sent.
  await db.execute(sql`
    insert into emails (client_id, template, subject, html, text, from_address, to_addresses, status, sent_at, created_at)
    select ${clientId}, 'keymail',
      case when g % 2 = 0 then 'Keymail ' else 'KEYMAIL ' end || lpad((g / 3)::text, 3, '0'), '<p>x</p>', 'x',
      'noreply@example.test', array['to' || (g % 7) || '@example.test'],
      (array['QUEUED', 'SENT', 'FAILED', 'RESENT'])[1 + g % 4]::email_status,
      case when g % 5 = 0 then null else timestamptz '2026-03-01' + (g % 9) * interval '1 hour' end,
      timestamptz '2026-01-01' + (g / 4) * interval '1 second'
    from generate_series(1, ${EMAILS}) g`);
  admin = await callerFor(t.app, db, "SLF_ADMIN");
});
afterAll(() => t.close());

/** A page of every e-mail: the next cursor from the Link header. */
async function allPage(query: string): Promise<CursorPage> {
  const response = await admin.get(`/api/emails?search=keymail&limit=10&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { data: response.json<{ id: string }[]>(), nextCursor: nextCursorOfLink(response.headers.link as string) };
}

async function clientPage(query: string): Promise<CursorPage> {
  const response = await admin.get(`/api/clients/${clientId}/emails?limit=10&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CursorPage>();
}

const ORDERS = ["createdAt", "subject", "to", "status", "sentAt"].flatMap((sortBy) =>
  ["asc", "desc"].map((direction) => `sortBy=${sortBy}&sortDirection=${direction}`),
);

describe("GET /api/emails?after= and GET /api/clients/:id/emails?after= (keyset paging)", () => {
  it.each([...ORDERS, ""])("give the same e-mails as paging by offset: %s", async (order) => {
    for (const page of [allPage, clientPage]) {
      await expectCursorsToMatchOffsets(page, order, EMAILS, 10);
    }
  });

  it("puts the never-sent e-mails last in both directions of the sending time's order", async () => {
    const sent = await t.database.db.execute<{ id: string; sent_at: string | null }>(
      sql`select id, sent_at from emails where template = 'keymail'`,
    );
    const wasSent = new Map(sent.rows.map((row) => [row.id, row.sent_at !== null]));
    for (const direction of ["asc", "desc"]) {
      const ids = await idsByCursor(allPage, `sortBy=sentAt&sortDirection=${direction}`);
      // 12 of the 64 were never sent.
      expect(ids.map((id) => wasSent.get(id))).toEqual([...Array(52).fill(true), ...Array(12).fill(false)]);
    }
  });

  it("links the next page with the same query, and none from a last page", async () => {
    const response = await admin.get("/api/emails?search=keymail&limit=10&sortBy=subject");
    expect(response.headers.link).toMatch(
      /^<\/api\/emails\?[^>]*search=keymail[^>]*sortBy=subject[^>]*after=[\w-]+>; rel="next"$/,
    );
    expect((await allPage("offset=60")).nextCursor).toBeNull();
    expect((await clientPage("offset=60")).nextCursor).toBeNull();
  });

  it("counts the same with or without a cursor", async () => {
    const { nextCursor } = await allPage("");
    const plain = await admin.get("/api/emails/count?search=keymail");
    const after = await admin.get(`/api/emails/count?search=keymail&after=${nextCursor}`);
    expect(after.json()).toEqual(plain.json());
    expect(plain.json()).toEqual({ count: EMAILS, totalIsCapped: false });
  });

  it("takes an offset up to 1,000 without a cursor, and refuses a deeper one with 400", async () => {
    expect((await admin.get("/api/emails?offset=1000")).statusCode).toBe(200);
    for (const url of ["/api/emails?offset=1001", `/api/clients/${clientId}/emails?offset=1001`]) {
      const response = await admin.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.body).toContain(LIST_OFFSET_MESSAGE);
    }
  });

  it("refuses a cursor of another order or direction, or whose keys do not fit it, with 400", async () => {
    const { nextCursor } = await allPage("sortBy=subject&sortDirection=asc");
    const id = crypto.randomUUID();
    const forged = [
      encodeListCursor({ sortBy: "createdAt", sortDirection: "desc", key: "yesterday", id }),
      encodeListCursor({ sortBy: "sentAt", sortDirection: "desc", key: "2026-03-01 00:00:00+00", id }),
      encodeListCursor({ sortBy: "sentAt", sortDirection: "desc", key: "2026-03-01 00:00:00+00", id, createdAt: "x" }),
    ];
    for (const query of [
      "after=nonsense!",
      `sortBy=subject&sortDirection=desc&after=${nextCursor}`,
      `sortBy=to&sortDirection=asc&after=${nextCursor}`,
      `after=${forged[0]}`,
      `sortBy=sentAt&after=${forged[1]}`,
      `sortBy=sentAt&after=${forged[2]}`,
    ]) {
      const response = await admin.get(`/api/emails?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body).toContain(LIST_CURSOR_MESSAGE);
    }
  });
});
