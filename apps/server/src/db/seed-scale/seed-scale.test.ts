import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { ScaleSeedRefusedError, type SeedScaleResult, seedScale } from "./seed-scale";

const CLIENTS = 200;
/**
 * The proportions: per client 3 users, 5 documents, 20 e-mails, 20 audit events, half an explorer page (with
 * four plans).
 */
const EXPECTED_ROWS: Record<string, number> = {
  clients: CLIENTS,
  users: 3 * CLIENTS,
  documents: 5 * CLIENTS,
  emails: 20 * CLIENTS,
  audit_log: 20 * CLIENTS,
  explorer_pages: CLIENTS / 2,
  benefit_plans: 2 * CLIENTS,
  policies: 1.5 * CLIENTS,
  tasks: 8 * CLIENTS,
};

let t: TestApp;
let cookie: string;
let seeded: SeedScaleResult;

async function countsOf(tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await t.database.db.$client.query(`select count(*)::int as n from ${table}`);
    counts[table] = result.rows[0].n;
  }
  return counts;
}

async function one<T>(sql: string): Promise<T> {
  return (await t.database.db.$client.query(sql)).rows[0] as T;
}

/** The rows of a list answer, whether it is an array or a page ({ data, count }); fails on anything but 200. */
async function listed(url: string): Promise<Record<string, unknown>[]> {
  const response = await t.app.inject({ method: "GET", url, headers: { cookie } });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  const body = response.json<Record<string, unknown>[] | { data: Record<string, unknown>[] }>();
  return Array.isArray(body) ? body : body.data;
}

beforeAll(async () => {
  t = await buildTestApp();
  seeded = await seedScale(t.database.db.$client, { clients: CLIENTS });
  cookie = (await createSessionFor(t.database.db, { role: "SLF_OWNER" })).cookie;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("the scale seed", () => {
  it("writes the issue's volumes in proportion to --clients, and reports each table's rows", async () => {
    const counts = await countsOf(Object.keys(EXPECTED_ROWS));
    // The signed-in owner is the one user the seed did not write.
    expect({ ...counts, users: (counts.users ?? 0) - 1 }).toEqual(EXPECTED_ROWS);
    for (const [table, rows] of Object.entries(EXPECTED_ROWS)) {
      expect(seeded.tables.find((timing) => timing.table === table)?.rows, table).toBe(rows);
    }
  });

  it("gives every broker three clients and every ben admin one, with names that vary", async () => {
    const links = await one<{ brokers: number; benAdmins: number; names: number }>(
      `select
         (select count(*)::int from user_clients uc join users u on u.id = uc.user_id where u.role = 'BROKER') as brokers,
         (select count(*)::int from user_clients uc join users u on u.id = uc.user_id where u.role = 'BEN_ADMIN') as "benAdmins",
         (select count(distinct name)::int from clients) as names`,
    );
    expect(links.brokers).toBe(3 * 194);
    expect(links.benAdmins).toBe(400);
    expect(links.names).toBeGreaterThan(CLIENTS * 0.9);
  });

  it("appends the outbox in the order it was sent, each e-mail after its client was created", async () => {
    // Appended in time order: the page an e-mail lies on follows its sending time (a row that fits into free space
    // left on an earlier page lands there, as in any table).
    const outbox = await one<{ inOrder: boolean; sameTime: number; beforeClient: number; clients: number }>(
      `select
         (select corr(extract(epoch from created_at), (ctid::text::point)[0]) > 0.99 from emails) as "inOrder",
         (select count(*) - count(distinct created_at) from emails)::int as "sameTime",
         (select count(*)::int from emails e join clients c on c.id = e.client_id where e.created_at < c.created_at)
           as "beforeClient",
         (select count(distinct client_id)::int from emails) as clients`,
    );
    expect(outbox).toEqual({ inOrder: true, sameTime: 0, beforeClient: 0, clients: expect.any(Number) });
    // Older clients have more of the years' e-mails, but most clients have some.
    expect(outbox.clients).toBeGreaterThan(CLIENTS / 2);
  });

  it("lets a carrier owner open every staff list over the seeded rows", async () => {
    const client = await one<{ id: string; name: string }>(
      "select id, name from clients where deleted_at is null and not is_archived order by case_id limit 1",
    );
    const broker = await one<{ id: string }>("select id from users where role = 'BROKER' order by user_id limit 1");
    const owner = await one<{ id: string }>(
      "select page_owner_user_id as id from explorer_pages where deleted_at is null order by name limit 1",
    );

    expect(await listed("/api/clients")).toHaveLength(25);
    const found = await listed(`/api/clients?search=${encodeURIComponent(client.name)}`);
    expect(found.map((row) => row.id)).toContain(client.id);
    expect(await listed("/api/clients?search=qzxwvnomatch")).toEqual([]);
    expect((await listed(`/api/clients?offset=${CLIENTS - 10}&includeArchived=true`)).length).toBeGreaterThan(0);

    for (const url of ["/api/users", "/api/users/slfs", "/api/users/role/BROKER", "/api/users/role/BEN_ADMIN"]) {
      expect((await listed(url)).length, url).toBeGreaterThan(0);
    }
    expect((await listed(`/api/users/${broker.id}/clients`)).length).toBeGreaterThan(0);
    expect(await listed("/api/emails")).toHaveLength(25);
    expect((await listed(`/api/clients/${client.id}/emails`)).length).toBeGreaterThan(0);
    expect((await listed(`/api/clients/${client.id}/audit-log`)).length).toBeGreaterThan(0);
    expect((await listed(`/api/clients/${client.id}/documents/meta`)).length).toBeGreaterThan(0);
    expect((await listed(`/api/explorer-pages/by-owner/${owner.id}`)).length).toBeGreaterThan(0);
  });

  it("refuses to seed twice, and with reset replaces only its own rows", async () => {
    await expect(seedScale(t.database.db.$client, { clients: CLIENTS })).rejects.toBeInstanceOf(ScaleSeedRefusedError);
    const before = await countsOf(Object.keys(EXPECTED_ROWS));
    await seedScale(t.database.db.$client, { clients: CLIENTS, reset: true });
    expect(await countsOf(Object.keys(EXPECTED_ROWS))).toEqual(before);
    // The owner the test signed in with is not a scale row: reset kept it.
    expect((await listed("/api/users/slfs")).length).toBeGreaterThan(0);
  }, 30_000);
});
