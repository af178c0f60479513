/**
 * The e-sign service's envelope store against the real Postgres: an envelope, its recipients and its first event are
 * written together or not at all, and read back as one envelope with its recipients and events.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../test/test-database";
import { postgresError } from "../../../db/postgres-error";
import { esignEnvelopes, esignEvents, esignRecipients } from "../../../db/schema/esign";
import { appendEvent } from "../events/append-event";
import { verifyEventChain } from "../events/verify-event-chain";
import { createEnvelope, EnvelopeInputError } from "./create-envelope";
import { createTestEnvelope, TEST_TEMPLATE } from "./esign-test-support";
import { loadEnvelope } from "./load-envelope";
import { findTemplate, putTemplate } from "./template-repository";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowCounts = async () => {
  const counted = await Promise.all(
    [esignEnvelopes, esignRecipients, esignEvents].map((table) => database.db.select({ n: count() }).from(table)),
  );
  return counted.map(([row]) => row?.n);
};

describe("templates", () => {
  it("keep every version; the latest is used unless one is named; a stored version is not rewritten", async () => {
    await putTemplate(database.db, { ...TEST_TEMPLATE, id: "participation-agreement" });
    await putTemplate(database.db, { ...TEST_TEMPLATE, id: "participation-agreement", version: 2, name: "v2" });
    const again = await putTemplate(database.db, { ...TEST_TEMPLATE, id: "participation-agreement", name: "changed" });
    expect(again.name).toBe(TEST_TEMPLATE.name);
    expect((await findTemplate(database.db, "participation-agreement"))?.version).toBe(2);
    expect((await findTemplate(database.db, "participation-agreement", 1))?.name).toBe(TEST_TEMPLATE.name);
    expect(await findTemplate(database.db, "no-such-form")).toBeNull();
  });
});

describe("creating an envelope", () => {
  it("writes the envelope, its recipients in routing order and the `created` event together", async () => {
    const at = new Date("2026-11-26T04:10:00.000Z");
    await putTemplate(database.db, TEST_TEMPLATE);
    const { envelope, recipients } = await createEnvelope(database.db, {
      templateId: TEST_TEMPLATE.id,
      reminderIntervalDays: 5,
      expiresAt: new Date("2026-12-26T04:10:00.000Z"),
      webhookUrl: "http://127.0.0.1:3000/api/esign/webhook",
      customFields: { onboardingFormId: "form-1" },
      at,
      recipients: [
        { name: "Ben Broker", email: "ben@example.com", role: "broker", routingOrder: 2 },
        {
          name: "Rosa Delgado",
          email: "rosa@example.com",
          role: "authorized-signer",
          routingOrder: 1,
          clientUserId: "u1",
        },
      ],
    });
    expect(envelope).toMatchObject({ status: "created", templateVersion: 1, reminderIntervalDays: 5, lastEventSeq: 1 });
    expect(recipients.map((r) => [r.name, r.routingOrder, r.status])).toEqual([
      ["Rosa Delgado", 1, "created"],
      ["Ben Broker", 2, "created"],
    ]);

    const loaded = await loadEnvelope(database.db, envelope.id);
    expect(loaded).toMatchObject({ id: envelope.id, customFields: { onboardingFormId: "form-1" }, version: 1 });
    expect(loaded?.recipients.map((r) => r.email)).toEqual(["rosa@example.com", "ben@example.com"]);
    expect(loaded?.events).toHaveLength(1);
    expect(loaded?.events[0]).toMatchObject({ seq: 1, type: "created", recipientId: null });
    expect(loaded?.events[0]?.at.toISOString()).toBe(at.toISOString());
    expect(loaded?.events[0]?.data).toMatchObject({
      templateId: TEST_TEMPLATE.id,
      templateVersion: 1,
      recipients: [
        { name: "Rosa Delgado", order: 1 },
        { name: "Ben Broker", order: 2 },
      ],
    });
    expect(loaded?.lastEventHash).toBe(loaded?.events[0]?.hash);
    expect(await verifyEventChain(database.db, envelope.id)).toEqual({ ok: true });
  });

  it("leaves nothing behind when a recipient is refused", async () => {
    await putTemplate(database.db, TEST_TEMPLATE);
    const before = await rowCounts();
    const good = { name: "Rosa Delgado", email: "rosa@example.com", role: "authorized-signer", routingOrder: 1 };
    const bad = { name: "Nobody", email: "n@example.com", role: "broker", routingOrder: 0 };
    const failure = await createEnvelope(database.db, { templateId: TEST_TEMPLATE.id, recipients: [good, bad] }).catch(
      (error: unknown) => error,
    );
    expect(postgresError(failure)?.constraint).toBe("esign_recipients_routing_order_check");
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses an envelope with no recipient or an unknown template", async () => {
    await expect(createEnvelope(database.db, { templateId: TEST_TEMPLATE.id, recipients: [] })).rejects.toThrow(
      EnvelopeInputError,
    );
    await expect(
      createEnvelope(database.db, {
        templateId: "no-such-form",
        recipients: [{ name: "A", email: "a@example.com", role: "broker", routingOrder: 1 }],
      }),
    ).rejects.toThrow(/no e-sign template no-such-form/);
  });
});

describe("reading an envelope", () => {
  it("gives its recipients with their evidence (a drawn signature's bytes too) and its events in sequence", async () => {
    const { envelope, recipients } = await createTestEnvelope(database.db);
    const signer = recipients[0];
    if (!signer) throw new Error("no recipient");
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255]);
    await database.db.transaction(async (tx) => {
      await tx
        .update(esignRecipients)
        .set({ status: "signed", signatureKind: "drawn", signatureName: "Rosa Delgado", signatureImage: png })
        .where(eq(esignRecipients.id, signer.id));
      await appendEvent(tx, envelope.id, { type: "signed", recipientId: signer.id, data: { ip: "203.0.113.7" } });
    });
    const loaded = await loadEnvelope(database.db, envelope.id);
    expect(loaded?.recipients[0]).toMatchObject({ status: "signed", signatureKind: "drawn" });
    expect(loaded?.recipients[0]?.signatureImage?.equals(png)).toBe(true);
    expect(loaded?.recipients[1]?.signatureImage).toBeNull();
    expect(loaded?.events.map((e) => [e.seq, e.type, e.recipientId])).toEqual([
      [1, "created", null],
      [2, "signed", signer.id],
    ]);
  });

  it("answers null for an unknown envelope", async () => {
    expect(await loadEnvelope(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
