import { describe, expect, it } from "vitest";
import type { AuthnResponse } from "./api/authn-types";
import { initialLoginState, type LoginState, loginReducer, stateTokenOf, stepForResponse } from "./login-machine";

const user = { email: "avery@onboard.test", name: "Avery Admin" };
const totp = { id: "f-totp", factorType: "token:software:totp" as const, profile: {} };
const sms = { id: "f-sms", factorType: "sms" as const, profile: { phoneNumber: "•••-•••-0100" } };

/** Statuses are loose here on purpose: the server may send one the type does not know. */
function answer(response: Omit<Partial<AuthnResponse>, "status"> & { status: string }): AuthnResponse {
  return { expiresAt: "2030-01-01T00:00:00.000Z", user, ...response } as AuthnResponse;
}

function answered(response: AuthnResponse, state: LoginState = initialLoginState()) {
  return loginReducer(state, { type: "answered", response, username: "avery@onboard.test" });
}

describe("login state machine", () => {
  it("starts on the sign-in form with the remembered username", () => {
    expect(initialLoginState("avery@onboard.test")).toEqual({
      step: { kind: "credentials" },
      username: "avery@onboard.test",
      user: null,
      notice: null,
      transitions: 0,
    });
  });

  it("SUCCESS hands over the session token; without one it shows the spec's message", () => {
    expect(stepForResponse(answer({ status: "SUCCESS", sessionToken: "st-1" }), { kind: "credentials" })).toEqual({
      kind: "success",
      sessionToken: "st-1",
    });
    expect(stepForResponse(answer({ status: "SUCCESS" }), { kind: "credentials" })).toEqual({
      kind: "failed",
      problem: "missingSessionToken",
    });
  });

  it("MFA_REQUIRED with exactly one factor asks for that factor's code", () => {
    const state = answered(answer({ status: "MFA_REQUIRED", stateToken: "t1", factors: [totp] }));
    expect(state.step).toEqual({ kind: "mfaVerify", stateToken: "t1", factor: totp, isChallengeSent: false });
    expect(state.user).toEqual(user);
    expect(state.username).toBe("avery@onboard.test");
    expect(state.transitions).toBe(1);
  });

  it("MFA_REQUIRED with no factor or more than one stops with the spec's messages", () => {
    const none = answer({ status: "MFA_REQUIRED", stateToken: "t1", factors: [] });
    expect(stepForResponse(none, { kind: "credentials" })).toEqual({ kind: "failed", problem: "noMfaFactor" });
    const missing = answer({ status: "MFA_REQUIRED", stateToken: "t1" });
    expect(stepForResponse(missing, { kind: "credentials" })).toEqual({ kind: "failed", problem: "noMfaFactor" });
    const two = answer({ status: "MFA_REQUIRED", stateToken: "t1", factors: [totp, sms] });
    expect(stepForResponse(two, { kind: "credentials" })).toEqual({ kind: "failed", problem: "multipleMfaFactors" });
  });

  it("MFA_CHALLENGE marks the SMS code as sent, for the factor being verified only", () => {
    const required = answered(answer({ status: "MFA_REQUIRED", stateToken: "t1", factors: [sms] }));
    expect(required.step).toMatchObject({ kind: "mfaVerify", isChallengeSent: false });
    const challenged = answered(answer({ status: "MFA_CHALLENGE", stateToken: "t2", factors: [sms] }), required);
    expect(challenged.step).toEqual({ kind: "mfaVerify", stateToken: "t2", factor: sms, isChallengeSent: true });
    expect(challenged.transitions).toBe(2);

    const otherFactor = { ...sms, id: "f-other" };
    const mismatch = answered(answer({ status: "MFA_CHALLENGE", stateToken: "t2", factors: [otherFactor] }), required);
    expect(mismatch.step).toEqual({ kind: "failed", problem: "inconsistentFactor" });
  });

  it("rejects a factor type this app cannot verify", () => {
    const push = { id: "f-push", factorType: "push", profile: {} };
    const response = answer({ status: "MFA_REQUIRED", stateToken: "t1", factors: [push] } as never);
    expect(stepForResponse(response, { kind: "credentials" })).toEqual({
      kind: "failed",
      problem: "inconsistentFactor",
    });
  });

  it("MFA_ENROLL offers the supported factor types; none at all is the no-factor message", () => {
    const enroll = answer({ status: "MFA_ENROLL", stateToken: "t1", factorTypes: ["token:software:totp", "sms"] });
    expect(stepForResponse(enroll, { kind: "credentials" })).toEqual({
      kind: "mfaEnroll",
      stateToken: "t1",
      factorTypes: ["token:software:totp", "sms"],
    });
    const empty = answer({ status: "MFA_ENROLL", stateToken: "t1", factorTypes: [] });
    expect(stepForResponse(empty, { kind: "credentials" })).toEqual({ kind: "failed", problem: "noMfaFactor" });
  });

  it("MFA_ENROLL_ACTIVATE shows the activation; without one the transaction is inconsistent", () => {
    const activation = {
      factorId: "f1",
      factorType: "token:software:totp" as const,
      secret: "ABC",
      qrCodeDataUrl: "d",
    };
    expect(
      stepForResponse(answer({ status: "MFA_ENROLL_ACTIVATE", stateToken: "t1", activation }), { kind: "credentials" }),
    ).toEqual({ kind: "mfaEnrollActivate", stateToken: "t1", activation });
    expect(
      stepForResponse(answer({ status: "MFA_ENROLL_ACTIVATE", stateToken: "t1" }), { kind: "credentials" }),
    ).toEqual({ kind: "failed", problem: "inconsistentTransaction" });
  });

  it("LOCKED_OUT and PASSWORD_EXPIRED lead to their own steps", () => {
    const locked = answered(answer({ status: "LOCKED_OUT", user: undefined }));
    expect(locked.step).toEqual({ kind: "lockedOut" });
    expect(locked.user).toBeNull();
    expect(stepForResponse(answer({ status: "PASSWORD_EXPIRED", stateToken: "t1" }), { kind: "credentials" })).toEqual({
      kind: "passwordExpired",
      stateToken: "t1",
    });
  });

  it("a transaction step without a state token is inconsistent", () => {
    expect(stepForResponse(answer({ status: "PASSWORD_EXPIRED" }), { kind: "credentials" })).toEqual({
      kind: "failed",
      problem: "inconsistentTransaction",
    });
    expect(stepForResponse(answer({ status: "MFA_REQUIRED", factors: [totp] }), { kind: "credentials" })).toEqual({
      kind: "failed",
      problem: "inconsistentTransaction",
    });
  });

  it("an unknown status shows the unknown-status message with the status", () => {
    expect(stepForResponse(answer({ status: "MFA_PUSH" }), { kind: "credentials" })).toEqual({
      kind: "failed",
      problem: "unknownSignInStatus",
      status: "MFA_PUSH",
    });
  });

  it("goes back to the form, keeping the username, on restart; a stale transaction adds a notice", () => {
    const verifying = answered(answer({ status: "MFA_REQUIRED", stateToken: "t1", factors: [totp] }));
    expect(stateTokenOf(verifying.step)).toBe("t1");
    const restarted = loginReducer(verifying, { type: "restarted" });
    expect(restarted).toMatchObject({ step: { kind: "credentials" }, username: "avery@onboard.test", notice: null });
    expect(restarted.transitions).toBe(2);
    expect(stateTokenOf(restarted.step)).toBeNull();

    const expired = loginReducer(verifying, { type: "transactionExpired" });
    expect(expired).toMatchObject({ step: { kind: "credentials" }, notice: "inconsistentTransaction", user: null });
    expect(loginReducer(verifying, { type: "factorRejected" }).step).toEqual({
      kind: "failed",
      problem: "inconsistentFactor",
    });
  });

  it("counts a transition only when the step changes", () => {
    const first = answered(answer({ status: "MFA_CHALLENGE", stateToken: "t1", factors: [sms] }));
    const resent = answered(answer({ status: "MFA_CHALLENGE", stateToken: "t1", factors: [sms] }), first);
    expect(resent.transitions).toBe(first.transitions);
  });
});
