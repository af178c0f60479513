/**
 * Reminding a signer (issue 15): the recipient whose turn it is gets an e-mail with the link to their signing view in
 * the portal (the mail module's `onboarding-form-reminder`), and the provider records it (a `reminded` event). The
 * link and names come from the envelope's custom fields as the portal set them. The scheduled sweep (`esign.sweep`)
 * sends the reminders the provider says are due; staff may send one now (`POST .../{formId}/reminders`).
 */
import { DEFAULT_LANGUAGE } from "@onboard/domain/common/environments";
import type { OnboardingForm } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { buildPath } from "@onboard/domain/routes/build-path";
import { z } from "zod";
import type { Actor } from "../../core/actor";
import { auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import type { DueReminder, ESignProvider } from "../../integrations/e-sign/provider";
import type { Mailer } from "../../integrations/mail/mailer";
import { recordAudit } from "../audit/index";
import { type ClientFormsAccess, clientFormOr404, envelopeOf } from "./form-access";
import { presentForm } from "./presenter";
import { viaProvider } from "./provider-errors";
import { awaitEvents } from "./repository";

export interface ReminderDeps {
  db: Database;
  provider: Pick<ESignProvider, "markReminded">;
  mailer: Pick<Mailer, "sendEmail">;
  publicOrigin: string;
}

/** What the portal puts in an envelope's custom fields. */
const portalFields = z.object({
  clientId: z.uuid(),
  formId: z.uuid(),
  clientName: z.string().min(1).optional(),
  formName: z.string().min(1).optional(),
});

/** E-mails the reminder, then records it with the provider; `key` makes a repeated call send one e-mail. */
export async function remindRecipient(deps: ReminderDeps, due: DueReminder, now: Date, key: string): Promise<void> {
  const { envelope, recipient } = due;
  const fields = portalFields.safeParse(envelope.customFields);
  if (!fields.success) throw new Error(`envelope ${envelope.id} has no portal client and form in its custom fields`);
  const { clientId, formId, clientName, formName } = fields.data;
  const path = buildPath("onboardingFormAction", { clientId, onboardingFormId: formId, recipientId: recipient.id });
  await deps.mailer.sendEmail(deps.db, {
    to: [recipient.email],
    template: "onboarding-form-reminder",
    language: DEFAULT_LANGUAGE,
    data: {
      name: recipient.name,
      formName: formName ?? null,
      clientName: clientName ?? null,
      link: `${deps.publicOrigin}${path}`,
      expiresAt: envelope.expiresAt,
    },
    clientId,
    idempotencyKey: key,
  });
  await deps.provider.markReminded(envelope.id, recipient.id, now);
}

/** The sweep's key: one reminder per recipient and day. */
export const scheduledReminderKey = (recipientId: string, now: Date) =>
  `esign-reminder:${recipientId}:${now.toISOString().slice(0, 10)}`;

/**
 * `POST .../{formId}/reminders` (staff; `access` from `authorizeFormSender`): every signer whose turn it is on the open
 * form is reminded now (one e-mail per signer and minute, so a double click sends one).
 */
export async function sendFormReminders(
  deps: ReminderDeps & { provider: Pick<ESignProvider, "markReminded" | "getEnvelope"> },
  actor: Actor,
  { user }: ClientFormsAccess,
  ids: { clientId: string; formId: string },
  now: Date,
): Promise<OnboardingForm> {
  const form = await clientFormOr404(deps.db, ids.clientId, ids.formId);
  const envelope = await deps.provider.getEnvelope(envelopeOf(form));
  if (!envelope) throw new AppError("NOT_FOUND", 404, "The e-signature service has no envelope for this form.");
  const pending = envelope.recipients.filter((r) => r.status === "sent" || r.status === "delivered");
  const turn = Math.min(...pending.map((r) => r.routingOrder));
  const due = pending.filter((r) => r.routingOrder === turn);
  if (!["sent", "delivered"].includes(envelope.status) || due.length === 0) {
    throw new AppError("NOTHING_TO_REMIND", 409, "No one has to sign this form now.");
  }
  const minute = now.toISOString().slice(0, 16);
  for (const recipient of due) {
    await viaProvider(() =>
      remindRecipient(deps, { envelope, recipient }, now, `esign-reminder-now:${recipient.id}:${minute}`),
    );
  }
  await recordAudit(deps.db, {
    ...auditActor(actor),
    action: "onboarding-form.remind",
    entity: "OnboardingForm",
    entityId: form.id,
    after: { recipientIds: due.map((r) => r.id) },
  });
  const after = await deps.provider.getEnvelope(envelope.id);
  if (after) await awaitEvents(deps.db, form.id, after.lastEventSeq, now);
  return presentForm(await clientFormOr404(deps.db, ids.clientId, ids.formId), user.id);
}
