/**
 * POST /api/emails/:emailId/resend: queues the stored e-mail again (QUEUED, with who asked in its history), with
 * an audit entry, then hands it to the delivery queue; its delivery records RESENT. Without a mail server it stays
 * QUEUED in the outbox, like every other e-mail.
 */
import { EMAIL_MESSAGES } from "@onboard/domain/emails/email-schemas";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emails } from "../../db/schema/index";
import { notFound } from "../../errors/app-error";
import type { Mailer } from "../../integrations/mail/mailer";
import { requeueEmail } from "../../integrations/mail/outbox";
import { type AuditEntry, recordAudit } from "../audit/index";

export interface ResendActor {
  actorUserId: string | null;
  ip: string | null;
  name: string;
}

export async function resendEmail(
  deps: { db: Database; mailer: Mailer },
  emailId: string,
  actor: ResendActor,
): Promise<{ emailIds: string[] }> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: emails.status, clientId: emails.clientId })
      .from(emails)
      .where(eq(emails.id, emailId))
      .for("update")
      .limit(1);
    if (!before) throw notFound(EMAIL_MESSAGES.emailNotFound);
    await requeueEmail(tx, emailId, `Resend requested by ${actor.name}`, now);
    const entry: AuditEntry = {
      actorUserId: actor.actorUserId,
      ip: actor.ip,
      action: "email.resend",
      entity: "Email",
      entityId: emailId,
      clientId: before.clientId,
      before: { status: before.status },
      after: { status: "QUEUED" },
    };
    await recordAudit(tx, entry);
  });
  await deps.mailer.queueDelivery(emailId);
  return { emailIds: [emailId] };
}
