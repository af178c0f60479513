import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { type Caller, callerFor } from "./clients-test-support";
import { CLIENT_COUNT_CAP } from "./repository";

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  // One more client than the count goes to, and a handful that a search finds.
  await t.database.db.execute(sql`
    insert into clients (name, case_id)
    select 'Capped ' || lpad(g::text, 4, '0'), 'CAP-' || g from generate_series(1, ${CLIENT_COUNT_CAP + 1}) g`);
  await t.database.db.execute(sql`
    insert into clients (name, case_id) select 'Rare Rowing ' || g, 'RARE-' || g from generate_series(1, 3) g`);
  admin = await callerFor(t, "SLF_ADMIN");
});
afterAll(() => t.close());

async function list(query: string) {
  const response = await admin.request("GET", `/api/clients?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { name: string }[]; count: number; totalIsCapped: boolean }>();
}

describe("GET /api/clients at more than the counted matches", () => {
  it("counts up to the cap and says the total is more", async () => {
    const first = await list("limit=25");
    expect(first).toMatchObject({ count: CLIENT_COUNT_CAP, totalIsCapped: true });
    expect(first.data).toHaveLength(25);
  });

  it("still serves the pages past the cap", async () => {
    const past = await list(`search=Capped&limit=25&offset=${CLIENT_COUNT_CAP}`);
    expect(past.data.map((c) => c.name)).toEqual([`Capped ${String(CLIENT_COUNT_CAP + 1).padStart(4, "0")}`]);
    expect(past.totalIsCapped).toBe(true);
  });

  it("counts exactly below the cap", async () => {
    expect(await list("search=rare%20row")).toMatchObject({ count: 3, totalIsCapped: false });
  });
});
