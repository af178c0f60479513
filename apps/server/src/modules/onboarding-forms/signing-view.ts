/**
 * The embedded signing view (spec §7): `POST .../{formId}/embedded-view/{recipientId}` opens it for the caller's own
 * recipient only (their session; 403 for anyone else, staff included), takes the form's lock for the session (409
 * while another session signs), records the view with the provider (a `viewed` event; 409 when it is not their
 * turn) and answers the signing route and what the view shows. `PUT .../embedded-view-action/{action}` is how the
 * view closes: signed (values and signature, checked by the provider), declined (a reason) or later; each releases
 * the lock. Evidence (address, user agent, a portal session) goes to the provider for the certificate page.
 */

import { ONBOARDING_FORM_MESSAGES as M } from "@onboard/domain/onboarding-forms/onboarding-form-messages";
import type {
  EmbeddedView,
  EmbeddedViewAction,
  EmbeddedViewActionBody,
  OnboardingForm,
} from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { buildPath } from "@onboard/domain/routes/build-path";
import type { Actor } from "../../core/actor";
import { AppError } from "../../errors/app-error";
import type { SigningEvidence } from "../../integrations/e-sign/service/signing-evidence";
import { authorizeClientForms, type ClientFormsAccess, clientFormOr404, envelopeOf } from "./form-access";
import type { FormDeps } from "./form-deps";
import { acquireFormLock, assertNotLockedByOther, releaseFormLock, sessionKeyOf } from "./form-lock";
import { presentForm } from "./presenter";
import { viaProvider } from "./provider-errors";
import { awaitEvents, type FormWithRecipients, type RecipientRow } from "./repository";

export interface SigningSession {
  /** The caller's session id (the lock's holder). */
  sessionId: string;
  userAgent: string;
}

function ownRecipient(form: FormWithRecipients, recipientId: string, userId: string): RecipientRow {
  const recipient = form.recipients.find((r) => r.id === recipientId);
  if (!recipient) throw new AppError("NOT_FOUND", 404, "This form has no such recipient.");
  if (recipient.userId !== userId) throw new AppError("NOT_YOUR_RECIPIENT", 403, M.notYourRecipient);
  return recipient;
}

const evidenceOf = (actor: Actor, session: SigningSession): SigningEvidence => ({
  ip: actor.ip ?? "unknown",
  userAgent: session.userAgent.slice(0, 500) || "unknown",
  authMethod: "portal-session",
});

export async function openSigningView(
  deps: FormDeps,
  actor: Actor,
  session: SigningSession,
  ids: { clientId: string; formId: string; recipientId: string },
  now: Date,
): Promise<EmbeddedView> {
  const { user } = await authorizeClientForms(actor, deps.db, "update", ids.clientId);
  const form = await clientFormOr404(deps.db, ids.clientId, ids.formId);
  const recipient = ownRecipient(form, ids.recipientId, user.id);
  const envelopeId = envelopeOf(form);
  const sessionKey = sessionKeyOf(session.sessionId);
  const lockedUntil = await acquireFormLock(
    deps.db,
    form.id,
    { recipientId: recipient.id, userId: user.id, sessionKey },
    now,
  );
  try {
    const view = await viaProvider(() =>
      deps.provider.openRecipientView(envelopeId, recipient.id, evidenceOf(actor, session), now),
    );
    await awaitEvents(deps.db, form.id, view.envelope.lastEventSeq, now);
    return {
      url: buildPath("onboardingFormAction", {
        clientId: ids.clientId,
        onboardingFormId: form.id,
        recipientId: recipient.id,
      }),
      formId: form.id,
      recipientId: recipient.id,
      templateId: view.envelope.templateId,
      templateVersion: view.envelope.templateVersion,
      roleId: view.recipient.roleId,
      values: view.values,
      documentSha256: view.envelope.documentSha256,
      lockedUntil: lockedUntil.toISOString(),
    };
  } catch (error) {
    await releaseFormLock(deps.db, form.id, sessionKey);
    throw error;
  }
}

/** `access`: `authorizeClientForms(actor, db, "update", clientId)`, asked before the body is read. */
export async function closeSigningView(
  deps: FormDeps,
  actor: Actor,
  { user }: ClientFormsAccess,
  session: SigningSession,
  ids: { clientId: string; formId: string; action: EmbeddedViewAction },
  body: EmbeddedViewActionBody,
  now: Date,
): Promise<OnboardingForm> {
  const form = await clientFormOr404(deps.db, ids.clientId, ids.formId);
  const recipient = ownRecipient(form, body.recipientId, user.id);
  const envelopeId = envelopeOf(form);
  const sessionKey = sessionKeyOf(session.sessionId);
  await assertNotLockedByOther(deps.db, form.id, sessionKey, now);
  const evidence = evidenceOf(actor, session);
  let lastEventSeq: number | null = null;
  if (ids.action === "signed") {
    if (!body.values || !body.signature) {
      throw new AppError("VALIDATION_ERROR", 400, M.signingIncomplete, [
        { path: "body.signature", message: M.signingIncomplete },
      ]);
    }
    const signing = { values: body.values, signature: body.signature, evidence };
    lastEventSeq = (await viaProvider(() => deps.provider.sign(envelopeId, recipient.id, signing, now))).lastEventSeq;
  } else if (ids.action === "declined") {
    const reason = body.reason?.trim() ?? "";
    if (reason === "") {
      throw new AppError("VALIDATION_ERROR", 400, M.declineReasonRequired, [
        { path: "body.reason", message: M.declineReasonRequired },
      ]);
    }
    const decline = { reason, evidence };
    lastEventSeq = (await viaProvider(() => deps.provider.decline(envelopeId, recipient.id, decline, now)))
      .lastEventSeq;
  }
  await releaseFormLock(deps.db, form.id, sessionKey);
  if (lastEventSeq !== null) await awaitEvents(deps.db, form.id, lastEventSeq, now);
  return presentForm(await clientFormOr404(deps.db, ids.clientId, form.id), user.id);
}
