/**
 * What may still change on a form (issue 15): an unfinished one (created, sent or delivered) takes new, reassigned
 * or corrected recipients; a recipient who has not signed or declined may be replaced; the template's roles the form
 * has no recipient for (optional roles left out when it was sent) may be added. The web's staff controls and the
 * server's e-mail move ask the same rules.
 */
import { isFinalForm } from "./form-progress";
import type { OnboardingForm, OnboardingFormStatus, SigningRecipient } from "./onboarding-form-schemas";
import { ONBOARDING_FORM_STATUSES } from "./onboarding-form-schemas";
import type { FormRole } from "./template-schema";
import { findCarrierTemplate } from "./templates/carrier-templates";

export const isUnfinishedForm = (form: { status: OnboardingFormStatus }) => !isFinalForm(form.status);

export const UNFINISHED_FORM_STATUSES: readonly OnboardingFormStatus[] = ONBOARDING_FORM_STATUSES.filter(
  (status) => !isFinalForm(status),
);

/** A recipient who has not signed or declined yet (their place can be reassigned). */
export function isPendingRecipient(recipient: Pick<SigningRecipient, "status">): boolean {
  return recipient.status === "waiting" || recipient.status === "sent" || recipient.status === "delivered";
}

/** The template roles this form has no recipient for. */
export function missingRoles(form: Pick<OnboardingForm, "templateId" | "recipients">): FormRole[] {
  const template = form.templateId ? findCarrierTemplate(form.templateId) : null;
  const filled = new Set(form.recipients.map((recipient) => recipient.roleId));
  return template ? template.roles.filter((role) => !filled.has(role.id)) : [];
}
