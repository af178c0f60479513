/**
 * Who reaches a client's onboarding forms: the CASL `OnboardingForm` subject of that client (staff any client; a
 * broker or ben admin their own, else 403 before any look-up; they read, create and update, never delete). A deleted
 * client is 404 for everyone, an archived one 404 outside the carrier staff, as the client itself is. A form of
 * another client is 404.
 */
import type { AccessAction } from "@onboard/domain/permissions/access-action";
import { asSubject } from "@onboard/domain/permissions/app-ability";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { isStaffRole } from "@onboard/domain/users/roles";
import type { Actor } from "../../core/actor";
import { authorize } from "../../core/authorize";
import type { DbExecutor } from "../../db/executor";
import { notFound } from "../../errors/app-error";
import { type FormWithRecipients, findClientForForms, findClientForm } from "./repository";

export interface ClientFormsAccess {
  user: AuthenticatedUser;
  client: { id: string; name: string };
}

export async function authorizeClientForms(
  actor: Actor,
  db: DbExecutor,
  action: AccessAction,
  clientId: string,
): Promise<ClientFormsAccess> {
  const user = authorize(actor, action, asSubject("OnboardingForm", { clientId }));
  const client = await findClientForForms(db, clientId);
  if (!client || (client.isArchived && !isStaffRole(user.role))) throw notFound();
  return { user, client };
}

/**
 * The sender's controls (void, the reminder schedule and expiry, a reminder now) are the carrier staff's: the ability
 * that deletes (voids) a client's forms, which brokers and ben admins do not have.
 */
export function authorizeFormSender(actor: Actor, db: DbExecutor, clientId: string): Promise<ClientFormsAccess> {
  return authorizeClientForms(actor, db, "delete", clientId);
}

/** Reassigning a recipient is the carrier staff's (`create OnboardingFormReassignment`, spec §6). */
export function authorizeFormReassignment(actor: Actor, db: DbExecutor, clientId: string): Promise<ClientFormsAccess> {
  authorize(actor, "create", "OnboardingFormReassignment");
  return authorizeClientForms(actor, db, "update", clientId);
}

/** The client's form, or 404 (also for another client's form id). */
export async function clientFormOr404(db: DbExecutor, clientId: string, formId: string): Promise<FormWithRecipients> {
  const form = await findClientForm(db, clientId, formId);
  if (!form) throw notFound();
  return form;
}

/** The form's envelope id: a form the provider never took (none since issue 15) has nothing to act on. */
export function envelopeOf(form: FormWithRecipients): string {
  if (!form.envelopeId) throw notFound("This form has no e-signature envelope.");
  return form.envelopeId;
}
