/**
 * POST .../onboarding-forms: a form from a carrier template, sent at once (issue 15). Each of the template's roles
 * is assigned one of the client's ben admins or brokers (an optional role may be left out; each role once), the
 * policy (if any) is the client's, the expiry a day ahead within 120 days. The provider creates and sends the
 * envelope first; then the portal keeps the form and its recipients (under the envelope's recipient ids) and waits for
 * the webhook to report the envelope's events. If keeping it fails, the envelope is voided: no orphan is left to sign.
 */
import { randomUUID } from "node:crypto";
import { formExpiry } from "@onboard/domain/onboarding-forms/form-expiry";
import { formMessage, ONBOARDING_FORM_MESSAGES as M } from "@onboard/domain/onboarding-forms/onboarding-form-messages";
import type {
  CreateOnboardingFormBody,
  OnboardingForm,
  RecipientAssignment,
} from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { createOnboardingFormBodySchema } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import type { FormTemplate } from "@onboard/domain/onboarding-forms/template-schema";
import type { Actor } from "../../core/actor";
import { auditActor } from "../../core/actor";
import { onboardingForms, signingRecipients } from "../../db/schema/onboarding-forms";
import { AppError } from "../../errors/app-error";
import type { ProviderEnvelope } from "../../integrations/e-sign/provider";
import { recordAudit } from "../audit/index";
import { type ClientFormsAccess, clientFormOr404 } from "./form-access";
import type { FormDeps } from "./form-deps";
import { presentForm } from "./presenter";
import { viaProvider } from "./provider-errors";
import { type ClientSigner, isPolicyOfClient, listClientSigners } from "./repository";

const invalid = (path: string, message: string) =>
  new AppError("VALIDATION_ERROR", 400, message, [{ path: `body.${path}`, message }]);

/** Each role once, every required role assigned, every signer a ben admin or broker of the client. */
export async function resolveSigners(
  deps: FormDeps,
  clientId: string,
  template: FormTemplate,
  assignments: readonly RecipientAssignment[],
  pathPrefix = "recipients",
): Promise<{ assignment: RecipientAssignment; signer: ClientSigner }[]> {
  const roles = new Map(template.roles.map((role) => [role.id, role]));
  const seen = new Set<string>();
  assignments.forEach((a, i) => {
    if (!roles.has(a.roleId)) throw invalid(`${pathPrefix}.${i}.roleId`, M.unknownRole);
    if (seen.has(a.roleId)) throw invalid(`${pathPrefix}.${i}.roleId`, M.duplicateRole);
    seen.add(a.roleId);
  });
  const signers = new Map(
    (
      await listClientSigners(
        deps.db,
        clientId,
        assignments.map((a) => a.userId),
      )
    ).map((s) => [s.userId, s]),
  );
  return assignments.map((assignment, i) => {
    const signer = signers.get(assignment.userId);
    if (!signer) throw invalid(`${pathPrefix}.${i}.userId`, M.signerNotOnClient);
    return { assignment, signer };
  });
}

export async function templateOr400(deps: FormDeps, templateId: string): Promise<FormTemplate> {
  const template = await deps.provider.getTemplate(templateId);
  if (!template) throw invalid("templateId", M.unknownTemplate);
  return template;
}

/** `access`: `authorizeClientForms(actor, db, "create", clientId)`, asked before the body is read. */
export async function createForm(
  deps: FormDeps,
  actor: Actor,
  { user, client }: ClientFormsAccess,
  input: CreateOnboardingFormBody,
  now: Date,
): Promise<OnboardingForm> {
  const clientId = client.id;
  const body = createOnboardingFormBodySchema.parse(input);
  const template = await templateOr400(deps, body.templateId);
  const signers = await resolveSigners(deps, clientId, template, body.recipients);
  const assigned = new Set(body.recipients.map((r) => r.roleId));
  const missing = template.roles.find((role) => !role.optional && !assigned.has(role.id));
  if (missing) throw invalid("recipients", formMessage(M.missingRole, { role: missing.label.en }));
  if (body.policyId && !(await isPolicyOfClient(deps.db, clientId, body.policyId))) {
    throw invalid("policyId", M.policyNotOnClient);
  }
  let expiresAt: Date | null = null;
  if (body.expiresOn) {
    const expiry = formExpiry(body.expiresOn, now);
    if (!expiry.ok) throw invalid("expiresOn", expiry.message);
    expiresAt = expiry.expiresAt;
  }

  const formId = randomUUID();
  const name = template.name.en;
  const envelope = await viaProvider(() =>
    deps.provider.createEnvelope(
      {
        templateId: template.id,
        recipients: signers.map(({ assignment, signer }) => ({
          roleId: assignment.roleId,
          name: signer.name,
          email: signer.email,
          clientUserId: signer.userId,
        })),
        reminderIntervalDays: body.reminderIntervalDays,
        expiresAt,
        customFields: { clientId, formId, clientName: client.name, formName: name },
      },
      now,
    ),
  );
  try {
    await keepForm(
      deps,
      { formId, clientId, policyId: body.policyId ?? null, name, createdBy: user.id },
      envelope,
      now,
    );
    await recordAudit(deps.db, {
      ...auditActor(actor),
      action: "onboarding-form.create",
      entity: "OnboardingForm",
      entityId: formId,
      after: { templateId: template.id, envelopeId: envelope.id, recipients: body.recipients },
    });
  } catch (error) {
    await deps.provider.voidEnvelope(envelope.id, "The portal could not keep the form", now).catch(() => undefined);
    throw error;
  }
  return presentForm(await clientFormOr404(deps.db, clientId, formId), user.id);
}

interface NewForm {
  formId: string;
  clientId: string;
  policyId: string | null;
  name: string;
  createdBy: string;
}

async function keepForm(deps: FormDeps, form: NewForm, envelope: ProviderEnvelope, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.insert(onboardingForms).values({
      id: form.formId,
      clientId: form.clientId,
      policyId: form.policyId,
      name: form.name,
      templateId: envelope.templateId,
      envelopeId: envelope.id,
      status: "CREATED",
      awaitedEventSeq: envelope.lastEventSeq,
      waitingForWebhook: envelope.lastEventSeq > 0,
      reminderIntervalDays: envelope.reminderIntervalDays,
      expiresAt: envelope.expiresAt,
      metadata: {
        templateName: form.name,
        recipients: envelope.recipients.map((r) => ({ recipientId: r.id, lastActionAt: null })),
      },
      createdByUserId: form.createdBy,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(signingRecipients).values(
      envelope.recipients.map((r) => ({
        id: r.id,
        onboardingFormId: form.formId,
        userId: r.clientUserId,
        name: r.name,
        email: r.email,
        roleId: r.roleId,
        routingOrder: r.routingOrder,
        createdAt: now,
        updatedAt: now,
      })),
    );
  });
}
