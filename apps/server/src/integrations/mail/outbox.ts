/**
 * The outbox (`emails` + `email_status_history`): every e-mail is stored before anyone tries to deliver it, and
 * every delivery attempt appends its outcome, so that /emails shows what was sent, what failed and why.
 */
import type { EMAIL_STATUSES } from "@onboard/domain/clients/enums";
import type { Language } from "@onboard/domain/common/environments";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type EmailErrorUser, emailStatusHistory, emails, users } from "../../db/schema/index";

export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export type EmailRow = typeof emails.$inferSelect;

export interface NewOutboxEmail {
  template: string;
  language: Language;
  subject: string;
  html: string;
  text: string;
  from: string;
  to: string[];
  cc?: string[];
  clientId?: string | null;
  sentByUserId?: string | null;
  idempotencyKey?: string | null;
}

export interface StoredEmail {
  id: string;
  status: EmailStatus;
  /** False when an e-mail with the same idempotency key was stored before: nothing new was written. */
  isNew: boolean;
}

/** Stores the e-mail as QUEUED with its first history entry; a repeated idempotency key returns the first one. */
export async function storeQueuedEmail(db: Database, email: NewOutboxEmail, now: Date): Promise<StoredEmail> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(emails)
      .values({ ...email, cc: email.cc ?? [], status: "QUEUED", createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: emails.idempotencyKey })
      .returning({ id: emails.id });
    if (inserted) {
      await tx.insert(emailStatusHistory).values({ emailId: inserted.id, status: "QUEUED", at: now });
      return { id: inserted.id, status: "QUEUED" as const, isNew: true };
    }
    const [existing] = await tx
      .select({ id: emails.id, status: emails.status })
      .from(emails)
      .where(eq(emails.idempotencyKey, email.idempotencyKey ?? ""))
      .limit(1);
    if (!existing) throw new Error("outbox insert conflicted but no e-mail has its idempotency key");
    return { ...existing, isNew: false };
  });
}

export async function findOutboxEmail(db: Database, id: string): Promise<EmailRow | null> {
  const [row] = await db.select().from(emails).where(eq(emails.id, id)).limit(1);
  return row ?? null;
}

export interface DeliveryOutcome {
  status: Extract<EmailStatus, "SENT" | "RESENT" | "FAILED">;
  /** The server's reply or the error, kept in the history entry. */
  detail: string;
  /** A failure a retry cannot fix (the server refused with a 5xx). */
  isPermanent: boolean;
  errorUsers: EmailErrorUser[];
}

const DETAIL_MAX_LENGTH = 1000;

/** Records one delivery attempt: the e-mail's status, attempt count and failed recipients, and a history entry. */
export async function recordDeliveryAttempt(
  db: Database,
  emailId: string,
  outcome: DeliveryOutcome,
  now: Date,
): Promise<void> {
  const detail = outcome.detail.slice(0, DETAIL_MAX_LENGTH);
  await db.transaction(async (tx) => {
    await tx
      .update(emails)
      .set({
        status: outcome.status,
        attempts: sql`${emails.attempts} + 1`,
        errorUsers: outcome.errorUsers,
        ...(outcome.status !== "FAILED" && { sentAt: now }),
        updatedAt: now,
      })
      .where(eq(emails.id, emailId));
    await tx.insert(emailStatusHistory).values({ emailId, status: outcome.status, at: now, detail });
  });
}

/** A resend queues the e-mail again: a second QUEUED entry in its history, so that its delivery records RESENT. */
export async function isRequeued(db: Database, emailId: string): Promise<boolean> {
  const [row] = await db
    .select({ queued: count() })
    .from(emailStatusHistory)
    .where(and(eq(emailStatusHistory.emailId, emailId), eq(emailStatusHistory.status, "QUEUED")));
  return (row?.queued ?? 0) > 1;
}

/** Names the users behind failed addresses, so that /emails can link an error to the person. */
export async function withUserIds(db: Database, errorUsers: EmailErrorUser[]): Promise<EmailErrorUser[]> {
  if (errorUsers.length === 0) return errorUsers;
  const addresses = errorUsers.map((u) => u.email.toLowerCase());
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, addresses), isNull(users.deletedAt)));
  const byEmail = new Map(found.map((u) => [u.email.toLowerCase(), u.id]));
  return errorUsers.map((u) => ({ ...u, userId: byEmail.get(u.email.toLowerCase()) ?? null }));
}

/**
 * Queues a stored e-mail again (a resend): status QUEUED and a QUEUED history entry saying who asked. Runs in the
 * caller's transaction; returns false for an unknown id.
 */
export async function requeueEmail(
  tx: Pick<Database, "update" | "insert">,
  emailId: string,
  detail: string,
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(emails)
    .set({ status: "QUEUED", updatedAt: now })
    .where(eq(emails.id, emailId))
    .returning({ id: emails.id });
  if (updated.length === 0) return false;
  await tx.insert(emailStatusHistory).values({ emailId, status: "QUEUED", at: now, detail });
  return true;
}

/** The status of each of these e-mails (those that exist). */
export async function statusesOf(db: Database, ids: string[]): Promise<Map<string, EmailStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: emails.id, status: emails.status }).from(emails).where(inArray(emails.id, ids));
  return new Map(rows.map((row) => [row.id, row.status]));
}
