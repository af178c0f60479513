/**
 * Changing a form after it is sent (issue 15), each through the provider, after which the form waits for the webhook
 * to report it: void (DELETE, staff only: `delete OnboardingForm`), reassign a pending recipient to another of the
 * client's users (staff only: `create OnboardingFormReassignment`), add a recipient for a role the form lacks, change
 * the reminder schedule and expiry (staff), and sync the form with the envelope now. Every change is audited. The
 * calls with a body take the caller's `access`, asked by the route before the body is read: `authorizeFormSender`
 * (void, notification), `authorizeFormReassignment` (reassign), `authorizeClientForms(…, "update", …)` (add).
 */
import { formExpiry } from "@onboard/domain/onboarding-forms/form-expiry";
import { ONBOARDING_FORM_MESSAGES as M } from "@onboard/domain/onboarding-forms/onboarding-form-messages";
import type {
  AddRecipientBody,
  FormNotificationBody,
  OnboardingForm,
  ReassignRecipientBody,
  VoidFormBody,
} from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import type { Actor } from "../../core/actor";
import { auditActor } from "../../core/actor";
import { signingRecipients } from "../../db/schema/onboarding-forms";
import { AppError, notFound } from "../../errors/app-error";
import type { ProviderEnvelope, ProviderRecipient } from "../../integrations/e-sign/provider";
import { recordAudit } from "../audit/index";
import { resolveSigners, templateOr400 } from "./create-form";
import { authorizeClientForms, type ClientFormsAccess, clientFormOr404, envelopeOf } from "./form-access";
import type { FormDeps } from "./form-deps";
import { mirrorEnvelope } from "./mirror-envelope";
import { presentForm } from "./presenter";
import { viaProvider } from "./provider-errors";
import { awaitEvents, type ClientSigner, type FormWithRecipients, type RecipientRow } from "./repository";

interface FormIds {
  clientId: string;
  formId: string;
}

async function audited(
  deps: FormDeps,
  actor: Actor,
  form: FormWithRecipients,
  action: string,
  after: Record<string, unknown>,
) {
  await recordAudit(deps.db, {
    ...auditActor(actor),
    action: `onboarding-form.${action}`,
    entity: "OnboardingForm",
    entityId: form.id,
    after,
  });
}

async function answer(deps: FormDeps, ids: FormIds, userId: string, envelope: ProviderEnvelope, now: Date) {
  await awaitEvents(deps.db, ids.formId, envelope.lastEventSeq, now);
  return presentForm(await clientFormOr404(deps.db, ids.clientId, ids.formId), userId);
}

/**
 * The portal keeps a recipient the provider just added (a reassignment's replacement, an added role) with its portal
 * user, which the webhook's event does not carry; the event finds it there (its insert is a no-op then).
 */
