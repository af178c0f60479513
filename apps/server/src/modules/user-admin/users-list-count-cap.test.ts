import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { LIST_COUNT_CAP } from "../../db/capped-count";
import { callerFor } from "./user-admin-test-support";

let t: TestApp;
let admin: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  t = await buildTestApp();
  // One more broker than the count goes to, a handful that a search finds, and one deleted broker.
  await t.database.db.execute(sql`
    insert into users (user_id, name, email, role)
    select 'capped-' || g, 'Capped ' || lpad(g::text, 4, '0'), 'capped' || g || '@example.test', 'BROKER'
    from generate_series(1, ${LIST_COUNT_CAP + 1}) g`);
  await t.database.db.execute(sql`
    insert into users (user_id, name, email, role, deleted_at)
    select 'rare-' || g, 'Rare Rower ' || g, 'rare' || g || '@example.test', 'BEN_ADMIN', case when g = 4 then now() end
    from generate_series(1, 4) g`);
  admin = await callerFor(t.app, t.database.db, "SLF_ADMIN");
});
afterAll(() => t.close());

async function list(url: string) {
  const response = await admin.get(url);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { name: string; clientCount: number }[]; count: number; totalIsCapped: boolean }>();
}

describe("the user lists at more than the counted matches", () => {
  it.each(["/api/users?limit=25", "/api/users/role/BROKER?limit=25", "/api/users/broker?limit=25"])(
    "%s counts up to the cap and says the total is more",
    async (url) => {
      const first = await list(url);
      expect(first).toMatchObject({ count: LIST_COUNT_CAP, totalIsCapped: true });
      expect(first.data).toHaveLength(25);
    },
  );

  it("still serves the pages past the cap, in name order either way", async () => {
    const past = await list(`/api/users/broker?search=capped&limit=25&offset=${LIST_COUNT_CAP}`);
    expect(past.data.map((u) => u.name)).toEqual([`Capped ${String(LIST_COUNT_CAP + 1).padStart(4, "0")}`]);
    expect(past.totalIsCapped).toBe(true);
    const last = await list("/api/users/role/BROKER?search=capped&limit=2&sortDirection=desc");
    expect(last.data.map((u) => u.name)).toEqual(["Capped 1001", "Capped 1000"]);
  });

  it("counts exactly below the cap, deleted users left out", async () => {
    expect(await list("/api/users/ben-admin?search=rare%20row")).toMatchObject({ count: 3, totalIsCapped: false });
    expect(await list("/api/users/slfs?limit=25")).toMatchObject({ totalIsCapped: false });
  });
});
