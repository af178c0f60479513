import { describe, expect, it } from "vitest";
import { CLIENT_MESSAGES } from "./client-messages";
import type { ClientSetupStep } from "./enums";
import { canConfirmSetup, orderedSetupSteps, setupStepBlocker } from "./setup-rules";

const done = (...steps: ClientSetupStep[]) => new Set<ClientSetupStep>(steps);

describe("setup rules", () => {
  it("lets any preparation step be done first", () => {
    for (const step of ["merge-instances", "add-broker", "census-template", "import-company-info"] as const) {
      expect(setupStepBlocker(step, done())).toBeNull();
    }
  });

  it("needs a broker or a ben admin before the welcome e-mail", () => {
    expect(setupStepBlocker("welcome-email", done())).toBe(CLIENT_MESSAGES.setupNeedsUser);
    expect(setupStepBlocker("welcome-email", done("add-broker"))).toBeNull();
    expect(setupStepBlocker("welcome-email", done("add-ben-admin"))).toBeNull();
  });

  it("confirms only after a user was added and welcomed", () => {
    expect(canConfirmSetup(done("add-broker"))).toBe(false);
    expect(canConfirmSetup(done("welcome-email"))).toBe(false);
    expect(canConfirmSetup(done("add-ben-admin", "welcome-email"))).toBe(true);
    expect(setupStepBlocker("confirm-setup", done("add-broker"))).toBe(CLIENT_MESSAGES.setupNeedsWelcome);
    expect(setupStepBlocker("confirm-setup", done("add-broker", "welcome-email"))).toBeNull();
  });

  it("lists the eleven steps in the spec's order", () => {
    expect(orderedSetupSteps()).toEqual([
      "merge-instances",
      "add-broker",
      "add-ben-admin",
      "census-template",
      "e-signature",
      "configure-company",
      "resources",
      "update-tracker",
      "welcome-email",
      "confirm-setup",
      "import-company-info",
    ]);
  });
});
