/**
 * The fuzzer's own checks can fail: a 5xx, an error that is not `{ code, message }` JSON, and a write by a refused
 * call are each reported; the fingerprint sees an insert, an update and a delete but not a session's sliding expiry;
 * and the odd inputs are really sent as built (lone surrogates in URLs, verbatim JSON).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, sessions } from "../../src/db/schema/index";
import { buildClient } from "../factories/index";
import { createSessionFor } from "../sessions";
import { createTestDatabase, type TestDatabase } from "../test-database";
import { RawJson } from "./bad-values";
import { encodeComponent, serializeJson } from "./build-request";
import { changedTables, fingerprintReader, nextTransactionId } from "./db-fingerprint";
import { problemsOf } from "./findings";

const json = { "content-type": "application/json; charset=utf-8" };

describe("problemsOf", () => {
  it("passes a JSON error with a code and a message, and any answer below 400", () => {
    expect(problemsOf({ statusCode: 400, headers: json, body: '{"code":"X","message":"m"}' }, [])).toEqual([]);
    expect(problemsOf({ statusCode: 200, headers: {}, body: "<html>" }, [])).toEqual([]);
  });

  it("reports a 5xx, an error that is not JSON with a string code and message, and a refused write", () => {
    expect(problemsOf({ statusCode: 500, headers: json, body: '{"code":"X","message":"m"}' }, [])).toEqual(["5xx"]);
    const notJson = "error is not JSON with a string code and message";
    expect(problemsOf({ statusCode: 404, headers: { "content-type": "text/html" }, body: "<h1>" }, [])).toEqual([
      notJson,
    ]);
    expect(problemsOf({ statusCode: 400, headers: json, body: '{"code":1,"message":"m"}' }, [])).toEqual([notJson]);
    expect(problemsOf({ statusCode: 403, headers: json, body: '{"code":"X","message":"m"}' }, ["clients"])).toEqual([
      "refused call changed the database",
    ]);
  });
});

describe("the database fingerprint", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("changes with an insert, an update and a delete, and names the table", async () => {
    const read = fingerprintReader(database.db);
    const start = await read();
    const client = await buildClient(database.db);
    const inserted = await read();
    expect(changedTables(start, inserted).map((c) => c.split(" ")[0])).toEqual(["clients"]);
    await database.db.update(clients).set({ name: "Renamed" }).where(eq(clients.id, client.id));
    const updated = await read();
    expect(changedTables(inserted, updated).map((c) => c.split(" ")[0])).toEqual(["clients"]);
    await database.db.delete(clients).where(eq(clients.id, client.id));
    expect(changedTables(updated, await read()).map((c) => c.split(" ")[0])).toEqual(["clients"]);
  });

  it("sees any write move the next transaction id, and a read not given one", async () => {
    // The next id is the whole server's, which other test files write to at the same time: that a read leaves it is
    // checked where no one else can move it, in the read's own transaction.
    const assigned = () => sql<string | null>`pg_current_xact_id_if_assigned()::text`;
    const idOfRead = await database.db.transaction(async (tx) => {
      await tx.select().from(clients);
      return (await tx.execute<{ id: string | null }>(sql`select ${assigned()} as id`)).rows[0]?.id;
    });
    expect(idOfRead).toBeNull();
    const start = await nextTransactionId(database.db);
    await buildClient(database.db);
    expect(await nextTransactionId(database.db)).not.toBe(start);
  });

  it("ignores a session's sliding idle expiry but not a session ended", async () => {
    const session = await createSessionFor(database.db, { role: "SLF_ADMIN" });
    const read = fingerprintReader(database.db);
    const before = await read();
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(), idleExpiresAt: sql`idle_expires_at + interval '1 minute'`, updatedAt: new Date() })
      .where(eq(sessions.userId, session.user.id));
    const slid = await read();
    expect(changedTables(before, slid)).toEqual([]);
    await database.db.delete(sessions).where(eq(sessions.userId, session.user.id));
    expect(changedTables(slid, await read()).map((c) => c.split(" ")[0])).toEqual(["sessions"]);
  });
});

describe("request encoding", () => {
  it("sends a lone surrogate in a URL as its WTF-8 bytes, and pairs as UTF-8", () => {
    expect(encodeComponent("a\ud800b")).toBe("a%ED%A0%80b");
    expect(encodeComponent("😀/")).toBe("%F0%9F%98%80%2F");
  });

  it("writes RawJson verbatim into the JSON body", () => {
    expect(serializeJson({ n: new RawJson("1e400"), deep: [new RawJson("[[]]")] })).toBe('{"n":1e400,"deep":[[[]]]}');
    expect(serializeJson(new RawJson("{'a':1}"))).toBe("{'a':1}");
  });
});
