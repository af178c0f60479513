/** A form as the onboarding-forms calls answer it: recipients with their status and turn, the user's action. */

import { expiryDayOf } from "@onboard/domain/onboarding-forms/form-expiry";
import {
  isRecipientsTurn,
  type RecipientProgress,
  recipientDisplayStatus,
  userActionOn,
} from "@onboard/domain/onboarding-forms/form-progress";
import type { OnboardingForm, SigningRecipient } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import type { FormWithRecipients, RecipientRow } from "./repository";

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toProgress = (r: RecipientRow): RecipientProgress => ({
  recipientId: r.id,
  userId: r.userId,
  routingOrder: r.routingOrder,
  isCarbonCopy: r.role === "CARBON_COPY",
  deliveredAt: r.deliveredAt,
  signedAt: r.signedAt,
  declinedAt: r.declinedAt,
});

export function presentForm(form: FormWithRecipients, userId: string | null): OnboardingForm {
  const progress = form.recipients.map(toProgress);
  const recipients: SigningRecipient[] = form.recipients.map((r, i) => ({
    recipientId: r.id,
    userId: r.userId,
    name: r.name,
    email: r.email,
    title: r.title,
    roleId: r.roleId,
    routingOrder: r.routingOrder,
    status: recipientDisplayStatus(form.status, progress, progress[i] as RecipientProgress),
    deliveredAt: iso(r.deliveredAt),
    signedAt: iso(r.signedAt),
    declinedAt: iso(r.declinedAt),
    declineReason: r.declineReason,
    lastEditAt: iso(r.lastEditAt),
    lastActionAt: iso(r.lastActionAt),
    isTurn: isRecipientsTurn(form.status, progress, progress[i] as RecipientProgress),
  }));
  const lastActions = form.recipients.flatMap((r) => (r.lastActionAt ? [r.lastActionAt.getTime()] : []));
  const lastActionAt = lastActions.length > 0 ? new Date(Math.max(...lastActions)) : (form.sentAt ?? form.createdAt);
  const action = userActionOn(form.status, progress, userId);
  return {
    id: form.id,
    clientId: form.clientId,
    policyId: form.policyId,
    name: form.name,
    templateId: form.templateId,
    status: form.status,
    waitingForWebhook: form.waitingForWebhook,
    sentAt: iso(form.sentAt),
    completedAt: iso(form.completedAt),
    declinedAt: iso(form.declinedAt),
    voidedAt: iso(form.voidedAt),
    expired: form.expired,
    expiresAt: iso(form.expiresAt),
    expiresOn: form.expiresAt ? expiryDayOf(form.expiresAt) : null,
    reminderIntervalDays: form.reminderIntervalDays,
    lastActionAt: iso(lastActionAt),
    recipients,
    userAction: action.action,
    userRecipientId: action.recipientId,
    documents: formDocuments(form),
    updatedAt: form.updatedAt.toISOString(),
  };
}

/** The documents a form offers: the document as sent once it is sent; the sealed PDF once it is completed. */
function formDocuments(form: FormWithRecipients): OnboardingForm["documents"] {
  const documents: OnboardingForm["documents"] = [];
  if (form.status === "COMPLETED") documents.push({ id: "combined", name: `${form.name} (signed).pdf` });
  if (form.envelopeId && form.sentAt) documents.push({ id: "sent", name: `${form.name} (as sent).pdf` });
  return documents;
}
