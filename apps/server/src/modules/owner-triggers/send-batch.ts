/**
 * Sends a trigger's e-mails one by one through the mailer, each with its idempotency key, so that running a
 * trigger again sends nothing twice; stops at TRIGGER_EMAIL_LIMIT new e-mails (a second run continues), and
 * records one audit entry for the run.
 */
import { TRIGGER_EMAIL_LIMIT, type TriggerSummary } from "@onboard/domain/emails/owner-trigger-schemas";
import type { OutgoingEmail } from "../../integrations/mail/mailer";
import type { TemplateName } from "../../integrations/mail/templates/registry";
import { recordAudit } from "../audit/index";
import type { TriggerDeps } from "./trigger-deps";

export type PlannedEmail = {
  [N in TemplateName]: OutgoingEmail<N> & { idempotencyKey: string };
}[TemplateName];

export async function sendBatch(deps: TriggerDeps, action: string, planned: PlannedEmail[]): Promise<TriggerSummary> {
  const emailIds: string[] = [];
  let hasMore = false;
  for (const email of planned) {
    if (emailIds.length >= TRIGGER_EMAIL_LIMIT) {
      hasMore = true;
      break;
    }
    const stored = await deps.mailer.sendEmail(deps.db, {
      ...email,
      sentByUserId: deps.actor.actorUserId,
    } as OutgoingEmail<TemplateName>);
    if (stored.isNew) emailIds.push(stored.id);
  }
  await recordAudit(deps.db, {
    ...deps.actor,
    action,
    entity: "OwnerTrigger",
    entityId: null,
    after: { emailCount: emailIds.length, hasMore },
    extra: { emailIds },
  });
  return { count: emailIds.length, emailIds, hasMore };
}
