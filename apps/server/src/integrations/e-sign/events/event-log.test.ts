/**
 * The envelope's event log against the real Postgres: appends chain in order, concurrent appends serialize into a
 * gapless chain, the database refuses UPDATE, DELETE and TRUNCATE, and `verifyEventChain` names the event that was
 * changed or removed behind the trigger's back (by the table's owner, who alone can disable it).
 */
import { createHash } from "node:crypto";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../test/test-database";
import { createDb } from "../../../db/client";
import { postgresError } from "../../../db/postgres-error";
import { ESIGN_GENESIS_HASH, esignEvents } from "../../../db/schema/esign";
import { createTestEnvelope } from "../store/esign-test-support";
import { appendEvent, UnknownEnvelopeError } from "./append-event";
import { canonicalJson } from "./canonical-json";
import { eventHash } from "./event-hash";
import { verifyEventChain } from "./verify-event-chain";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const eventsOf = (envelopeId: string) =>
  database.db.select().from(esignEvents).where(eq(esignEvents.envelopeId, envelopeId)).orderBy(asc(esignEvents.seq));

/** Runs `change` with the append-only trigger off, as the table's owner can: what an attacker with DDL rights does. */
const behindTheTrigger = (change: SQL) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table esign_events disable trigger esign_events_append_only`);
    await tx.execute(change);
    await tx.execute(sql`alter table esign_events enable trigger esign_events_append_only`);
  });

async function envelopeWithEvents(count: number) {
  const { envelope, recipients } = await createTestEnvelope(database.db);
  for (let i = 1; i < count; i += 1) {
    await database.db.transaction((tx) =>
      appendEvent(tx, envelope.id, { type: "viewed", recipientId: recipients[0]?.id, data: { n: i } }),
    );
  }
  return envelope.id;
}

describe("appending events", () => {
  it("numbers them 1, 2, 3… and chains each hash to the one before, from 64 zeros", async () => {
    const { envelope, recipients } = await createTestEnvelope(database.db);
    const signer = recipients[0]?.id ?? null;
    const at = new Date("2026-11-26T04:00:00.123Z");
    await database.db.transaction(async (tx) => {
      await appendEvent(tx, envelope.id, { type: "sent", data: { documentSha256: "ab".repeat(32) } });
      await appendEvent(tx, envelope.id, { type: "viewed", recipientId: signer, at, data: { ip: "203.0.113.7" } });
    });
    const events = await eventsOf(envelope.id);
    expect(events.map((e) => [e.seq, e.type])).toEqual([
      [1, "created"],
      [2, "sent"],
      [3, "viewed"],
    ]);
    expect(events[0]?.prevHash).toBe(ESIGN_GENESIS_HASH);
    expect(events[1]?.prevHash).toBe(events[0]?.hash);
    expect(events[2]?.prevHash).toBe(events[1]?.hash);

    // The hash is SHA-256 of prev_hash followed by the canonical JSON of the event, as an outside auditor would do it.
    const content = {
      envelopeId: envelope.id,
      seq: 3,
      type: "viewed",
      recipientId: signer,
      data: { ip: "203.0.113.7" },
    };
    const expected = createHash("sha256")
      .update(`${events[1]?.hash}${canonicalJson({ ...content, at: at.toISOString() })}`)
      .digest("hex");
    expect(events[2]?.hash).toBe(expected);
    expect(events[2]?.at.toISOString()).toBe(at.toISOString());
    expect(await verifyEventChain(database.db, envelope.id)).toEqual({ ok: true });
  });

  it("serializes 20 concurrent appends to one envelope into a gapless chain", async () => {
    const { envelope } = await createTestEnvelope(database.db);
    // A pool as wide as the appends, so that all 20 transactions are open at once and race for the chain head.
    const wide = createDb(database.connectionString, { max: 20 });
    try {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          wide.db.transaction(async (tx) => {
            await appendEvent(tx, envelope.id, { type: "reminded", data: { attempt: i } });
            await tx.execute(sql`select pg_sleep(0.005)`);
          }),
        ),
      );
    } finally {
      await wide.close();
    }
    const events = await eventsOf(envelope.id);
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(
      new Set(events.map((e) => (e.data as { attempt?: number }).attempt).filter((a) => a !== undefined)).size,
    ).toBe(20);
    expect(await verifyEventChain(database.db, envelope.id)).toEqual({ ok: true });
  });

  it("refuses an envelope that does not exist", async () => {
    await expect(
      database.db.transaction((tx) => appendEvent(tx, "00000000-0000-4000-8000-000000000000", { type: "sent" })),
    ).rejects.toBeInstanceOf(UnknownEnvelopeError);
  });
});

describe("the database keeps the log append-only", () => {
  it.each([
    ["UPDATE", (id: string) => sql`update esign_events set data = '{"forged":true}' where envelope_id = ${id}`],
    ["DELETE", (id: string) => sql`delete from esign_events where envelope_id = ${id} and seq = 2`],
    ["TRUNCATE", () => sql`truncate esign_events`],
  ])("refuses %s", async (operation, statement) => {
    const envelopeId = await envelopeWithEvents(3);
    const failure = await database.db.execute(statement(envelopeId)).catch((error: unknown) => error);
    expect(postgresError(failure)?.code).toBe("OB409");
    expect(String((failure as Error).cause ?? failure)).toContain(`append-only: ${operation} refused`);
    expect(await eventsOf(envelopeId)).toHaveLength(3);
  });
});

describe("verifying the chain", () => {
  it("names the event whose data was changed behind the trigger", async () => {
    const envelopeId = await envelopeWithEvents(5);
    await behindTheTrigger(
      sql`update esign_events set data = '{"n":99}' where envelope_id = ${envelopeId} and seq = 3`,
    );
    expect(await verifyEventChain(database.db, envelopeId)).toEqual({
      ok: false,
      brokenAt: 3,
      reason: expect.stringContaining("does not match its hash"),
    });
  });

  it("names the link after an event that was rewritten with a fresh hash", async () => {
    const envelopeId = await envelopeWithEvents(4);
    const [second] = (await eventsOf(envelopeId)).filter((e) => e.seq === 2);
    if (!second) throw new Error("no event 2");
    const forged = { ...second, data: { n: 99 } };
    const forgedHash = eventHash(second.prevHash, forged);
    await behindTheTrigger(
      sql`update esign_events set data = '{"n":99}', hash = ${forgedHash} where envelope_id = ${envelopeId} and seq = 2`,
    );
    expect(await verifyEventChain(database.db, envelopeId)).toEqual({
      ok: false,
      brokenAt: 3,
      reason: "its prev_hash is not the hash of event 2",
    });
  });

  it("names an event that was removed", async () => {
    const envelopeId = await envelopeWithEvents(5);
    await behindTheTrigger(sql`delete from esign_events where envelope_id = ${envelopeId} and seq = 4`);
    expect(await verifyEventChain(database.db, envelopeId)).toEqual({
      ok: false,
      brokenAt: 4,
      reason: "event 4 is missing: the log goes from 3 to 5",
    });
  });

  it("names the last event when it was removed: the envelope's chain head still counts it", async () => {
    const envelopeId = await envelopeWithEvents(3);
    await behindTheTrigger(sql`delete from esign_events where envelope_id = ${envelopeId} and seq = 3`);
    expect(await verifyEventChain(database.db, envelopeId)).toEqual({
      ok: false,
      brokenAt: 3,
      reason: "the envelope's last event is 3, but the log ends at 2",
    });
  });
});
