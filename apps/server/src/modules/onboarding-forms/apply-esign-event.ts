/**
 * Applies one e-sign webhook event to the portal's onboarding form whose envelope it is (decision 024), under the
 * form's row lock, in sequence order and once: the form keeps the last applied seq. An event at or below it is a
 * replay (nothing changes, `applied: false`); the next one (last + 1) is applied; one further ahead is refused with
 * 409 `ESIGN_WEBHOOK_OUT_OF_ORDER`, so the sender's retry (with backoff) brings it again after its predecessor. No
 * user acts here: the caller is the e-sign service, authenticated by the webhook's signature before this is called.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { onboardingForms } from "../../db/schema/onboarding-forms";
import { AppError } from "../../errors/app-error";
import { formChangesFor } from "./form-effects";
import { applyRecipientEffects } from "./recipient-effects";

export interface EsignWebhookEvent {
  envelopeId: string;
  seq: number;
  type: string;
  recipientId: string | null;
  data: Record<string, unknown>;
  at: Date;
}

export interface AppliedEvent {
  applied: boolean;
  /** The form's last applied seq after this call. */
  lastEventSeq: number;
}

export async function applyEsignEvent(db: Database, event: EsignWebhookEvent): Promise<AppliedEvent> {
  return db.transaction(async (tx) => {
    const [form] = await tx
      .select({
        id: onboardingForms.id,
        status: onboardingForms.status,
        sentAt: onboardingForms.sentAt,
        lastEventSeq: onboardingForms.lastEventSeq,
        awaitedEventSeq: onboardingForms.awaitedEventSeq,
      })
      .from(onboardingForms)
      .where(eq(onboardingForms.envelopeId, event.envelopeId))
      .for("no key update");
    if (!form) throw new AppError("NOT_FOUND", 404, "No onboarding form has this envelope.");
    if (event.seq <= form.lastEventSeq) return { applied: false, lastEventSeq: form.lastEventSeq };
    if (event.seq > form.lastEventSeq + 1) {
      throw new AppError(
        "ESIGN_WEBHOOK_OUT_OF_ORDER",
        409,
        `Event ${event.seq} came before event ${form.lastEventSeq + 1}; send it again after that one.`,
      );
    }
    await applyRecipientEffects(tx, form.id, event);
    await tx
      .update(onboardingForms)
      .set({
        ...formChangesFor(form, event.type, event.at),
        lastEventSeq: event.seq,
        waitingForWebhook: event.seq < form.awaitedEventSeq,
        updatedAt: new Date(),
      })
      .where(eq(onboardingForms.id, form.id));
    return { applied: true, lastEventSeq: event.seq };
  });
}
