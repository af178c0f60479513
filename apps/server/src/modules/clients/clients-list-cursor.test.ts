import {
  CURSOR_LIST_OFFSET_MAX,
  LIST_CURSOR_MESSAGE,
  LIST_OFFSET_MESSAGE,
} from "@onboard/domain/validation/list-cursor";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCursorsToMatchOffsets } from "../../../test/keyset-paging";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { type Caller, callerFor } from "./clients-test-support";

let t: TestApp;
let admin: Caller;

interface Page {
  data: { id: string; name: string }[];
  nextCursor: string | null;
}

beforeAll(async () => {
  t = await buildTestApp();
  // Names that tie in lower case (the id breaks the tie), and update times that tie too.
  await t.database.db.execute(sql`
    insert into clients (name, case_id, updated_at)
    select case when g % 3 = 0 then 'Keyset ' || lpad((g / 3)::text, 3, '0') else 'KEYSET ' || lpad((g / 3)::text, 3, '0') end,
      'KEY-' || g, timestamptz '2026-01-01' + (g / 4) * interval '1 second'
    from generate_series(1, 70) g`);
  admin = await callerFor(t, "SLF_ADMIN");
});
afterAll(() => t.close());

async function page(query: string): Promise<Page> {
  const response = await admin.request("GET", `/api/clients?search=keyset&limit=10&${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
}

describe("GET /api/clients?after= (keyset paging)", () => {
  it.each([
    "sortBy=name",
    "sortBy=name&sortDirection=desc",
    "sortBy=updatedAt&sortDirection=desc",
    "sortBy=caseId",
    "sortBy=releaseStatus",
  ])("gives the same rows as paging by offset, %s", async (order) => {
    await expectCursorsToMatchOffsets(page, order, 70, 10);
  });

  it("has no next cursor on a page that is not full", async () => {
    expect((await page("offset=65")).nextCursor).toBeNull();
  });

  it("refuses a cursor that is not one, or one of another order, with 400 and a clear message", async () => {
    const { nextCursor } = await page("sortBy=name");
    for (const query of [
      "after=nonsense!",
      `sortBy=caseId&after=${nextCursor}`,
      `sortDirection=desc&after=${nextCursor}`,
    ]) {
      const response = await admin.request("GET", `/api/clients?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(LIST_CURSOR_MESSAGE);
    }
  });

  it("takes an offset up to 1,000 rows, and past it only with a cursor", async () => {
    const { nextCursor } = await page("sortBy=name");
    for (const query of [
      `offset=${CURSOR_LIST_OFFSET_MAX}`,
      `offset=${CURSOR_LIST_OFFSET_MAX + 25}&after=${nextCursor}`,
    ]) {
      const response = await admin.request("GET", `/api/clients?sortBy=name&${query}`);
      expect(response.statusCode, query).toBe(200);
    }
    const tooDeep = await admin.request("GET", `/api/clients?offset=${CURSOR_LIST_OFFSET_MAX + 1}`);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.body).toContain(LIST_OFFSET_MESSAGE);
  });
});
