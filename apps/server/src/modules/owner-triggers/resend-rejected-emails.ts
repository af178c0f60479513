/**
 * POST /api/admin/resend-rejected-emails: queues again every FAILED e-mail (up to TRIGGER_EMAIL_LIMIT, oldest
 * first), each with a QUEUED history entry; their deliveries record RESENT. One audit entry lists them.
 */
import { TRIGGER_EMAIL_LIMIT, type TriggerSummary } from "@onboard/domain/emails/owner-trigger-schemas";
import { count, eq } from "drizzle-orm";
import { emails } from "../../db/schema/index";
import { requeueEmail } from "../../integrations/mail/outbox";
import { recordAudit } from "../audit/index";
import type { TriggerDeps } from "./trigger-deps";

export async function resendRejectedEmails(deps: TriggerDeps): Promise<TriggerSummary> {
  const emailIds = await deps.db.transaction(async (tx) => {
    const failed = await tx
      .select({ id: emails.id })
      .from(emails)
      .where(eq(emails.status, "FAILED"))
      .orderBy(emails.createdAt)
      .limit(TRIGGER_EMAIL_LIMIT)
      .for("update", { skipLocked: true });
    const ids = failed.map((row) => row.id);
    for (const id of ids) await requeueEmail(tx, id, "Resent with every rejected e-mail", deps.now);
    await recordAudit(tx, {
      ...deps.actor,
      action: "owner.resend-rejected-emails",
      entity: "OwnerTrigger",
      entityId: null,
      after: { emailCount: ids.length },
      extra: { emailIds: ids },
    });
    return ids;
  });
  for (const id of emailIds) await deps.mailer.queueDelivery(id);
  const [left] = await deps.db.select({ count: count() }).from(emails).where(eq(emails.status, "FAILED"));
  return {
    count: emailIds.length,
    emailIds,
    hasMore: (left?.count ?? 0) > 0 && emailIds.length === TRIGGER_EMAIL_LIMIT,
  };
}
