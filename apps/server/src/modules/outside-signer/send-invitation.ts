/**
 * E-mails the outside signer their link, in the inviter's language: the review-&-submit page, or
 * review-&-submit-updates while the carrier's accepted changes wait for a signature. The raw token goes only here.
 */
import type { Language } from "@onboard/domain/common/environments";
import {
  OUTSIDE_SIGNER_TOKEN_PARAM,
  OUTSIDE_SIGNER_TOKEN_TTL_DAYS,
  type OutsideSignerActionId,
} from "@onboard/domain/outside-signer/token-policy";
import { buildPath } from "@onboard/domain/routes/build-path";
import type { Database } from "../../db/client";
import type { Mailer } from "../../integrations/mail/mailer";
import { loadEifEditState } from "../eif-change-log/index";
import type { OutsideSignerRow } from "../eif-signature/index";

export interface InvitationDeps {
  db: Database;
  mailer: Mailer;
  publicOrigin: string;
}

export function outsideSignerLink(
  publicOrigin: string,
  clientId: string,
  action: OutsideSignerActionId,
  token: string,
  language: Language,
): string {
  const path = buildPath(
    "outsideSigner",
    { clientId, outsideSignerActionId: action },
    { [OUTSIDE_SIGNER_TOKEN_PARAM]: token },
    { language },
  );
  return `${publicOrigin.replace(/\/+$/, "")}${path}`;
}

export async function sendInvitation(
  deps: InvitationDeps,
  input: {
    signer: OutsideSignerRow;
    token: string;
    clientName: string;
    invitedBy: { id: string; name: string };
    language: Language;
  },
) {
  const { signer, token, language } = input;
  const isUpdates = (await loadEifEditState(deps.db, signer.clientId))?.editState === "changes-accepted";
  const action: OutsideSignerActionId = isUpdates ? "review-&-submit-updates" : "review-&-submit";
  return deps.mailer.sendEmail(deps.db, {
    to: [signer.email],
    template: "outside-signer-invitation",
    language,
    data: {
      name: `${signer.firstName} ${signer.lastName}`,
      clientName: input.clientName,
      invitedBy: input.invitedBy.name,
      link: outsideSignerLink(deps.publicOrigin, signer.clientId, action, token, language),
      expiresAt: signer.tokenExpiresAt ?? new Date(),
      validDays: OUTSIDE_SIGNER_TOKEN_TTL_DAYS,
      isUpdates,
    },
    clientId: signer.clientId,
    sentByUserId: input.invitedBy.id,
    idempotencyKey: `outside-signer:${signer.id}:${signer.tokenHash}`,
  });
}
