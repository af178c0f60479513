/** What staff may still do on a form: whether it is open, which recipients are pending, which roles lack a signer. */
import type { OnboardingForm, SigningRecipient } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import type { FormRole } from "@onboard/domain/onboarding-forms/template-schema";
import { findCarrierTemplate } from "@onboard/domain/onboarding-forms/templates/carrier-templates";

export function isOpenForm(form: Pick<OnboardingForm, "status">): boolean {
  return form.status === "CREATED" || form.status === "SENT" || form.status === "DELIVERED";
}

/** A recipient who has not signed or declined yet (their place can be reassigned). */
export function isPendingRecipient(recipient: Pick<SigningRecipient, "status">): boolean {
  return recipient.status === "waiting" || recipient.status === "sent" || recipient.status === "delivered";
}

/** The template roles this form has no recipient for (optional roles left out when it was sent). */
export function missingRoles(form: Pick<OnboardingForm, "templateId" | "recipients">): FormRole[] {
  const template = form.templateId ? findCarrierTemplate(form.templateId) : null;
  const filled = new Set(form.recipients.map((recipient) => recipient.roleId));
  return template ? template.roles.filter((role) => !filled.has(role.id)) : [];
}
