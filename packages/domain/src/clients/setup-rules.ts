/**
 * When a setup step may be completed (our rule; the spec lists the steps only). A client's setup is confirmed once
 * somebody outside the carrier can work on it and has been told: a broker or a ben admin has been added, and the
 * welcome e-mail has gone out. The welcome e-mail in turn needs someone to welcome. Every other step may be done,
 * and redone, in any order.
 */
import { CLIENT_MESSAGES } from "./client-messages";
import { CLIENT_SETUP_STEPS, type ClientSetupStep } from "./enums";

export function hasExternalUser(completed: ReadonlySet<ClientSetupStep>): boolean {
  return completed.has("add-broker") || completed.has("add-ben-admin");
}

export function canConfirmSetup(completed: ReadonlySet<ClientSetupStep>): boolean {
  return hasExternalUser(completed) && completed.has("welcome-email");
}

/** Why `step` cannot be completed now, or null when it can. */
export function setupStepBlocker(step: ClientSetupStep, completed: ReadonlySet<ClientSetupStep>): string | null {
  if (step === "welcome-email" && !hasExternalUser(completed)) return CLIENT_MESSAGES.setupNeedsUser;
  if (step === "confirm-setup" && !canConfirmSetup(completed)) return CLIENT_MESSAGES.setupNeedsWelcome;
  return null;
}

/** The steps in the spec's order. */
export function orderedSetupSteps(): readonly ClientSetupStep[] {
  return CLIENT_SETUP_STEPS;
}
