/**
 * Signing the EIF (issue 14): the signer types their full name and agrees to the consent statement. Refused with 403
 * to anyone but the signer (decision 020), 409 once signed, 412 when the form changed since the signer read it, and
 * 400 listing every answer still missing (each with its step and sub-step). Then, in one transaction: the client is
 * marked signed (only if it was not, so two signatures cannot both land), the signature is kept with the exact
 * statement shown, its SHA-256, the address and browser, and a snapshot of the form as signed; the form's tasks move
 * to Done; all of it is audited. The signer is a signed-in user or the client's outside signer (decision 021).
 * `review-&-submit-updates` signs the changes the carrier accepted after the form was signed: only a signed form in
 * the changes-accepted edit state (else 409 EIF_UPDATES_NOT_READY); it starts a new round (eifSignedAt moves on).
 */
import { createHash } from "node:crypto";
import { EIF_FORM_TASK_IDS } from "@onboard/domain/eif/eif-steps";
import { EIF_CONSENT_STATEMENTS, EIF_CONSENT_VERSION } from "@onboard/domain/eif-signature/consent-statement";
import { missingAnswerPath, missingBeforeSigning } from "@onboard/domain/eif-signature/missing-before-signing";
import type { EifSignature, EifSignatureBody } from "@onboard/domain/eif-signature/signature-schema";
import { DEFAULT_SIGNING_ACTION } from "@onboard/domain/eif-signature/signing-action";
import { maySignEif } from "@onboard/domain/eif-signature/who-signs";
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";
import { type Actor, auditActor } from "../../core/actor";
import { assertVersion } from "../../db/assert-version";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import type { JobRunner } from "../../jobs/job-runner";
import { recordAudit } from "../audit/index";
import { assertVisible, type EifState, loadEifState, presentDraft } from "../eif/index";
import { loadEifEditState } from "../eif-change-log/index";
import { enqueueEifSummaryDocument } from "../eif-summary/index";
import { findActiveOutsideSigner, hasActiveOutsideSigner } from "./active-outside-signer";
import {
  completeFormTasks,
  findAuthorizedSigner,
  insertSignature,
  lockSignedAt,
  markSigned,
  markUpdatesSigned,
} from "./signature-repository";

const alreadySigned = () => new AppError("EIF_ALREADY_SIGNED", 409, ERROR_MESSAGES.eifAlreadySigned);
const updatesNotReady = () => new AppError("EIF_UPDATES_NOT_READY", 409, ERROR_MESSAGES.eifUpdatesNotReady);

/** Who signs: a signed-in user, or the client's outside signer through their link (decision 021). */
export type EifSigner =
  | { kind: "user"; user: AuthenticatedUser }
  | { kind: "outside"; outsideSigner: { id: string; firstName: string; lastName: string } };

const signerName = (signer: EifSigner) =>
  signer.kind === "user" ? signer.user.name : `${signer.outsideSigner.firstName} ${signer.outsideSigner.lastName}`;

/**
 * Who may sign, checked before the body is read (permission before validation): 404 for a client that is not there,
 * 403 EIF_SIGNER_ONLY for anyone but its signer, 403 EIF_OUTSIDE_SIGNER_SIGNS for that signer while the client has an
 * active outside signer (who signs instead). The state read is the one signed.
 */
export async function prepareSigning(db: Database, user: AuthenticatedUser, clientId: string): Promise<EifState> {
  const state = assertVisible(user, await loadEifState(db, clientId));
  const authorizedSignerUserId = await findAuthorizedSigner(db, clientId);
  if (!maySignEif(user, { id: clientId, authorizedSignerUserId })) {
    throw new AppError("EIF_SIGNER_ONLY", 403, ERROR_MESSAGES.eifSignerOnly);
  }
  if (await hasActiveOutsideSigner(db, clientId)) {
    throw new AppError("EIF_OUTSIDE_SIGNER_SIGNS", 403, ERROR_MESSAGES.eifOutsideSignerSigns);
  }
  return state;
}

