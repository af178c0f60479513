/**
 * The evidence a recipient leaves when they view, sign or decline: from where (IP address), with what (user agent)
 * and how they were authenticated; kept on their row (the certificate page states it) and in the event.
 */
import type { EsignAuthMethod } from "../../../db/schema/esign-enums";

export interface SigningEvidence {
  ip: string;
  userAgent: string;
  authMethod: EsignAuthMethod;
}

/** The evidence's columns on the recipient's row, and the same fields in the event's data. */
export const evidenceFields = (evidence: SigningEvidence) => ({
  ip: evidence.ip,
  userAgent: evidence.userAgent,
  authMethod: evidence.authMethod,
});
