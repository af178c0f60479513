/**
 * The service's timed work against the real Postgres: reminders are due to the recipient whose turn it is once the
 * envelope's interval has passed since they were sent it or last reminded (not to a later order, not after they
 * signed, not on a finished envelope), and recording one is a `reminded` event; envelopes past their expiry become
 * `expired` with an `expired` event, each checked again under its lock.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyEventChain } from "../events/verify-event-chain";
import { createEnvelope } from "../store/create-envelope";
import { loadEnvelope } from "../store/load-envelope";
import { addRecipient } from "./add-recipient";
import { expireDue, expireEnvelope } from "./expire-envelopes";
import { recordView } from "./record-view";
import { dueReminders, markReminded } from "./reminders";
import { sendEnvelope } from "./send-envelope";
import { EnvelopeStatusError } from "./service-errors";
import {
  application,
  createApplicationEnvelope,
  createServiceTestContext,
  minute,
  type ServiceTestContext,
  SIGNER_EVIDENCE,
  SIGNER_VALUES,
} from "./service-test-support";
import { setNotification } from "./set-notification";
import { signAsRecipient } from "./sign-as-recipient";
import { voidEnvelope } from "./void-envelope";

let context: ServiceTestContext;
beforeAll(async () => {
  context = await createServiceTestContext();
});
afterAll(() => context.close());

const DAY = 24 * 60 * 60 * 1000;
/** `days` days (and `minutes` minutes) after minute 1, when the test envelopes are sent. */
const afterSending = (days: number, minutes = 0) => new Date(minute(1).getTime() + days * DAY + minutes * 60_000);

async function sentEnvelope() {
  const created = await createApplicationEnvelope(context);
  await sendEnvelope(context.db, created.envelope.id, minute(1));
  return created;
}

/** Who is due a reminder on this envelope at `now`. */
const dueOn = async (envelopeId: string, now: Date) =>
  (await dueReminders(context.db, now)).filter((due) => due.envelopeId === envelopeId).map((due) => due.recipientId);

const signing = {
  values: SIGNER_VALUES,
  signature: { kind: "typed", name: "Tamika Brooks" },
  evidence: SIGNER_EVIDENCE,
};

describe("reminders", () => {
  it("are due to the recipient whose turn it is, every interval since sent or last reminded", async () => {
    const { envelope, signer, broker } = await sentEnvelope();
    // The default interval is 3 days.
    expect(await dueOn(envelope.id, afterSending(3, -1))).toEqual([]);
    const [due] = await dueReminders(context.db, afterSending(3)).then((all) =>
      all.filter((d) => d.envelopeId === envelope.id),
    );
    expect(due).toMatchObject({ recipientId: signer.id, envelope: { id: envelope.id, status: "sent" } });
    expect(due?.recipient).toMatchObject({ id: signer.id, status: "sent", sentAt: minute(1) });

    // Viewing does not stop the reminders; recording one moves the next interval on.
    await recordView(context.db, envelope.id, signer.id, SIGNER_EVIDENCE, afterSending(1));
    expect(await dueOn(envelope.id, afterSending(3))).toEqual([signer.id]);
    expect(await markReminded(context.db, envelope.id, signer.id, afterSending(3))).toBe(true);
    expect(await dueOn(envelope.id, afterSending(5))).toEqual([]);
    expect(await dueOn(envelope.id, afterSending(6))).toEqual([signer.id]);
    let loaded = await loadEnvelope(context.db, envelope.id);
    expect(loaded?.recipients[0]?.lastRemindedAt).toEqual(afterSending(3));
    expect(loaded?.events.at(-1)).toMatchObject({ type: "reminded", recipientId: signer.id, at: afterSending(3) });

    // Not the broker's turn: no reminder recorded for them.
    expect(await markReminded(context.db, envelope.id, broker.id, afterSending(3))).toBe(false);

    // The signer signs on day 4: the broker is sent then, and due 3 days after.
    await signAsRecipient(context, envelope.id, signer.id, signing, afterSending(4));
    expect(await dueOn(envelope.id, afterSending(6))).toEqual([]);
    expect(await dueOn(envelope.id, afterSending(7))).toEqual([broker.id]);
    expect(await markReminded(context.db, envelope.id, signer.id, afterSending(7))).toBe(false);

    // A shorter interval makes them due sooner; a voided envelope has none due.
    await setNotification(context.db, envelope.id, { reminderIntervalDays: 1, expiresAt: null }, afterSending(4));
    expect(await dueOn(envelope.id, afterSending(5))).toEqual([broker.id]);
    await voidEnvelope(context.db, envelope.id, "Replaced", afterSending(5, 1));
    expect(await dueOn(envelope.id, afterSending(9))).toEqual([]);
    expect(await markReminded(context.db, envelope.id, broker.id, afterSending(9))).toBe(false);
    loaded = await loadEnvelope(context.db, envelope.id);
    expect(loaded?.events.filter((e) => e.type === "reminded")).toHaveLength(1);
    expect(await verifyEventChain(context.db, envelope.id)).toEqual({ ok: true });
  });

  it("skip a later order that was sent before an earlier role was added", async () => {
    const { envelope, recipients } = await createEnvelope(context.db, {
      templateId: application.id,
      at: minute(0),
      recipients: [{ name: "Marcus Bell", email: "marcus@example.com", role: "broker", routingOrder: 2 }],
    });
    await sendEnvelope(context.db, envelope.id, minute(1));
    const added = await addRecipient(
      context.db,
      envelope.id,
      { roleId: "authorized-signer", name: "Dana Ruiz", email: "dana@example.com", clientUserId: "user-dana" },
      minute(2),
    );
    // The broker stays `sent` but is not in the order that signs now.
    expect(await dueOn(envelope.id, afterSending(10))).toEqual([added.id]);
    expect(await markReminded(context.db, envelope.id, recipients[0]?.id ?? "", afterSending(10))).toBe(false);
  });
});