export async function signEif(
  deps: { db: Database; jobs: JobRunner },
  actor: Actor,
  input: {
    state: EifState;
    signer: EifSigner;
    body: EifSignatureBody;
    expectedVersion: number;
    /** The signer's browser (the User-Agent header), kept with the signature. */
    userAgent: string | null | undefined;
  },
  now: Date,
): Promise<EifSignature> {
  const { db } = deps;
  const { state, signer, body } = input;
  const { clientId } = state;
  const action = body.action ?? DEFAULT_SIGNING_ACTION;
  const isUpdates = action === "review-&-submit-updates";
  if (isUpdates) {
    if (!state.eifSignedAt || (await loadEifEditState(db, clientId))?.editState !== "changes-accepted") {
      throw updatesNotReady();
    }
  } else if (state.eifSignedAt) throw alreadySigned();
  assertVersion(state.version, input.expectedVersion);
  const missing = isUpdates ? [] : missingBeforeSigning(state);
  if (missing.length > 0) {
    throw new AppError(
      "VALIDATION_ERROR",
      400,
      VALIDATION_MESSAGES.responseRequired,
      missing.map((item) => ({ path: missingAnswerPath(item), message: item.message })),
    );
  }

  const consentText = EIF_CONSENT_STATEMENTS[body.language];
  const consentSha256 = createHash("sha256").update(consentText, "utf8").digest("hex");
  const { outline: _outline, ...snapshot } = presentDraft(state);
  const userAgent = input.userAgent?.slice(0, 512) ?? null;
  const signerUserId = signer.kind === "user" ? signer.user.id : null;
  const outsideSignerId = signer.kind === "outside" ? signer.outsideSigner.id : null;
  await db.transaction(async (tx) => {
    let acceptedChanges: unknown[] | undefined;
    if (isUpdates) {
      // Under the client's lock, the updates are still the accepted ones nobody has signed yet.
      const signedAt = await lockSignedAt(tx, clientId);
      const edit = await loadEifEditState(tx, clientId);
      if (!signedAt || edit?.editState !== "changes-accepted") throw updatesNotReady();
      acceptedChanges = edit.net.filter((change) => change.status === "accepted");
      await markUpdatesSigned(tx, clientId, signerUserId, now);
    } else if (!(await markSigned(tx, clientId, signerUserId, now))) throw alreadySigned();
    // The client's row is locked now: an outside signer named or revoked meanwhile decides who may sign (decision 021).
    const outside = await findActiveOutsideSigner(tx, clientId);
    if (signer.kind === "user" && outside) {
      throw new AppError("EIF_OUTSIDE_SIGNER_SIGNS", 403, ERROR_MESSAGES.eifOutsideSignerSigns);
    }
    if (signer.kind === "outside" && outside?.id !== signer.outsideSigner.id) {
      throw new AppError("OUTSIDE_SIGNER_LINK_INVALID", 401, ERROR_MESSAGES.outsideSignerLinkInvalid);
    }
    const signature = await insertSignature(tx, {
      clientId,
      signedAt: now,
      signerUserId,
      outsideSignerId,
      typedName: body.fullName,
      language: body.language,
      consentVersion: EIF_CONSENT_VERSION,
      consentText,
      consentSha256,
      ip: actor.ip ?? null,
      userAgent,
      draftVersion: state.version,
      snapshot: { ...snapshot, eifSignedAt: now.toISOString(), action, ...(acceptedChanges && { acceptedChanges }) },
    });
    await enqueueEifSummaryDocument(deps.jobs, tx, { clientId, signatureId: signature.id });
    await recordAudit(tx, {
      ...auditActor(actor),
      action: isUpdates ? "eif.sign-updates" : "eif.sign",
      entity: "Eif",
      entityId: clientId,
      clientId,
      after: { signedAt: now.toISOString(), typedName: body.fullName, consentSha256, draftVersion: state.version },
      extra: { signatureId: signature.id, userAgent, ...(outsideSignerId && { outsideSignerId }) },
    });
    for (const task of await completeFormTasks(tx, clientId, EIF_FORM_TASK_IDS, now)) {
      await recordAudit(tx, {
        ...auditActor(actor),
        action: "task.status",
        entity: "Task",
        entityId: task.id,
        clientId,
        before: { taskId: task.taskId, status: task.oldStatus },
        after: { taskId: task.taskId, status: "DONE" },
        extra: { cause: "EIF signed" },
      });
    }
  });
  return { signedAt: now.toISOString(), signedBy: signerName(signer), action, typedName: body.fullName, consentSha256 };
}
