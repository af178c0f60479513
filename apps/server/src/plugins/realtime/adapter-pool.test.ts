/**
 * The adapter's pool against a real database: closing it never waits for a client the adapter has not given back,
 * which is what a socket.io adapter closed while it was still running its LISTEN statements leaves behind.
 */
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { createAdapterPool } from "./adapter-pool";

let database: TestDatabase;
const log = Fastify({ logger: false }).log;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("the realtime adapter's pool", () => {
  it("ends with a client still checked out and mid-query, failing that query", async () => {
    const adapterPool = createAdapterPool(database.db.$client, log);
    const client = await adapterPool.pool.connect();
    // The adapter's LISTEN in flight when the app closes (a sleep stands in for it, so that it is still running).
    const inFlight = client.query("select pg_sleep(600)").then(
      () => "finished",
      () => "failed",
    );
    await adapterPool.end();
    expect(await inFlight).toBe("failed");
  });

  it("ends after the adapter has given its client back, without releasing it twice", async () => {
    const adapterPool = createAdapterPool(database.db.$client, log);
    const client = await adapterPool.pool.connect();
    await client.query("select 1");
    client.release();
    await expect(adapterPool.end()).resolves.toBeUndefined();
  });

  it("settles `listening` when the first statement on a client has run", async () => {
    const adapterPool = createAdapterPool(database.db.$client, log);
    const client = await adapterPool.pool.connect();
    await client.query(`LISTEN "adapter-pool-test"`);
    await expect(adapterPool.listening).resolves.toBeUndefined();
    client.release();
    await adapterPool.end();
  });
});
