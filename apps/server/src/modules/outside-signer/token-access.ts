/**
 * The outside signer's token (decision 021): sent as `Authorization: Bearer <token>` on the calls under
 * /api/outside-signer/clients/:clientId and nowhere else; a session cookie means nothing there. A token that is
 * missing, malformed, unknown (never issued, or replaced by a resend or a new signer), revoked or expired is 401
 * OUTSIDE_SIGNER_LINK_INVALID; a good token on another client's id is 403; a client that is gone is 404. Each
 * accepted call records the signer's lastAccessedAt.
 */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../errors/app-error";
import { hashOpaqueToken } from "../authn/index";
import type { OutsideSignerRow } from "../eif-signature/index";
import { findLiveClient, findOutsideSignerByTokenHash, touchOutsideSigner } from "./repository";

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

const linkInvalid = () => new AppError("OUTSIDE_SIGNER_LINK_INVALID", 401, ERROR_MESSAGES.outsideSignerLinkInvalid);

/** The token of a request's Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  return (typeof header === "string" && BEARER.exec(header)?.[1]) || null;
}

/** The outside signer whose token `authorization` (the request's Authorization header) carries, on this client. */
export async function authenticateOutsideSigner(
  authorization: string | undefined,
  db: Database,
  clientId: string,
  now: Date,
): Promise<OutsideSignerRow> {
  const token = bearerToken(authorization);
  if (!token) throw linkInvalid();
  const signer = await findOutsideSignerByTokenHash(db, hashOpaqueToken(token));
  if (!signer || signer.revokedAt || !signer.tokenExpiresAt || signer.tokenExpiresAt <= now) throw linkInvalid();
  if (signer.clientId !== clientId) throw new AppError("FORBIDDEN", 403, ERROR_MESSAGES.forbidden);
  if (!(await findLiveClient(db, clientId))) throw notFound();
  await touchOutsideSigner(db, signer.id, now);
  return signer;
}
