/**
 * A reason the caller must give (declining, voiding): trimmed, not empty, at most 1,000 characters (it is shown in
 * the portal and kept in the event log).
 */
import { EsignInputError } from "./service-errors";

export const REASON_MAX_LENGTH = 1000;

export function requiredReason(reason: unknown, missing: string): string {
  const trimmed = typeof reason === "string" ? reason.trim() : "";
  if (trimmed === "") throw new EsignInputError([{ fieldId: "reason", message: missing }]);
  if (trimmed.length > REASON_MAX_LENGTH) {
    throw new EsignInputError([
      { fieldId: "reason", message: `Please keep the reason under ${REASON_MAX_LENGTH} characters` },
    ]);
  }
  return trimmed;
}
