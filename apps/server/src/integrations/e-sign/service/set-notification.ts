/**
 * Changes an unfinished envelope's reminder schedule and expiry (a hosted provider's "notification" settings): the
 * reminder interval in days (1 to 30) and when the envelope expires (none, or a time after now). No event type
 * names a change of settings and the log records what happened to the envelope, not how it is configured, so no
 * event is appended: the sender made the change itself and knows it. One transaction, under the envelope's lock.
 */
import type { DbExecutor } from "../../../db/executor";
import { assertStatus, lockEnvelope, UNFINISHED_STATUSES, updateEnvelope } from "./envelope-state";
import { EsignInputError } from "./service-errors";

export const MAX_REMINDER_INTERVAL_DAYS = 30;

export interface EnvelopeNotification {
  /** Days between reminders to the recipient whose turn it is: 1 to 30. */
  reminderIntervalDays: number;
  /** When the envelope expires if it is not finished; null for never. */
  expiresAt: Date | null;
}

export async function setNotification(
  db: DbExecutor,
  envelopeId: string,
  notification: EnvelopeNotification,
  at: Date = new Date(),
): Promise<void> {
  const { reminderIntervalDays, expiresAt } = notification;
  if (
    !Number.isInteger(reminderIntervalDays) ||
    reminderIntervalDays < 1 ||
    reminderIntervalDays > MAX_REMINDER_INTERVAL_DAYS
  ) {
    throw new EsignInputError([
      {
        fieldId: "reminderIntervalDays",
        message: `Please give a whole number of days from 1 to ${MAX_REMINDER_INTERVAL_DAYS}`,
      },
    ]);
  }
  if (expiresAt !== null && !(expiresAt.getTime() > at.getTime())) {
    throw new EsignInputError([{ fieldId: "expiresAt", message: "The expiry must be in the future" }]);
  }
  await db.transaction(async (tx) => {
    const { envelope } = await lockEnvelope(tx, envelopeId);
    assertStatus(envelope, UNFINISHED_STATUSES, "change the reminders and expiry of");
    await updateEnvelope(tx, envelopeId, { reminderIntervalDays, expiresAt }, at);
  });
}
