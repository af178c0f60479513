/**
 * The authorization-code flow with a proof key (S256), through oauth4webapi: after SUCCESS the browser goes to
 * the provider with the one-time session token; the provider returns to /login/callback with a code to exchange.
 */
import type { Language } from "@onboard/domain/common/environments";
import { identityErrorMessage } from "@onboard/domain/errors/error-helpers";
import * as oauth from "oauth4webapi";
import type { IdentityConfiguration } from "./api/identity-configuration";

/** What survives the trip to the provider: sessionStorage keeps it to this tab, and only until the callback. */
export const SIGN_IN_ATTEMPT_KEY = "onboard.auth.signInAttempt";

export interface SignInAttempt {
  codeVerifier: string;
  state: string;
  /** A same-site path, already checked at sign-in and checked again on return. */
  returnTo: string;
  language: Language;
}

export type SignInCallbackFailure = "noAttempt" | "stateMismatch" | "provider" | "exchange";

export class SignInCallbackError extends Error {
  readonly reason: SignInCallbackFailure;
  /** The provider's own explanation, when it gave one. */
  readonly detail: string | null;

  constructor(reason: SignInCallbackFailure, detail: string | null = null) {
    super(detail ?? reason);
    this.name = "SignInCallbackError";
    this.reason = reason;
    this.detail = detail;
  }
}

/** Plain HTTP is allowed for a local issuer (the embedded provider in development) and nowhere else by accident. */
function httpOptions(url: string): { [oauth.allowInsecureRequests]?: boolean } {
  return new URL(url).protocol === "http:" ? { [oauth.allowInsecureRequests]: true } : {};
}

async function discover(issuer: string): Promise<oauth.AuthorizationServer> {
  const issuerUrl = new URL(issuer);
  const response = await oauth.discoveryRequest(issuerUrl, { algorithm: "oidc", ...httpOptions(issuer) });
  return oauth.processDiscoveryResponse(issuerUrl, response);
}

function authorizationEndpoint(as: oauth.AuthorizationServer, issuer: string): URL {
  return new URL(as.authorization_endpoint ?? `${issuer.replace(/\/+$/, "")}/auth`);
}

function saveAttempt(attempt: SignInAttempt): void {
  window.sessionStorage.setItem(SIGN_IN_ATTEMPT_KEY, JSON.stringify(attempt));
}

function isSignInAttempt(value: unknown): value is SignInAttempt {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return ["codeVerifier", "state", "returnTo", "language"].every((key) => typeof record[key] === "string");
}

/** The pending attempt, left in place (the callback may first switch to the user's language). */
export function peekSignInAttempt(): SignInAttempt | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(SIGN_IN_ATTEMPT_KEY) ?? "null");
    return isSignInAttempt(value) ? value : null;
  } catch {
    return null;
  }
}

/** The pending attempt, removed: a code verifier is used once. */
function takeSignInAttempt(): SignInAttempt | null {
  const attempt = peekSignInAttempt();
  window.sessionStorage.removeItem(SIGN_IN_ATTEMPT_KEY);
  return attempt;
}

/** Builds the provider's authorization URL and remembers the verifier, state and return path for the callback. */
export async function startSignIn(
  identity: IdentityConfiguration,
  sessionToken: string,
  returnTo: string,
  language: Language,
): Promise<string> {
  const as = await discover(identity.issuer);
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = authorizationEndpoint(as, identity.issuer);
  const params: Record<string, string> = {
    response_type: "code",
    client_id: identity.clientId,
    redirect_uri: identity.redirectUri,
    scope: identity.scope,
    resource: identity.resource,
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    session_token: sessionToken,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  saveAttempt({ codeVerifier, state, returnTo, language });
  return url.href;
}

export interface SignInTokens {
  accessToken: string;
  refreshToken?: string;
  returnTo: string;
}

function providerError(error: unknown): string | null {
  if (error instanceof oauth.AuthorizationResponseError) {
    return identityErrorMessage({ error_description: error.error_description, message: error.error });
  }
  if (error instanceof oauth.ResponseBodyError) return identityErrorMessage(error.cause);
  return null;
}

/** Checks the state, then exchanges the code at the token endpoint as a public client (no secret). */
export async function finishSignIn(identity: IdentityConfiguration, callbackUrl: URL): Promise<SignInTokens> {
  const attempt = takeSignInAttempt();
  if (!attempt) throw new SignInCallbackError("noAttempt");
  if (callbackUrl.searchParams.get("state") !== attempt.state) throw new SignInCallbackError("stateMismatch");

  const as = await discover(identity.issuer);
  const client: oauth.Client = { client_id: identity.clientId };
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(as, client, callbackUrl, attempt.state);
  } catch (error) {
    throw new SignInCallbackError("provider", providerError(error));
  }
  try {
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      params,
      identity.redirectUri,
      attempt.codeVerifier,
      { additionalParameters: { resource: identity.resource }, ...httpOptions(identity.issuer) },
    );
    const result = await oauth.processAuthorizationCodeResponse(as, client, response);
    return { accessToken: result.access_token, refreshToken: result.refresh_token, returnTo: attempt.returnTo };
  } catch (error) {
    throw new SignInCallbackError("exchange", providerError(error));
  }
}
