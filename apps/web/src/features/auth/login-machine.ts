/**
 * The sign-in flow as a pure reducer: each transaction answer (onboarding spec §4) decides the next step, and
 * the spec's sign-in messages (§8) become a "problem" the screen shows with a way back to the sign-in form.
 */
import {
  type AuthnActivation,
  type AuthnFactor,
  type AuthnResponse,
  type FactorType,
  isSupportedFactorType,
} from "./api/authn-types";

export type AuthnUser = NonNullable<AuthnResponse["user"]>;

/** Keys of the errors namespace (the domain's error catalogue). */
export type LoginProblem =
  | "noMfaFactor"
  | "multipleMfaFactors"
  | "missingSessionToken"
  | "unknownSignInStatus"
  | "inconsistentFactor"
  | "inconsistentTransaction";

/** A factor this app can verify: TOTP or SMS. */
export type VerifiableFactor = AuthnFactor & { factorType: FactorType };

export type LoginStep =
  | { kind: "credentials" }
  /** One configured factor; for SMS, isChallengeSent says whether a code has been sent (MFA_CHALLENGE). */
  | { kind: "mfaVerify"; stateToken: string; factor: VerifiableFactor; isChallengeSent: boolean }
  | { kind: "mfaEnroll"; stateToken: string; factorTypes: FactorType[] }
  | { kind: "mfaEnrollActivate"; stateToken: string; activation: AuthnActivation }
  | { kind: "passwordExpired"; stateToken: string }
  | { kind: "lockedOut" }
  /** Hand over to the identity provider (PKCE) with this one-time token. */
  | { kind: "success"; sessionToken: string }
  | { kind: "failed"; problem: LoginProblem; status?: string };

export interface LoginState {
  step: LoginStep;
  /** Kept so "Back to sign in" shows the form filled in. */
  username: string;
  /** Who is signing in, once the server has said so. */
  user: AuthnUser | null;
  /** A message shown on the sign-in form after the flow was sent back to it. */
  notice: LoginProblem | null;
  /** How many times the step changed: the screen moves focus to the new step's heading after the first. */
  transitions: number;
}

export type LoginEvent =
  | { type: "answered"; response: AuthnResponse; username?: string }
  /** "Back to sign in", or a fresh start after a problem. */
  | { type: "restarted" }
  /** The server no longer knows the transaction, or it is in another state (INVALID_STATE_TOKEN, ..._STATE). */
  | { type: "transactionExpired" }
  /** The factor sent is not the one the transaction is about (INVALID_FACTOR). */
  | { type: "factorRejected" };

export function initialLoginState(username = ""): LoginState {
  return { step: { kind: "credentials" }, username, user: null, notice: null, transitions: 0 };
}

/** Identifies a step for re-mounting and focus: a sent SMS code is a new step of its own. */
export function stepKey(step: LoginStep): string {
  return step.kind === "mfaVerify" ? `${step.kind}:${step.factor.id}:${step.isChallengeSent}` : step.kind;
}

function failed(problem: LoginProblem, status?: string): LoginStep {
  return status === undefined ? { kind: "failed", problem } : { kind: "failed", problem, status };
}

/** Exactly one factor must be configured (benefits-explorer spec §7); it must also be one this app can verify. */
function singleFactor(factors: AuthnFactor[] | undefined): VerifiableFactor | LoginProblem {
  const list = factors ?? [];
  if (list.length === 0) return "noMfaFactor";
  if (list.length > 1) return "multipleMfaFactors";
  const [factor] = list as [AuthnFactor];
  return isSupportedFactorType(factor.factorType) ? (factor as VerifiableFactor) : "inconsistentFactor";
}

function mfaVerifyStep(response: AuthnResponse, current: LoginStep): LoginStep {
  const factor = singleFactor(response.factors);
  if (typeof factor === "string") return failed(factor);
  if (!response.stateToken) return failed("inconsistentTransaction");
  const isChallenge = response.status === "MFA_CHALLENGE";
  // A challenge must be for the factor the user is verifying.
  if (isChallenge && current.kind === "mfaVerify" && current.factor.id !== factor.id)
    return failed("inconsistentFactor");
  return { kind: "mfaVerify", stateToken: response.stateToken, factor, isChallengeSent: isChallenge };
}

function mfaEnrollStep(response: AuthnResponse): LoginStep {
  const factorTypes = (response.factorTypes ?? []).filter(isSupportedFactorType);
  if (factorTypes.length === 0) return failed("noMfaFactor");
  if (!response.stateToken) return failed("inconsistentTransaction");
  return { kind: "mfaEnroll", stateToken: response.stateToken, factorTypes };
}

function mfaEnrollActivateStep({ stateToken, activation }: AuthnResponse): LoginStep {
  // Every step between the password and SUCCESS continues the transaction by its state token.
  if (!stateToken || !activation) return failed("inconsistentTransaction");
  return { kind: "mfaEnrollActivate", stateToken, activation };
}

/** The step a transaction answer leads to. */
export function stepForResponse(response: AuthnResponse, current: LoginStep): LoginStep {
  switch (response.status) {
    case "SUCCESS":
      return response.sessionToken
        ? { kind: "success", sessionToken: response.sessionToken }
        : failed("missingSessionToken");
    case "MFA_REQUIRED":
    case "MFA_CHALLENGE":
      return mfaVerifyStep(response, current);
    case "MFA_ENROLL":
      return mfaEnrollStep(response);
    case "MFA_ENROLL_ACTIVATE":
      return mfaEnrollActivateStep(response);
    case "PASSWORD_EXPIRED":
      return response.stateToken
        ? { kind: "passwordExpired", stateToken: response.stateToken }
        : failed("inconsistentTransaction");
    case "LOCKED_OUT":
      return { kind: "lockedOut" };
    default:
      // The type knows every status; the server may still send one this app does not.
      return failed("unknownSignInStatus", String((response as { status: unknown }).status));
  }
}

function moveTo(state: LoginState, step: LoginStep, changes: Partial<LoginState> = {}): LoginState {
  const hasChanged = stepKey(step) !== stepKey(state.step);
  return { ...state, ...changes, step, transitions: state.transitions + (hasChanged ? 1 : 0) };
}

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case "answered":
      return moveTo(state, stepForResponse(event.response, state.step), {
        user: event.response.user ?? state.user,
        username: event.username ?? state.username,
        notice: null,
      });
    case "restarted":
      return moveTo(state, { kind: "credentials" }, { user: null, notice: null });
    case "transactionExpired":
      return moveTo(state, { kind: "credentials" }, { user: null, notice: "inconsistentTransaction" });
    case "factorRejected":
      return moveTo(state, failed("inconsistentFactor"));
  }
}

/** The transaction a step belongs to, for "Back to sign in" to cancel. */
export function stateTokenOf(step: LoginStep): string | null {
  return "stateToken" in step ? step.stateToken : null;
}
