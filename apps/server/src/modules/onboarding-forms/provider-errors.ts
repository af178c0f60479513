/**
 * The e-sign provider's refusals as the portal answers them: a wrong state is 409 with what the state is, refused
 * input 400 naming each field, anything else is not the caller's fault and stays an error (500).
 */
import { formMessage, ONBOARDING_FORM_MESSAGES as M } from "@onboard/domain/onboarding-forms/onboarding-form-messages";
import { AppError } from "../../errors/app-error";
import { UnknownEnvelopeError } from "../../integrations/e-sign/events/append-event";
import {
  EnvelopeStatusError,
  EsignInputError,
  NotRecipientsTurnError,
  RecipientNotPendingError,
  UnknownRecipientError,
} from "../../integrations/e-sign/service/service-errors";

const STATUS_WORDS: Record<string, string> = {
  created: "not sent yet",
  completed: "completed",
  declined: "declined",
  voided: "voided",
  expired: "expired",
  sent: "sent",
  delivered: "sent",
};

/** The call's own inputs keep their names; anything else is a template field's value (`body.values.<field id>`). */
const CALL_INPUTS = new Set(["signature", "reason", "email", "name", "roleId", "reminderIntervalDays", "expiresAt"]);
function inputPath(fieldId: string | null | undefined): string {
  if (!fieldId) return "body";
  return CALL_INPUTS.has(fieldId) ? `body.${fieldId}` : `body.values.${fieldId}`;
}

export function providerError(error: unknown): unknown {
  if (error instanceof EsignInputError) {
    const errors = error.errors.map((e) => ({ path: inputPath(e.fieldId), message: e.message }));
    return new AppError("VALIDATION_ERROR", 400, errors[0]?.message ?? M.signingIncomplete, errors);
  }
  if (error instanceof NotRecipientsTurnError) return new AppError("NOT_YOUR_TURN", 409, M.notYourTurn);
  if (error instanceof RecipientNotPendingError) return new AppError("RECIPIENT_DONE", 409, M.recipientDone);
  if (error instanceof EnvelopeStatusError) {
    const status = STATUS_WORDS[error.status] ?? error.status;
    return new AppError("FORM_CLOSED", 409, formMessage(M.formClosed, { status }));
  }
  if (error instanceof UnknownRecipientError || error instanceof UnknownEnvelopeError) {
    return new AppError("NOT_FOUND", 404, "This form has no such recipient.");
  }
  return error;
}

/** Runs a provider call, answering its refusals as the portal's errors. */
export async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerError(error);
  }
}
