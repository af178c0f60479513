/**
 * Why the embedded e-sign service refuses a call on an envelope (decision 024): each error says which envelope or
 * recipient, what state it is in and why the call cannot go on, so that the portal's routes can map each to a status.
 */
import type { FieldValueError } from "@onboard/domain/onboarding-forms/field-values";

/** The envelope is not in a state the call accepts (e.g. signing a voided envelope, voiding a completed one). */
export class EnvelopeStatusError extends Error {
  constructor(
    readonly envelopeId: string,
    readonly status: string,
    action: string,
  ) {
    super(`cannot ${action} e-sign envelope ${envelopeId}: it is ${status}`);
    this.name = "EnvelopeStatusError";
  }
}

export class UnknownRecipientError extends Error {
  constructor(
    readonly envelopeId: string,
    readonly recipientId: string,
  ) {
    super(`e-sign envelope ${envelopeId} has no recipient ${recipientId}`);
    this.name = "UnknownRecipientError";
  }
}

/** The recipient is pending, but an earlier routing order has not signed yet. */
export class NotRecipientsTurnError extends Error {
  constructor(
    readonly recipientId: string,
    readonly routingOrder: number,
    readonly currentRoutingOrder: number | null,
  ) {
    super(
      `it is not recipient ${recipientId}'s turn: they sign in routing order ${routingOrder}, ` +
        `and routing order ${currentRoutingOrder ?? "none"} signs now`,
    );
    this.name = "NotRecipientsTurnError";
  }
}

/** The recipient has already signed or declined, or was replaced by a reassignment. */
export class RecipientNotPendingError extends Error {
  constructor(
    readonly recipientId: string,
    readonly status: string,
  ) {
    super(`recipient ${recipientId} is ${status}: they have nothing more to do on this envelope`);
    this.name = "RecipientNotPendingError";
  }
}

/** What the caller sent is refused: each error names the field (or `signature`, `reason`, `email`…) and why. */
export class EsignInputError extends Error {
  constructor(readonly errors: readonly FieldValueError[]) {
    super(errors.map((e) => (e.fieldId ? `${e.fieldId}: ${e.message}` : e.message)).join("; "));
    this.name = "EsignInputError";
  }
}

/** A completed envelope whose sealed PDF is not in file storage: never expected, as both are written together. */
export class CompletedDocumentMissingError extends Error {
  constructor(
    readonly envelopeId: string,
    readonly key: string,
  ) {
    super(`the sealed PDF of completed e-sign envelope ${envelopeId} is not in file storage at ${key}`);
    this.name = "CompletedDocumentMissingError";
  }
}

/** The document rendered again as sent does not hash to the SHA-256 kept when it was sent (the renderer changed). */
export class AsSentDocumentMismatchError extends Error {
  constructor(
    readonly envelopeId: string,
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`the document of e-sign envelope ${envelopeId} rendered again hashes to ${actual}, not ${expected} as sent`);
    this.name = "AsSentDocumentMismatchError";
  }
}