async function keepNewRecipient(
  deps: FormDeps,
  formId: string,
  recipient: ProviderRecipient,
  signer: ClientSigner,
  now: Date,
  kept: { title?: string | null; role?: RecipientRow["role"] } = {},
): Promise<void> {
  await deps.db
    .insert(signingRecipients)
    .values({
      id: recipient.id,
      onboardingFormId: formId,
      userId: signer.userId,
      name: signer.name,
      email: signer.email,
      title: kept.title ?? null,
      roleId: recipient.roleId,
      role: kept.role,
      routingOrder: recipient.routingOrder,
      lastEditAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

export async function voidForm(
  deps: FormDeps,
  actor: Actor,
  { user }: ClientFormsAccess,
  ids: FormIds,
  body: VoidFormBody,
  now: Date,
) {
  const form = await clientFormOr404(deps.db, ids.clientId, ids.formId);
  const envelope = await viaProvider(() => deps.provider.voidEnvelope(envelopeOf(form), body.reason, now));
  await audited(deps, actor, form, "void", { reason: body.reason });
  return answer(deps, ids, user.id, envelope, now);
}

export async function reassignFormRecipient(
  deps: FormDeps,
  actor: Actor,
  { user }: ClientFormsAccess,
  ids: FormIds,
  body: ReassignRecipientBody,
  now: Date,
): Promise<OnboardingForm> {
  const form = await clientFormOr404(deps.db, ids.clientId, ids.formId);
  const old = form.recipients.find((r) => r.id === body.recipientId);
  if (!old) throw notFound("This form has no such recipient.");
  const template = await templateOr400(deps, form.templateId ?? "");
  const [{ signer }] = (await resolveSigners(deps, ids.clientId, template, [
    { roleId: old.roleId ?? template.roles[0]?.id ?? "", userId: body.userId },
  ])) as [Awaited<ReturnType<typeof resolveSigners>>[number]];
  const to = { name: signer.name, email: signer.email, clientUserId: signer.userId };
  const { envelope, recipient } = await viaProvider(() =>
    deps.provider.reassignRecipient(envelopeOf(form), old.id, to, now),
  );
  // The portal keeps the replacement (with its user) now; the webhook's `reassigned` then removes the old one.
  await keepNewRecipient(deps, form.id, recipient, signer, now, { title: old.title, role: old.role });
  await audited(deps, actor, form, "reassign", { from: old.id, to: recipient.id, userId: signer.userId });
  return answer(deps, ids, user.id, envelope, now);
}

export async function addFormRecipient(
  deps: FormDeps,
  actor: Actor,
  { user }: ClientFormsAccess,
  ids: FormIds,
  body: AddRecipientBody,
  now: Date,
): Promise<OnboardingForm> {
  const form = await clientFormOr404(deps.db, ids.clientId, ids.formId);
  const template = await templateOr400(deps, form.templateId ?? "");
  const [{ signer }] = (await resolveSigners(deps, ids.clientId, template, [body], "recipient")) as [
    Awaited<ReturnType<typeof resolveSigners>>[number],
  ];
  if (form.recipients.some((r) => r.roleId === body.roleId)) {
    throw new AppError("VALIDATION_ERROR", 400, M.roleTaken, [{ path: "body.roleId", message: M.roleTaken }]);
  }
  const input = { roleId: body.roleId, name: signer.name, email: signer.email, clientUserId: signer.userId };
  const { envelope, recipient } = await viaProvider(() => deps.provider.addRecipient(envelopeOf(form), input, now));
  await keepNewRecipient(deps, form.id, recipient, signer, now);
  await audited(deps, actor, form, "add-recipient", { recipientId: recipient.id, ...body });
  return answer(deps, ids, user.id, envelope, now);
}

export async function setFormNotification(
  deps: FormDeps,
  actor: Actor,
  { user }: ClientFormsAccess,
  ids: FormIds,
  body: FormNotificationBody,
  now: Date,
): Promise<OnboardingForm> {
  const form = await clientFormOr404(deps.db, ids.clientId, ids.formId);
  let expiresAt: Date | null = null;
  if (body.expiresOn) {
    const expiry = formExpiry(body.expiresOn, now);
    if (!expiry.ok) {
      throw new AppError("VALIDATION_ERROR", 400, expiry.message, [
        { path: "body.expiresOn", message: expiry.message },
      ]);
    }
    expiresAt = expiry.expiresAt;
  }
  const notification = { reminderIntervalDays: body.reminderIntervalDays, expiresAt };
  const envelope = await viaProvider(() => deps.provider.setNotification(envelopeOf(form), notification, now));
  await mirrorEnvelope(deps.db, form.id, envelope, now);
  await audited(deps, actor, form, "notification", { ...body });
  return presentForm(await clientFormOr404(deps.db, ids.clientId, ids.formId), user.id);
}

export async function syncForm(deps: FormDeps, actor: Actor, ids: FormIds, now: Date): Promise<OnboardingForm> {
  const { user } = await authorizeClientForms(actor, deps.db, "update", ids.clientId);
  const form = await clientFormOr404(deps.db, ids.clientId, ids.formId);
  const envelope = await deps.provider.getEnvelope(envelopeOf(form));
  if (!envelope) throw notFound("The e-signature service has no envelope for this form.");
  await mirrorEnvelope(deps.db, form.id, envelope, now);
  return presentForm(await clientFormOr404(deps.db, ids.clientId, ids.formId), user.id);
}