describe("expiry", () => {
  it("expires open envelopes past their expiry, once each, and leaves the others", async () => {
    const expiresAt = afterSending(10);
    const past = await sentEnvelope();
    const later = await sentEnvelope();
    const unsent = await createApplicationEnvelope(context);
    await setNotification(context.db, past.envelope.id, { reminderIntervalDays: 3, expiresAt }, minute(2));
    await setNotification(
      context.db,
      later.envelope.id,
      { reminderIntervalDays: 3, expiresAt: afterSending(20) },
      minute(2),
    );
    await setNotification(context.db, unsent.envelope.id, { reminderIntervalDays: 3, expiresAt }, minute(2));

    const mine = (ids: string[]) => ids.filter((id) => [past, later, unsent].some((e) => e.envelope.id === id));
    expect(mine(await expireDue(context.db, afterSending(10, -1)))).toEqual([]);
    expect(mine(await expireDue(context.db, expiresAt))).toEqual([past.envelope.id]);
    expect(mine(await expireDue(context.db, afterSending(11)))).toEqual([]);

    const loaded = await loadEnvelope(context.db, past.envelope.id);
    expect(loaded).toMatchObject({ status: "expired", voidedAt: expiresAt, voidedReason: "Expired" });
    expect(loaded?.events.at(-1)).toMatchObject({
      type: "expired",
      at: expiresAt,
      data: { expiresAt: expiresAt.toISOString() },
    });
    expect(await verifyEventChain(context.db, past.envelope.id)).toEqual({ ok: true });
    expect((await loadEnvelope(context.db, later.envelope.id))?.status).toBe("sent");
    expect((await loadEnvelope(context.db, unsent.envelope.id))?.status).toBe("created");
    await expect(recordView(context.db, past.envelope.id, past.signer.id, SIGNER_EVIDENCE)).rejects.toThrow(
      EnvelopeStatusError,
    );
    expect(await dueOn(past.envelope.id, afterSending(12))).toEqual([]);
  });

  it("checks the status and expiry again under the lock", async () => {
    const { envelope } = await sentEnvelope();
    await setNotification(context.db, envelope.id, { reminderIntervalDays: 3, expiresAt: afterSending(30) }, minute(2));
    expect(await expireEnvelope(context.db, envelope.id, afterSending(29))).toBe(false);
    await voidEnvelope(context.db, envelope.id, "Replaced", afterSending(1));
    expect(await expireEnvelope(context.db, envelope.id, afterSending(31))).toBe(false);
    expect((await loadEnvelope(context.db, envelope.id))?.status).toBe("voided");
  });
});
