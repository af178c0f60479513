/**
 * Where a form's signing stands (issue 15): each recipient's status as the list shows it, whose turn it is (the
 * lowest routing order among signers who have not signed, on an open form; everyone in that order signs, in any
 * order, before the next), and what the signed-in user has to do.
 */
import type { FormUserAction, OnboardingFormStatus, RecipientDisplayStatus } from "./onboarding-form-schemas";

export interface RecipientProgress {
  recipientId: string;
  userId: string | null;
  routingOrder: number;
  isCarbonCopy: boolean;
  deliveredAt: Date | string | null;
  signedAt: Date | string | null;
  declinedAt: Date | string | null;
}

/** Sent and not finished: the recipients whose turn it is may sign. */
export const OPEN_FORM_STATUSES: readonly OnboardingFormStatus[] = ["SENT", "DELIVERED"];
/** Completed, declined or voided: nothing changes any more. */
export const FINAL_FORM_STATUSES: readonly OnboardingFormStatus[] = ["COMPLETED", "DECLINED", "VOIDED"];

export const isOpenForm = (status: OnboardingFormStatus) => OPEN_FORM_STATUSES.includes(status);
export const isFinalForm = (status: OnboardingFormStatus) => FINAL_FORM_STATUSES.includes(status);

/** The routing order that signs now, or null when the form is not open or every signer has signed. */
export function currentTurnOrder(
  status: OnboardingFormStatus,
  recipients: readonly RecipientProgress[],
): number | null {
  if (!isOpenForm(status)) return null;
  const pending = recipients.filter((r) => !r.isCarbonCopy && !r.signedAt && !r.declinedAt);
  return pending.length === 0 ? null : Math.min(...pending.map((r) => r.routingOrder));
}

export function isRecipientsTurn(
  status: OnboardingFormStatus,
  recipients: readonly RecipientProgress[],
  recipient: RecipientProgress,
): boolean {
  return (
    !recipient.isCarbonCopy &&
    !recipient.signedAt &&
    !recipient.declinedAt &&
    currentTurnOrder(status, recipients) === recipient.routingOrder
  );
}

/**
 * signed, declined: what they did; voided: the form was voided (or expired) before they signed; delivered: they
 * opened it; sent: it is their turn; waiting: an earlier routing order has not signed yet (or the form is not sent).
 */
export function recipientDisplayStatus(
  status: OnboardingFormStatus,
  recipients: readonly RecipientProgress[],
  recipient: RecipientProgress,
): RecipientDisplayStatus {
  if (recipient.signedAt) return "signed";
  if (recipient.declinedAt) return "declined";
  if (status === "VOIDED") return "voided";
  if (recipient.deliveredAt) return "delivered";
  if (isRecipientsTurn(status, recipients, recipient)) return "sent";
  return "waiting";
}

/** What `userId` must do: sign now (as the returned recipient), wait for an earlier signer, or nothing. */
export function userActionOn(
  status: OnboardingFormStatus,
  recipients: readonly RecipientProgress[],
  userId: string | null,
): { action: FormUserAction; recipientId: string | null } {
  if (!userId || !isOpenForm(status)) return { action: "none", recipientId: null };
  const mine = recipients.filter((r) => r.userId === userId && !r.isCarbonCopy && !r.signedAt && !r.declinedAt);
  const now = mine.find((r) => isRecipientsTurn(status, recipients, r));
  if (now) return { action: "sign", recipientId: now.recipientId };
  const later = mine[0];
  return later ? { action: "wait", recipientId: later.recipientId } : { action: "none", recipientId: null };
}
