/**
 * Signing the EIF (issue 14): the signer types their full name and agrees to the consent statement. Refused with 403
 * to anyone but the signer (decision 020), 409 once signed, 412 when the form changed since the signer read it, and
 * 400 listing every answer still missing (each with its step and sub-step). Then, in one transaction: the client is
 * marked signed (only if it was not, so two signatures cannot both land), the signature is kept with the exact
 * statement shown, its SHA-256, the address and browser, and a snapshot of the form as signed; the form's tasks move
 * to Done; all of it is audited.
 */
import { createHash } from "node:crypto";
import { EIF_FORM_TASK_IDS } from "@onboard/domain/eif/eif-steps";
import { EIF_CONSENT_STATEMENTS, EIF_CONSENT_VERSION } from "@onboard/domain/eif-signature/consent-statement";
import { missingAnswerPath, missingBeforeSigning } from "@onboard/domain/eif-signature/missing-before-signing";
import type { EifSignature, EifSignatureBody } from "@onboard/domain/eif-signature/signature-schema";
import { maySignEif } from "@onboard/domain/eif-signature/who-signs";
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { auditActor, recordAudit } from "../audit/record-audit";
import { assertVersion } from "../clients/if-match";
import { assertVisible } from "../eif/eif-access";
import { presentDraft } from "../eif/present-draft";
import { type EifState, loadEifState } from "../eif/snapshot-repository";
import { completeFormTasks, findAuthorizedSigner, insertSignature, markSigned } from "./signature-repository";

const alreadySigned = () => new AppError("EIF_ALREADY_SIGNED", 409, ERROR_MESSAGES.eifAlreadySigned);

/**
 * Who may sign, checked before the body is read (permission before validation): 404 for a client that is not there,
 * 403 EIF_SIGNER_ONLY for anyone but its signer. The state read is the one signed.
 */
export async function prepareSigning(db: Database, user: AuthenticatedUser, clientId: string): Promise<EifState> {
  const state = assertVisible(user, await loadEifState(db, clientId));
  const authorizedSignerUserId = await findAuthorizedSigner(db, clientId);
  if (!maySignEif(user, { id: clientId, authorizedSignerUserId })) {
    throw new AppError("EIF_SIGNER_ONLY", 403, ERROR_MESSAGES.eifSignerOnly);
  }
  return state;
}

export async function signEif(
  db: Database,
  request: FastifyRequest,
  input: { state: EifState; user: AuthenticatedUser; body: EifSignatureBody; expectedVersion: number },
  now: Date,
): Promise<EifSignature> {
  const { state, user, body } = input;
  const { clientId } = state;
  if (state.eifSignedAt) throw alreadySigned();
  assertVersion(state.version, input.expectedVersion);
  const missing = missingBeforeSigning(state);
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
  const userAgent = request.headers["user-agent"]?.slice(0, 512) ?? null;
  await db.transaction(async (tx) => {
    if (!(await markSigned(tx, clientId, user.id, now))) throw alreadySigned();
    const signature = await insertSignature(tx, {
      clientId,
      signedAt: now,
      signerUserId: user.id,
      typedName: body.fullName,
      language: body.language,
      consentVersion: EIF_CONSENT_VERSION,
      consentText,
      consentSha256,
      ip: request.ip ?? null,
      userAgent,
      draftVersion: state.version,
      snapshot: { ...snapshot, eifSignedAt: now.toISOString() },
    });
    await recordAudit(tx, {
      ...auditActor(request),
      action: "eif.sign",
      entity: "Eif",
      entityId: clientId,
      clientId,
      after: { signedAt: now.toISOString(), typedName: body.fullName, consentSha256, draftVersion: state.version },
      extra: { signatureId: signature.id, userAgent },
    });
    for (const task of await completeFormTasks(tx, clientId, EIF_FORM_TASK_IDS, now)) {
      await recordAudit(tx, {
        ...auditActor(request),
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
  return { signedAt: now.toISOString(), signedBy: user.name, typedName: body.fullName, consentSha256 };
}
