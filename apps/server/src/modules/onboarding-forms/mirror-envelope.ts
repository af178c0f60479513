/**
 * `POST .../{formId}/sync-envelope`: the form is made to mirror the provider's envelope as it is now (when a webhook
 * was lost or is late): its status and times, every active recipient (a new one added under its id, with its portal
 * user), replaced recipients removed, and the last applied seq moved to the envelope's, so that the events still on
 * their way are replays. Under the form's row lock, like the webhook's apply.
 */
import { and, eq, notInArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { onboardingForms, signingRecipients } from "../../db/schema/onboarding-forms";
import type { ProviderEnvelope, ProviderRecipient } from "../../integrations/e-sign/provider";
import type { FormRow } from "./repository";

const FORM_STATUS: Record<ProviderEnvelope["status"], FormRow["status"]> = {
  created: "CREATED",
  sent: "SENT",
  delivered: "DELIVERED",
  completed: "COMPLETED",
  declined: "DECLINED",
  voided: "VOIDED",
  expired: "VOIDED",
};

function lastAction(r: ProviderRecipient): Date | null {
  const times = [r.signedAt, r.declinedAt, r.viewedAt].filter((t): t is Date => t !== null);
  return times.length === 0 ? null : new Date(Math.max(...times.map((t) => t.getTime())));
}

/**
 * The form's status: the envelope's, except that a sent envelope one of whose recipients has opened it shows as
 * DELIVERED, as the webhook's first `viewed` event makes it (form-effects.ts).
 */
function formStatusOf(envelope: ProviderEnvelope): FormRow["status"] {
  if (envelope.status === "sent" && envelope.recipients.some((r) => r.viewedAt !== null)) return "DELIVERED";
  return FORM_STATUS[envelope.status];
}

export async function mirrorEnvelope(db: DbExecutor, formId: string, envelope: ProviderEnvelope, at: Date) {
  await db.transaction(async (tx) => {
    const [form] = await tx
      .select({ id: onboardingForms.id, lastEventSeq: onboardingForms.lastEventSeq })
      .from(onboardingForms)
      .where(eq(onboardingForms.id, formId))
      .for("no key update");
    if (!form) return;
    const declined = envelope.recipients.find((r) => r.declinedAt);
    await tx
      .update(onboardingForms)
      .set({
        status: formStatusOf(envelope),
        sentAt: envelope.sentAt,
        completedAt: envelope.completedAt,
        declinedAt: declined?.declinedAt ?? null,
        voidedAt: envelope.voidedAt,
        expired: envelope.status === "expired",
        expiresAt: envelope.expiresAt,
        reminderIntervalDays: envelope.reminderIntervalDays,
        lastEventSeq: Math.max(form.lastEventSeq, envelope.lastEventSeq),
        awaitedEventSeq: envelope.lastEventSeq,
        waitingForWebhook: false,
        updatedAt: at,
      })
      .where(eq(onboardingForms.id, formId));
    const ids = envelope.recipients.map((r) => r.id);
    await tx
      .delete(signingRecipients)
      .where(
        and(
          eq(signingRecipients.onboardingFormId, formId),
          ids.length > 0 ? notInArray(signingRecipients.id, ids) : undefined,
        ),
      );
    for (const r of envelope.recipients) {
      const state = {
        name: r.name,
        email: r.email,
        roleId: r.roleId,
        routingOrder: r.routingOrder,
        deliveredAt: r.viewedAt,
        signedAt: r.signedAt,
        declinedAt: r.declinedAt,
        declineReason: r.declineReason,
        lastActionAt: lastAction(r),
        updatedAt: at,
      };
      await tx
        .insert(signingRecipients)
        .values({ id: r.id, onboardingFormId: formId, userId: r.clientUserId, ...state, createdAt: at })
        .onConflictDoUpdate({ target: signingRecipients.id, set: state });
    }
  });
}
