/**
 * What an e-sign event does to the portal's onboarding form: the envelope's status as the spec's client sees it
 * (SENT, DELIVERED, COMPLETED, DECLINED, VOIDED; an expired envelope shows as voided) and the time of each. Every
 * applied event also ends the wait for the webhook and moves the form's last applied seq.
 */
import type { onboardingForms } from "../../db/schema/onboarding-forms";

type FormRow = typeof onboardingForms.$inferSelect;
export type FormChanges = Partial<
  Pick<FormRow, "status" | "sentAt" | "completedAt" | "declinedAt" | "voidedAt" | "expired">
>;

/** A status that ends the envelope is never moved back by a later event. */
const FINAL = new Set<FormRow["status"]>(["COMPLETED", "DECLINED", "VOIDED"]);

export function formChangesFor(form: Pick<FormRow, "status" | "sentAt">, type: string, at: Date): FormChanges {
  if (FINAL.has(form.status)) return {};
  switch (type) {
    case "sent":
      return form.status === "CREATED" ? { status: "SENT", sentAt: form.sentAt ?? at } : {};
    case "viewed":
      return form.status === "SENT" ? { status: "DELIVERED" } : {};
    case "completed":
      return { status: "COMPLETED", completedAt: at };
    case "declined":
      return { status: "DECLINED", declinedAt: at };
    case "voided":
      return { status: "VOIDED", voidedAt: at };
    case "expired":
      return { status: "VOIDED", voidedAt: at, expired: true };
    default:
      return {};
  }
}
