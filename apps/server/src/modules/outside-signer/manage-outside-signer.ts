/**
 * Naming, re-inviting and revoking a client's outside signer (decision 021). Each runs in one transaction under the
 * client's row lock, so a client has at most one active signer: naming one revokes the earlier signer (their link stops
 * working), a resend replaces the token (the old link stops working), a revoke drops it. The token is 32 random bytes
 * (base64url), only its SHA-256 stored, valid OUTSIDE_SIGNER_TOKEN_TTL_DAYS; the link is e-mailed once the transaction
 * has landed. Every write is audited.
 */
import type { Language } from "@onboard/domain/common/environments";
import type { OutsideSignerInvite } from "@onboard/domain/outside-signer/invite-schema";
import { OUTSIDE_SIGNER_TOKEN_TTL_MS } from "@onboard/domain/outside-signer/token-policy";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { type Actor, auditActor } from "../../core/actor";
import { notFound } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import { hashOpaqueToken, newOpaqueToken } from "../authn/index";
import { findActiveOutsideSigner, type OutsideSignerRow } from "../eif-signature/index";
import { presentOutsideSigner } from "./present-outside-signer";
import { insertOutsideSigner, lockClientForSigner, revokeOutsideSigner, setOutsideSignerToken } from "./repository";
import { type InvitationDeps, sendInvitation } from "./send-invitation";

const newToken = (now: Date) => {
  const token = newOpaqueToken();
  return {
    token,
    fields: {
      tokenHash: hashOpaqueToken(token),
      tokenIssuedAt: now,
      tokenExpiresAt: new Date(now.getTime() + OUTSIDE_SIGNER_TOKEN_TTL_MS),
    },
  };
};

/** Who the audit shows: the signer without any token. */
const audited = (row: OutsideSignerRow) => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  title: row.title,
  tokenIssuedAt: row.tokenIssuedAt,
  tokenExpiresAt: row.tokenExpiresAt,
});

export async function inviteOutsideSigner(
  deps: InvitationDeps,
  actor: Actor,
  input: { user: AuthenticatedUser; clientId: string; body: OutsideSignerInvite },
  now: Date,
) {
  const { user, clientId, body } = input;
  const { token, fields } = newToken(now);
  const { signer, clientName } = await deps.db.transaction(async (tx) => {
    const client = await lockClientForSigner(tx, clientId);
    if (!client) throw notFound();
    const earlier = await findActiveOutsideSigner(tx, clientId);
    if (earlier) await revokeOutsideSigner(tx, earlier.id, now);
    const signer = await insertOutsideSigner(tx, {
      clientId,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      title: body.title || null,
      invitedByUserId: user.id,
      ...fields,
    });
    await recordAudit(tx, {
      ...auditActor(actor),
      action: earlier ? "outside-signer.replace" : "outside-signer.invite",
      entity: "OutsideSigner",
      entityId: signer.id,
      clientId,
      before: earlier ? audited(earlier) : null,
      after: audited(signer),
    });
    return { signer, clientName: client.name };
  });
  const language: Language = body.language ?? "en";
  await sendInvitation(deps, { signer, token, clientName, invitedBy: user, language });
  return presentOutsideSigner(signer, null, now);
}

export async function resendOutsideSigner(
  deps: InvitationDeps,
  actor: Actor,
  input: { user: AuthenticatedUser; clientId: string; language: Language },
  now: Date,
) {
  const { user, clientId } = input;
  const { token, fields } = newToken(now);
  const { signer, clientName } = await deps.db.transaction(async (tx) => {
    const client = await lockClientForSigner(tx, clientId);
    const current = client && (await findActiveOutsideSigner(tx, clientId));
    if (!client || !current) throw notFound();
    const signer = await setOutsideSignerToken(tx, current.id, fields);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "outside-signer.resend",
      entity: "OutsideSigner",
      entityId: signer.id,
      clientId,
      before: { tokenIssuedAt: current.tokenIssuedAt, tokenExpiresAt: current.tokenExpiresAt },
      after: { tokenIssuedAt: signer.tokenIssuedAt, tokenExpiresAt: signer.tokenExpiresAt },
    });
    return { signer, clientName: client.name };
  });
  await sendInvitation(deps, { signer, token, clientName, invitedBy: user, language: input.language });
  return presentOutsideSigner(signer, null, now);
}

export async function revokeClientOutsideSigner(
  deps: Pick<InvitationDeps, "db">,
  actor: Actor,
  clientId: string,
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const client = await lockClientForSigner(tx, clientId);
    const current = client && (await findActiveOutsideSigner(tx, clientId));
    if (!client || !current) throw notFound();
    await revokeOutsideSigner(tx, current.id, now);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "outside-signer.revoke",
      entity: "OutsideSigner",
      entityId: current.id,
      clientId,
      before: audited(current),
      after: { revokedAt: now },
    });
  });
}
