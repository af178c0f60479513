/**
 * A user's e-mail changed (`PUT /api/users/{userId}/onboarding-form-email`, issue 15): each of their recipients still
 * to sign, on a form not finished, is corrected with the provider (the envelope's recipient gets the new address, a
 * `reassigned` event names the change) and in the portal's mirror at once. A recipient the provider no longer lets
 * change (the form finished meanwhile) is left as it is. Answers how many were moved.
 */
import { UNFINISHED_FORM_STATUSES } from "@onboard/domain/onboarding-forms/form-changes-allowed";
import { and, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { onboardingForms, signingRecipients } from "../../db/schema/onboarding-forms";
import type { ESignProvider } from "../../integrations/e-sign/provider";
import { EnvelopeStatusError, RecipientNotPendingError } from "../../integrations/e-sign/service/service-errors";
import { awaitEvents } from "./repository";

export interface RecipientEmailDeps {
  db: Database;
  provider: Pick<ESignProvider, "updateRecipientEmail">;
}

export async function moveRecipientsToEmail(
  deps: RecipientEmailDeps,
  user: { id: string },
  oldEmail: string,
  email: string,
  now: Date,
): Promise<number> {
  const pending = await deps.db
    .select({ id: signingRecipients.id, formId: onboardingForms.id, envelopeId: onboardingForms.envelopeId })
    .from(signingRecipients)
    .innerJoin(onboardingForms, eq(onboardingForms.id, signingRecipients.onboardingFormId))
    .where(
      and(
        or(
          eq(signingRecipients.userId, user.id),
          and(isNull(signingRecipients.userId), sql`lower(${signingRecipients.email}) = lower(${oldEmail})`),
        ),
        isNull(signingRecipients.signedAt),
        isNull(signingRecipients.declinedAt),
        isNotNull(onboardingForms.envelopeId),
        inArray(onboardingForms.status, [...UNFINISHED_FORM_STATUSES]),
      ),
    );
  let moved = 0;
  for (const recipient of pending) {
    try {
      const envelope = await deps.provider.updateRecipientEmail(recipient.envelopeId ?? "", recipient.id, email, now);
      await deps.db
        .update(signingRecipients)
        .set({ email, lastEditAt: now, updatedAt: now })
        .where(eq(signingRecipients.id, recipient.id));
      await awaitEvents(deps.db, recipient.formId, envelope.lastEventSeq, now);
      moved += 1;
    } catch (error) {
      if (error instanceof EnvelopeStatusError || error instanceof RecipientNotPendingError) continue;
      throw error;
    }
  }
  return moved;
}
