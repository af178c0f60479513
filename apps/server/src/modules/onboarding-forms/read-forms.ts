/**
 * The onboarding-forms reads (spec §7): the client's forms, the recipients whose turn it is, the client's possible
 * signers, a template, who holds a form's signing lock, and a form's documents (blobs). Each asks `read
 * OnboardingForm` of the client first (another tenant's client is 403, an unknown form 404).
 */

import { ONBOARDING_FORM_MESSAGES as M } from "@onboard/domain/onboarding-forms/onboarding-form-messages";
import type {
  FormDocumentId,
  FormLockStatus,
  FormSignerCandidate,
  OnboardingForm,
  ReadyToSignRecipient,
} from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import type { FormTemplate } from "@onboard/domain/onboarding-forms/template-schema";
import type { Actor } from "../../core/actor";
import { AppError, notFound } from "../../errors/app-error";
import { authorizeClientForms, clientFormOr404, envelopeOf } from "./form-access";
import type { FormDeps } from "./form-deps";
import { formLockStatus, sessionKeyOf } from "./form-lock";
import { presentForm } from "./presenter";
import { viaProvider } from "./provider-errors";
import { listClientForms, listClientSigners } from "./repository";

export async function listForms(deps: FormDeps, actor: Actor, clientId: string): Promise<OnboardingForm[]> {
  const { user } = await authorizeClientForms(actor, deps.db, "read", clientId);
  return (await listClientForms(deps.db, clientId)).map((form) => presentForm(form, user.id));
}

export async function readyToSignRecipients(
  deps: FormDeps,
  actor: Actor,
  clientId: string,
): Promise<ReadyToSignRecipient[]> {
  const forms = await listForms(deps, actor, clientId);
  const userId = actor.user?.id ?? null;
  return forms.flatMap((form) =>
    form.recipients
      .filter((r) => r.isTurn)
      .map((r) => ({
        formId: form.id,
        formName: form.name,
        recipientId: r.recipientId,
        userId: r.userId,
        name: r.name,
        email: r.email,
        isCurrentUser: r.userId !== null && r.userId === userId,
      })),
  );
}

export async function signerCandidates(deps: FormDeps, actor: Actor, clientId: string): Promise<FormSignerCandidate[]> {
  await authorizeClientForms(actor, deps.db, "read", clientId);
  return listClientSigners(deps.db, clientId);
}

export async function formTemplate(
  deps: FormDeps,
  actor: Actor,
  clientId: string,
  templateId: string,
): Promise<FormTemplate> {
  await authorizeClientForms(actor, deps.db, "read", clientId);
  const template = await deps.provider.getTemplate(templateId);
  if (!template) throw notFound(M.unknownTemplate);
  return template;
}

export async function lockStatus(
  deps: FormDeps,
  actor: Actor,
  ids: { clientId: string; formId: string },
  sessionId: string | null,
  now: Date,
): Promise<FormLockStatus> {
  await authorizeClientForms(actor, deps.db, "read", ids.clientId);
  const form = await clientFormOr404(deps.db, ids.clientId, ids.formId);
  return formLockStatus(deps.db, form.id, sessionId ? sessionKeyOf(sessionId) : null, now);
}

export interface FormFile {
  bytes: Uint8Array;
  fileName: string;
}

/** The sealed PDF (`combined`, once completed) or the document as sent (`sent`). */
export async function downloadForm(
  deps: FormDeps,
  actor: Actor,
  ids: { clientId: string; formId: string },
  docId: FormDocumentId,
): Promise<FormFile> {
  await authorizeClientForms(actor, deps.db, "read", ids.clientId);
  const form = await clientFormOr404(deps.db, ids.clientId, ids.formId);
  const envelopeId = envelopeOf(form);
  if (docId === "combined") {
    if (form.status !== "COMPLETED") throw new AppError("FORM_NOT_COMPLETED", 409, M.notCompleted);
    const bytes = await viaProvider(() => deps.provider.downloadCompleted(envelopeId));
    return { bytes, fileName: `${form.name} (signed).pdf` };
  }
  if (!form.sentAt) throw notFound("This form has not been sent yet.");
  const bytes = await viaProvider(() => deps.provider.downloadAsSent(envelopeId));
  return { bytes, fileName: `${form.name} (as sent).pdf` };
}
