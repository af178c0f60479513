import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, discoveryDocument, identity, json, useRealmSafeDigest } from "./auth-test-support";
import { finishSignIn, peekSignInAttempt, SIGN_IN_ATTEMPT_KEY, SignInCallbackError, startSignIn } from "./pkce";

const TOKEN_PATH = "/oidc/token";

function stubProvider(
  tokenResponse: () => Response = () =>
    json({ access_token: "at", refresh_token: "rt", token_type: "Bearer", expires_in: 300 }),
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    if (path === "/oidc/.well-known/openid-configuration") return json(discoveryDocument);
    if (path === TOKEN_PATH) return tokenResponse();
    return json({ error: "not_found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function callbackUrl(params: Record<string, string>): URL {
  return new URL(`/login/callback?${new URLSearchParams(params)}`, "http://localhost:3000");
}

beforeEach(() => {
  useRealmSafeDigest();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("PKCE sign-in", () => {
  it("builds the authorization URL with an S256 challenge, a state and the session token", async () => {
    const fetchMock = stubProvider();
    const href = await startSignIn(identity, "session-token-1", "/client/c1", "es");
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe(`${identity.issuer}/auth`);

    const attempt = peekSignInAttempt();
    expect(attempt).toMatchObject({ returnTo: "/client/c1", language: "es" });
    expect(attempt?.codeVerifier).toMatch(/^[\w-]{43,128}$/);
    const expectedChallenge = createHash("sha256")
      .update(attempt?.codeVerifier ?? "")
      .digest("base64url");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: identity.clientId,
      redirect_uri: identity.redirectUri,
      scope: identity.scope,
      resource: identity.resource,
      code_challenge: expectedChallenge,
      code_challenge_method: "S256",
      state: attempt?.state,
      session_token: "session-token-1",
    });
    // The verifier never leaves the browser before the token exchange.
    expect(href).not.toContain(attempt?.codeVerifier);
    expect(callsTo(fetchMock, "/oidc/.well-known/openid-configuration")).toHaveLength(1);
  });

  it("uses a fresh verifier and state for every sign-in", async () => {
    stubProvider();
    const first = new URL(await startSignIn(identity, "a", "/", "en"));
    const second = new URL(await startSignIn(identity, "b", "/", "en"));
    expect(first.searchParams.get("state")).not.toBe(second.searchParams.get("state"));
    expect(first.searchParams.get("code_challenge")).not.toBe(second.searchParams.get("code_challenge"));
  });

  it("exchanges the code at the token endpoint as a public client with the verifier", async () => {
    const fetchMock = stubProvider();
    await startSignIn(identity, "st", "/client/c1", "en");
    const attempt = peekSignInAttempt();
    const tokens = await finishSignIn(identity, callbackUrl({ code: "code-1", state: attempt?.state ?? "" }));
    expect(tokens).toEqual({ accessToken: "at", refreshToken: "rt", returnTo: "/client/c1" });

    const [exchange] = callsTo(fetchMock, TOKEN_PATH);
    expect(exchange?.method).toBe("POST");
    expect(exchange?.body).toEqual({
      grant_type: "authorization_code",
      code: "code-1",
      redirect_uri: identity.redirectUri,
      code_verifier: attempt?.codeVerifier,
      client_id: identity.clientId,
      resource: identity.resource,
    });
    // Used once: a replayed callback finds nothing to continue.
    expect(window.sessionStorage.getItem(SIGN_IN_ATTEMPT_KEY)).toBeNull();
  });

  it("refuses a callback whose state does not match, before any token request", async () => {
    const fetchMock = stubProvider();
    await startSignIn(identity, "st", "/", "en");
    const error = await finishSignIn(identity, callbackUrl({ code: "code-1", state: "forged" })).catch((e) => e);
    expect(error).toBeInstanceOf(SignInCallbackError);
    expect(error.reason).toBe("stateMismatch");
    expect(callsTo(fetchMock, TOKEN_PATH)).toEqual([]);
    expect(peekSignInAttempt()).toBeNull();
  });

  it("refuses a callback with no sign-in in progress", async () => {
    stubProvider();
    const error = await finishSignIn(identity, callbackUrl({ code: "c", state: "s" })).catch((e) => e);
    expect(error).toMatchObject({ reason: "noAttempt" });
  });

  it("passes on the provider's explanation of a refused sign-in or exchange", async () => {
    stubProvider(() => json({ error: "invalid_grant", error_description: "grant request is invalid" }, 400));
    await startSignIn(identity, "st", "/", "en");
    const state = peekSignInAttempt()?.state ?? "";
    const refused = await finishSignIn(
      identity,
      callbackUrl({ error: "access_denied", error_description: "End-User aborted interaction", state }),
    ).catch((e) => e);
    expect(refused).toMatchObject({ reason: "provider", detail: "End-User aborted interaction" });

    await startSignIn(identity, "st", "/", "en");
    const nextState = peekSignInAttempt()?.state ?? "";
    const failed = await finishSignIn(identity, callbackUrl({ code: "c", state: nextState })).catch((e) => e);
    expect(failed).toMatchObject({ reason: "exchange", detail: "grant request is invalid" });
  });
});
